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
  /// Whether `@ObservableState` tracks this property through its registrar: a plain stored
  /// `var` that is neither ignored, nor presented, nor wrapped.
  var isTrackedByObservableState: Bool {
    self.isPlainStoredVar && !self.attributes.contains(named: "ObservationStateIgnored")
      && !self.attributes.contains(named: "Presents") && !self.hasPropertyWrapper
  }

  /// Whether an attribute the macros do not know is attached, which on a stored property is a
  /// property wrapper (`@Shared`, `@SharedReader`) or a macro of another library.
  var hasPropertyWrapper: Bool {
    let known: Set<String> = [
      "MainActor", "ObservationIgnored", "ObservationStateIgnored", "ObservationStateTracked",
      "ObservationTracked", "PresentationState", "Presents",
    ]
    return self.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let spelled = attribute.attributeName.trimmedDescription
      let base = spelled.split(separator: "<", maxSplits: 1).first.map(String.init) ?? spelled
      let name = base.split(separator: ".").last.map(String.init) ?? base
      return name.first?.isUppercase == true && !known.contains(name)
    }
  }

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
