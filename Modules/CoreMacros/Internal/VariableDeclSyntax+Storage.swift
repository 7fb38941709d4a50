import SwiftSyntax

extension VariableDeclSyntax {
  /// The single binding of a `var name: Type = value` declaration, if it is that simple.
  var singleBinding: PatternBindingSyntax? {
    guard self.bindings.count == 1, let binding = self.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { return nil }
    return binding
  }

  /// The property's name, when the declaration has a single identifier binding.
  var identifier: TokenSyntax? {
    self.singleBinding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
  }

  /// Whether this is a `static` or `class` property.
  var isStatic: Bool {
    self.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Whether this is a stored instance `var` without accessors or observers: the only kind of
  /// property the observation macros take over.
  var isPlainStoredVar: Bool {
    self.bindingSpecifier.tokenKind == .keyword(.var) && !self.isStatic
      && self.singleBinding?.accessorBlock == nil && self.identifier != nil
  }

  /// The names of the stored properties a declaration list holds, in order.
  static func storedPropertyNames(in members: MemberBlockItemListSyntax) -> [String] {
    members.flatMap { member -> [String] in
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic
      else { return [] }
      return variable.bindings.compactMap { binding in
        guard binding.accessorBlock?.isStored ?? true,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return name
      }
    }
  }
}

extension AccessorBlockSyntax {
  /// Whether the accessors are only observers (`willSet`/`didSet`): the property is stored.
  var isStored: Bool {
    guard case .accessors(let accessors) = self.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }
}
