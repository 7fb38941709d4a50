import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// One case of a `@Reducer` enum, sorted by what it holds.
private enum FeatureCase {
  /// `case addItem(ItemForm)`: a feature with its own `State`, `Action` and reducer; with a
  /// default value (`case addItem(ItemForm = ItemForm(mode: .add))`), the reducer is that value.
  case feature(name: String, label: String, type: TypeSyntax, reducer: String)
  /// `case alert(AlertState<Alert>)`: state whose actions need no reducer.
  case ephemeral(name: String, label: String, state: TypeSyntax, action: TypeSyntax)
  /// A case holding something else: copied as written into `State`, without actions.
  case ignored(EnumCaseElementSyntax)

  init(_ element: EnumCaseElementSyntax, isMarkedIgnored: Bool) {
    guard !isMarkedIgnored, let parameters = element.parameterClause?.parameters,
      parameters.count == 1, let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else {
      self = .ignored(element)
      return
    }
    let name = element.name.text
    let label = parameter.firstName.map { "\($0.text): " } ?? ""
    if let identifier = parameter.type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text),
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let action = arguments.first?.argument.as(TypeSyntax.self)
    {
      self = .ephemeral(name: name, label: label, state: parameter.type.trimmed, action: action)
    } else {
      self = .feature(
        name: name,
        label: label,
        type: parameter.type.trimmed,
        reducer: parameter.defaultValue?.value.trimmedDescription ?? "\(parameter.type.trimmed)()"
      )
    }
  }

  /// The case's name, the same in `State` and `Action`.
  var name: String {
    switch self {
    case .feature(let name, _, _, _), .ephemeral(let name, _, _, _): name
    case .ignored(let element): element.name.text
    }
  }

  var stateCase: String {
    switch self {
    case .feature(let name, let label, let type, _): "case \(name)(\(label)\(type).State)"
    case .ephemeral(let name, let label, let state, _): "case \(name)(\(label)\(state))"
    case .ignored(let element): "case \(element.trimmedDescription)"
    }
  }

  var actionCase: String {
    switch self {
    case .feature(let name, let label, let type, _): "case \(name)(\(label)\(type).Action)"
    case .ephemeral(let name, let label, _, let action): "case \(name)(\(label)\(action.trimmed))"
    case .ignored(let element): "case \(element.name.text)(Swift.Never)"
    }
  }

  /// The case of the generated `CaseScope`: a store for a feature or an alert, the value as
  /// written for an ignored case.
  var caseScopeCase: String {
    switch self {
    case .feature(let name, let label, let type, _):
      "case \(name)(\(label)Core.StoreOf<\(type)>)"
    case .ephemeral(let name, let label, let state, let action):
      "case \(name)(\(label)Core.Store<\(state), \(action.trimmed)>)"
    case .ignored(let element): "case \(element.trimmedDescription)"
    }
  }

  /// The branch of the generated `scope(_:)` for this case.
  var scopeBranch: String {
    switch self {
    case .feature(let name, let label, _, _), .ephemeral(let name, let label, _, _):
      return """
        case .\(name):
        return .\(name)(\(label)store.scope(state: \\.\(name), action: \\.\(name))!)
        """
    case .ignored(let element):
      let name = element.name.text
      guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
        return "case .\(name):\nreturn .\(name)"
      }
      let values = (0..<parameters.count).map { "value\($0)" }
      let arguments = zip(parameters, values).map { parameter, value in
        (parameter.firstName.map { "\($0.text): " } ?? "") + value
      }
      return """
        case let .\(name)(\(values.joined(separator: ", "))):
        return .\(name)(\(arguments.joined(separator: ", ")))
        """
    }
  }

  /// The feature's reducer type, for a case holding one.
  /// The expression that makes the feature's reducer: its default value, or `Type()`.
  var featureReducer: String? {
    guard case .feature(_, _, _, let reducer) = self else { return nil }
    return reducer
  }

  var featureType: TypeSyntax? {
    guard case .feature(_, _, let type, _) = self else { return nil }
    return type
  }

  /// The branch of the generated body's `switch` for this case: the feature runs on the state's
  /// payload, taken out and put back (`features` names its reducer); other cases do nothing.
  ///
  /// The state is consumed, then assigned again on every path: an `@ObservableState` payload holds
  /// Observation's registrar, whose layout is only known at run time, and a `guard case` binding
  /// from the state would copy the whole payload (every reference in it retained) and destroy
  /// the old one, where consuming moves it.
  func switchBranch(features: String?) -> String {
    switch self {
    case .feature(let name, let label, _, _):
      return """
        case .\(name)(let childAction):
        switch consume state {
        case .\(name)(var childState):
        let effect = \(features ?? "").reduce(into: &childState, action: childAction)
        state = .\(name)(\(label)consume childState)
        return effect.map(Self.Action.\(name)\(label.isEmpty ? "" : "(\(label.dropLast(1)))"))
        case let other:
        state = other
        return nil
        }
        """
    // Spelled out: the branch returns an optional, where a bare `.none` would be `nil`.
    case .ephemeral(let name, _, _, _):
      return "case .\(name):\nreturn Core.Effect.none"
    case .ignored(let element):
      return "case .\(element.name.text):\nreturn Core.Effect.none"
    }
  }
}

