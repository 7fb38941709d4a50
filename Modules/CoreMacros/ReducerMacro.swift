import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: makes a struct a `Reducer` and an enum of features a `CaseReducer`.
///
/// On a struct it adds the conformance, `@CasePathable` on `Action` (and on an enum `State`,
/// with `@dynamicMemberLookup`), `@ReducerBuilder` on `body`, an empty `State`, an `Action`
/// with one case no code sends (`_$unsent`), or an empty `body` when the struct has none (no `State` or `Action` when a `body` typed
/// `some Reducer<…>` decides them, as in TCA), and a `_ReducerBodyCache` when `body` is
/// computed. On an enum see `ReducerMacro+Enum.swift`.
enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !declaration.inherits("Reducer"), !declaration.inherits("CaseReducer") else {
      return []
    }
    let conformances: String
    if declaration.is(StructDeclSyntax.self) {
      conformances = "Core.Reducer"
    } else if declaration.is(EnumDeclSyntax.self) {
      conformances = "Core.CaseReducer, Core.Reducer"
    } else {
      return []
    }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return self.attributes(forNestedEnum: enumDecl)
    }
    if let variable = member.as(VariableDeclSyntax.self) {
      return self.attributes(forBody: variable)
    }
    return []
  }

  /// `Action` becomes `@CasePathable` with a case key path table (`@_CaseKeyPathTable`); an enum
  /// `State` also `@dynamicMemberLookup`.
  private static func attributes(forNestedEnum enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    var names: [String]
    switch enumDecl.name.text {
    case "State": names = ["CasePathable", "dynamicMemberLookup", "Core._CaseKeyPathTable"]
    case "Action": names = ["CasePathable", "Core._CaseKeyPathTable"]
    default: return []
    }
    names.removeAll { enumDecl.attributes.contains(named: $0) }
    if enumDecl.inherits("CasePathable") {
      names.removeAll { $0 == "CasePathable" }
    }
    if enumDecl.attributes.contains(named: "_CaseKeyPathTable")
      || enumDecl.inherits("_CaseKeyPathTable")
    {
      names.removeAll { $0 == "Core._CaseKeyPathTable" }
    }
    return names.map { AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0))) }
  }

  /// `var body: some Reducer<State, Action>` (or `some ReducerOf<Self>`) gets the result
  /// builder that the protocol requirement would give it, had the conformance been written on
  /// the struct itself rather than added in an extension.
  private static func attributes(forBody variable: VariableDeclSyntax) -> [AttributeSyntax] {
    guard variable.identifier?.text == "body", !variable.isStatic,
      let binding = variable.singleBinding,
      case .getter = binding.accessorBlock?.accessors,
      let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
        .as(IdentifierTypeSyntax.self),
      let arguments = constraint.genericArgumentClause?.arguments,
      !variable.attributes.contains(named: "ReducerBuilder")
    else { return [] }
    let builderArguments: String
    switch (constraint.name.text, arguments.count) {
    case ("ReducerOf", 1):
      let reducer = arguments.first!.argument.trimmedDescription
      builderArguments = "\(reducer).State, \(reducer).Action"
    case ("Reducer", 2):
      builderArguments = arguments.map { $0.argument.trimmedDescription }.joined(separator: ", ")
    default:
      return []
    }
    return [
      AttributeSyntax(
        attributeName: IdentifierTypeSyntax(
          name: .identifier("Core.ReducerBuilder<\(builderArguments)>")
        )
      )
    ]
  }
}

extension ReducerMacro: MemberMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(of: node, enumDecl: enumDecl, in: context)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroExpansionErrorMessage(
            "'@Reducer' can only be applied to a struct or an enum, not to "
              + "\(declaration.kindName)"
          )
        )
      )
      return []
    }
    if let arguments = node.arguments {
      context.diagnose(
        Diagnostic(
          node: arguments,
          message: MacroExpansionErrorMessage(
            "'state:' and 'action:' conformances apply only to '@Reducer' on an enum"
          ),
          fixIt: .replace(
            message: MacroExpansionFixItMessage("Remove '(\(arguments.trimmed))'"),
            oldNode: node,
            newNode: node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
          )
        )
      )
    }
    return self.structMembers(of: declaration)
  }

  /// An empty `State`, `Action` and `body` for what the struct leaves out, so that a
  /// `@Reducer struct Feature {}` compiles.
  private static func structMembers(of declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let access = declaration.memberAccess
    let typeNames = declaration.nestedTypeNames
    var hasReduceMethod = false
    var hasBody = false
    var bodyFixesTypes = false
    var bodyIsComputed = false
    for member in declaration.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
        function.signature.parameterClause.parameters.map(\.firstName.text) == ["into", "action"]
      {
        hasReduceMethod = true
      }
      if let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        let binding = variable.singleBinding, variable.identifier?.text == "body"
      {
        hasBody = true
        // `let body = EmptyReducer<Int, Int>()` decides `State` and `Action` by itself.
        // So does `var body: some Reducer<Int, Action>` (as in TCA, any body typed
        // `some Reducer<…>` or `some ReducerOf<…>`).
        bodyFixesTypes =
          binding.initializer != nil || self.namesReducer(binding.typeAnnotation?.type)
        bodyIsComputed = binding.accessorBlock != nil
      }
    }
    let typesAreInferred = hasReduceMethod || bodyFixesTypes
    var members: [DeclSyntax] = []
    // The types made here write their conformances inline. An extension macro attached to a
    // declaration that a macro made (`@ObservableState`'s or `@CasePathable`'s extension on this
    // `State` or `Action`) crashes Swift 6.3.1 (signal 11) when the same file uses a type another
    // `@Reducer` made, as TCA's `MacroTests` do; inline conformances give those macros nothing to add.
    if !typeNames.contains("State") && !typesAreInferred {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable, Core.ObservableState, \
        Swift.CustomReflectable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action") && !typesAreInferred {
      // One case no code sends: an enum of features whose actions were all empty enums would be
      // uninhabited, and Swift refuses any `switch` over an uninhabited enum ("may have additional
      // unknown values"), which an enum reducer's body is. It has no case path worth a table.
      members.append(
        """
        \(raw: access)enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, \
        Core._CaseKeyPathTable {
        /// Never sent: it keeps an enum of features without actions inhabited.
        case _$unsent
        /// No case paths: the one case is never sent.
        \(raw: access)struct AllCasePaths: Sendable {}
        /// No case paths: the one case is never sent.
        \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
        \(raw: access)static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? { nil }
        }
        """
      )
    }
    if !hasBody && !hasReduceMethod {
      members.append("\(raw: access)let body = Core.EmptyReducer<State, Action>()")
    }
    // A computed `body` is built once per reducer value, on its first action.
    if bodyIsComputed && !hasReduceMethod {
      members.append(
        "\(raw: access)let _$bodyCache: Core._ReducerBodyCache<Self>? = Core._ReducerBodyCache()"
      )
    }
    return members
  }

  /// Whether a `body`'s type is written `some Reducer<…>` or `some ReducerOf<…>`: the names in
  /// it then decide `State` and `Action` (an enclosing type's, or `Int`), and the reducer gets
  /// none of its own.
  private static func namesReducer(_ type: TypeSyntax?) -> Bool {
    guard
      let constraint = type?.as(SomeOrAnyTypeSyntax.self)?.constraint.as(IdentifierTypeSyntax.self)
    else { return false }
    return ["Reducer", "ReducerOf"].contains(constraint.name.text)
  }

}
