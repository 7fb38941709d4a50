import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a state struct or enum `ObservableState`.
///
/// A struct gets a registrar, its identity, `@ObservationStateTracked` on each stored `var`,
/// and a `Mirror` that shows the properties under their own names; an enum gets an identity
/// derived from its case and associated value.
enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroExpansionErrorMessage(
            "'@ObservableState' can only be applied to a struct or an enum, not to "
              + "\(declaration.kindName); a reference type can use Observation's '@Observable'"
          )
        )
      )
      return []
    }
    let members = declaration.memberBlock.members
    var decls: [DeclSyntax] = [
      "@ObservationStateIgnored var _$observationRegistrar = Core.ObservableStateRegistrar()",
      """
      public var _$id: Core.ObservableStateID {
      _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
      _$observationRegistrar._$willModify()
      }
      """,
    ]
    if !self.definesCustomMirror(declaration) {
      decls.append(self.customMirror(members: members, access: declaration.memberAccess))
    }
    decls.append(self.propertyNames(members: members))
    decls.append(self.inPlaceAccessors(members: members))
    return decls
  }

  /// An in-place accessor for each tracked property (`_InPlace`), so that a navigation reducer
  /// changes a stack or a child where it lies instead of copying it out through a key path, and
  /// reads it from its storage (a reducer's read is not a view's: nothing to register). A
  /// `@Presents` property gets one for its projection (`\.$destination`, which `ifLet` names): it
  /// is read from `_destination` and changed through `$destination`'s own accessor.
  private static func inPlaceAccessors(members: MemberBlockItemListSyntax) -> DeclSyntax {
    var lines: [String] = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), let name = variable.identifier
      else { continue }
      if variable.isTrackedByObservableState {
        lines.append(self.inPlaceAccessor(property: "\(name)", storage: "_\(name)"))
      } else if variable.isPlainStoredVar, variable.attributes.contains(named: "Presents") {
        lines.append(self.inPlaceAccessor(property: "$\(name)", storage: "_\(name)"))
      }
    }
    lines.append("return nil")
    return """
      public static func _$inPlace<Value>(
      _ keyPath: Swift.WritableKeyPath<Self, Value>
      ) -> Core._InPlace<Self, Value>? {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// One property's entry in `_$inPlace`: `storage` is read where it lies, `property` is changed
  /// through its accessor, so that observers hear of the change.
  private static func inPlaceAccessor(property: String, storage: String) -> String {
    "if keyPath as Swift.AnyKeyPath == \\Self.\(property) as Swift.AnyKeyPath {\n"
      + "return Core._InPlace(\\Self.\(property)) { root, body in\n"
      + "Swift.withUnsafePointer(to: root.\(storage)) {\nbody(Swift.UnsafeRawPointer($0))\n}\n"
      + "} modify: { root, body in\n"
      + "Swift.withUnsafeMutablePointer(to: &root.\(property)) {\n"
      + "body(Swift.UnsafeMutableRawPointer($0))\n}\n}\n}"
  }

  /// The names of the stored `var`s by key path, for messages that show a key path (a binding
  /// action): a computed property's key path has no name at run time on every platform.
  private static func propertyNames(members: MemberBlockItemListSyntax) -> DeclSyntax {
    var lines: [String] = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.var)
      else { continue }
      for name in VariableDeclSyntax.storedPropertyNames(in: [member]) {
        lines.append("if keyPath == \\Self.\(name) as Swift.AnyKeyPath {\nreturn \"\(name)\"\n}")
      }
    }
    lines.append("return nil")
    return """
      public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// A `Mirror` of the stored properties under their declared names, read from storage so that
  /// dumping registers no observation.
  private static func customMirror(members: MemberBlockItemListSyntax, access: String)
    -> DeclSyntax
  {
    var children: [String] = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else {
        continue
      }
      for name in VariableDeclSyntax.storedPropertyNames(in: [member]) {
        if variable.isPlainStoredVar && variable.attributes.contains(named: "Presents") {
          children.append("\"\(name)\": self._\(name).wrappedValue as Any")
        } else if variable.isPlainStoredVar
          && !variable.attributes.contains(named: "ObservationStateIgnored")
        {
          children.append("\"\(name)\": self._\(name) as Any")
        } else {
          children.append("\"\(name)\": self.\(name) as Any")
        }
      }
    }
    let list = children.isEmpty ? ":" : children.joined(separator: ", ")
    return """
      \(raw: access)var customMirror: Swift.Mirror {
      Swift.Mirror(self, children: [\(raw: list)], displayStyle: .struct)
      }
      """
  }

  private static func definesCustomMirror(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.identifier?.text == "customMirror"
    }
  }

  /// The identity of an enum value: its case, and the identity of its associated value.
  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let elements = enumDecl.memberBlock.members.flatMap {
      $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? []
    }
    var idCases: [String] = []
    var willModifyCases: [String] = []
    for (tag, element) in elements.enumerated() {
      let name = element.name.text
      if let parameters = element.parameterClause?.parameters, parameters.count == 1 {
        let label = parameters.first!.firstName.map { "\($0.text): " } ?? ""
        idCases.append(
          """
          case .\(name)(let value):
          return Core.ObservableStateID._$id(for: value, tag: \(tag))
          """
        )
        willModifyCases.append(
          """
          case .\(name)(var value):
          Core._$willModify(&value)
          self = .\(name)(\(label)value)
          """
        )
      } else if element.parameterClause == nil {
        idCases.append("case .\(name):\nreturn Core.ObservableStateID._$id(for: (), tag: \(tag))")
        willModifyCases.append("case .\(name):\nbreak")
      } else {
        // Several associated values: no identity to derive, so a new one: every write notifies.
        idCases.append("case .\(name):\nreturn Core.ObservableStateID()")
        willModifyCases.append("case .\(name):\nbreak")
      }
    }
    let idBody =
      idCases.isEmpty
      ? "Core.ObservableStateID()" : "switch self {\n\(idCases.joined(separator: "\n"))\n}"
    let willModifyBody =
      willModifyCases.isEmpty ? "" : "switch self {\n\(willModifyCases.joined(separator: "\n"))\n}"
    return [
      """
      public var _$id: Core.ObservableStateID {
      \(raw: idBody)
      }
      """,
      """
      public mutating func _$willModify() {
      \(raw: willModifyBody)
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self)
    else { return [] }
    guard variable.isPlainStoredVar else {
      self.diagnoseObservers(in: variable, context)
      return []
    }
    self.diagnoseReplaced(
      in: variable, "ObservationIgnored", by: "ObservationStateIgnored", context)
    self.diagnoseReplaced(
      in: variable, "ObservationTracked", by: "ObservationStateTracked", context)
    self.diagnoseReplaced(in: variable, "PresentationState", by: "Presents", context)
    let handledElsewhere = ["ObservationStateIgnored", "ObservationStateTracked", "Presents"]
    guard !handledElsewhere.contains(where: { variable.attributes.contains(named: $0) }) else {
      return []
    }
    // A property wrapper (`@Shared`) keeps its value, and its observation, in its own storage.
    guard !variable.hasPropertyWrapper else { return [] }
    return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "ObservationStateTracked"))]
  }

  /// A stored `var` with `willSet`/`didSet` cannot be tracked (its accessors are taken), and
  /// silently leaving it untracked would hide its changes from every reader.
  private static func diagnoseObservers(
    in variable: VariableDeclSyntax,
    _ context: some MacroExpansionContext
  ) {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.isStatic,
      !variable.attributes.contains(named: "ObservationStateIgnored"),
      let block = variable.bindings.first?.accessorBlock, block.isStored,
      case .accessors(let accessors) = block.accessors, let observer = accessors.first
    else { return }
    context.diagnose(
      Diagnostic(
        node: observer.accessorSpecifier,
        message: MacroExpansionErrorMessage(
          "'@ObservableState' cannot track a property with 'willSet' or 'didSet'; change the "
            + "state in the reducer instead, or mark the property '@ObservationStateIgnored'"
        )
      )
    )
  }

  /// An attribute meant for classes or for state that is not observed, with a fix-it to use
  /// the one that works here.
  private static func diagnoseReplaced(
    in variable: VariableDeclSyntax,
    _ name: String,
    by replacement: String,
    _ context: some MacroExpansionContext
  ) {
    guard let attribute = variable.attributes.attribute(named: name) else { return }
    context.diagnose(
      Diagnostic(
        node: attribute,
        message: MacroExpansionErrorMessage(
          "'@\(name)' does not work inside '@ObservableState'; use '@\(replacement)'"
        ),
        fixIt: .replace(
          message: MacroExpansionFixItMessage("Use '@\(replacement)'"),
          oldNode: attribute,
          newNode: attribute.with(
            \.attributeName,
            TypeSyntax(
              IdentifierTypeSyntax(
                name: .identifier(
                  replacement,
                  trailingTrivia: attribute.attributeName.trailingTrivia
                )
              )
            )
          )
        )
      )
    )
  }
}

extension ObservableStateMacro: ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let isStruct = declaration.is(StructDeclSyntax.self)
    guard isStruct || declaration.is(EnumDeclSyntax.self),
      !declaration.inherits("ObservableState")
    else { return [] }
    var conformances = ["Core.ObservableState"]
    if isStruct && !self.definesCustomMirror(declaration)
      && !declaration.inherits("CustomReflectable")
    {
      conformances.append("Swift.CustomReflectable")
    }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
      )
    ]
  }
}