extension ReducerMacro {
  /// `State` and `Action` enums with a case per feature, and a static `body` scoping each
  /// feature to its case. Declarations the enum already has are left alone.
  static func enumMembers(
    of node: AttributeSyntax,
    enumDecl: EnumDeclSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = enumDecl.memberAccess
    let typeNames = enumDecl.nestedTypeNames
    let cases = enumDecl.memberBlock.members.flatMap { member -> [FeatureCase] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      let isMarkedIgnored = caseDecl.attributes.contains(named: "ReducerCaseIgnored")
      return caseDecl.elements.map { FeatureCase($0, isMarkedIgnored: isMarkedIgnored) }
    }
    let (stateConformances, actionConformances) = self.synthesizedConformances(node, in: context)
    var members: [DeclSyntax] = []
    // Conformances are written inline, with the case key path table's function, rather than
    // left to the attached macros' extensions: an extension macro on a type a macro made crashes
    // Swift 6.3.1 (signal 11) once a file holds four `@Reducer` enums (TCA's `MacroTests`).
    // `@CasePathable` and `@ObservableState` then add only their members.
    let table = CaseKeyPathTableMacro.function(caseNames: cases.map(\.name), access: access)
    let casePathable = ["CasePaths.CasePathable", "CasePaths.CasePathIterable"]
    if !typeNames.contains("State") {
      let conformances =
        (["Core.CaseReducerState"] + stateConformances + casePathable
        + ["Core.ObservableState", "Core._CaseKeyPathTable"]).joined(separator: ", ")
      members.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: conformances) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: cases.map(\.stateCase).joined(separator: "\n"))
        \(raw: table)
        }
        """
      )
    }
    if !typeNames.contains("Action") {
      let conformances = (actionConformances + casePathable + ["Core._CaseKeyPathTable"])
        .joined(separator: ", ")
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action: \(raw: conformances) {
        \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        \(raw: table)
        }
        """
      )
    }
    let hasBody = enumDecl.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.identifier?.text == "body"
    }
    if !hasBody {
      let body = self.caseSwitch(cases)
      members.append(
        """
        @Core.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some Core.Reducer<Self.State, Self.Action> {
        \(raw: body)
        }
        """
      )
    }
    if !typeNames.contains("CaseScope") {
      members.append(
        """
        \(raw: access)enum CaseScope {
        \(raw: cases.map(\.caseScopeCase).joined(separator: "\n"))
        }
        """
      )
      members.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: cases.map(\.scopeBranch).joined(separator: "\n"))
        }
        }
        """
      )
    }
    return members
  }

  /// The body of an enum of features: a `_CaseSwitch` over its actions, holding each feature's
  /// reducer (a tuple of them when there are several), or an empty reducer when no case holds a
  /// feature.
  private static func caseSwitch(_ cases: [FeatureCase]) -> String {
    let features = cases.compactMap(\.featureType)
    guard !features.isEmpty else { return "Core.EmptyReducer<Self.State, Self.Action>()" }
    var index = 0
    let branches = cases.map { featureCase -> String in
      guard featureCase.featureType != nil else { return featureCase.switchBranch(features: nil) }
      defer { index += 1 }
      return featureCase.switchBranch(
        features: features.count == 1 ? "features" : "features.\(index)")
    }
    let types = features.map(\.description).joined(separator: ", ")
    let made = cases.compactMap(\.featureReducer).joined(separator: ", ")
    let (featuresType, featuresValue) =
      features.count == 1 ? (types, made) : ("(\(types))", "(\(made))")
    return """
      Core._CaseSwitch<Self.State, Self.Action, \(featuresType)>(\(featuresValue)) { features, state, action in
      switch action {
      \(branches.joined(separator: "\n"))
      }
      }
      """
  }

  /// The protocols named by `@Reducer(state: …, action: …)`, as Swift spells them.
  private static func synthesizedConformances(
    _ node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> (state: [String], action: [String]) {
    guard case .argumentList(let arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var isAction = false
    for argument in arguments {
      if let label = argument.label?.text { isAction = label == "action" }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        let conformance = synthesizable[member.declName.baseName.text]
      else {
        context.diagnose(
          Diagnostic(
            node: argument.expression,
            message: MacroExpansionErrorMessage(
              "Expected one of "
                + synthesizable.keys.sorted().map { ".\($0)" }.joined(separator: ", ")
            )
          )
        )
        continue
      }
      if isAction { action.append(conformance) } else { state.append(conformance) }
    }
    return (state, action)
  }

  private static let synthesizable = [
    "codable": "Codable",
    "decodable": "Decodable",
    "encodable": "Encodable",
    "equatable": "Equatable",
    "hashable": "Hashable",
    "sendable": "Sendable",
  ]
}
