import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient struct Client { var fetch: (_ id: Int) async throws -> User }`: marks each
/// closure `var` `@DependencyEndpoint` (so `Client()` is a client whose every endpoint reports
/// that it is unimplemented), and adds a memberwise `init` taking every endpoint plus an `init`
/// taking only the other stored properties.
enum DependencyClientMacro {}

extension DependencyClientMacro: MemberAttributeMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let client = declaration.as(StructDeclSyntax.self),
      let property = ClosureProperty(member), self.isEndpoint(property),
      // An explicit `@DependencyEndpoint` diagnoses its property itself.
      !property.declaration.attributes.contains(named: "DependencyEndpoint")
    else { return [] }
    // Diagnosed here, the compiler adds no error of its own about the accessors.
    if let observers = property.observersDiagnostic {
      context.diagnose(observers)
      return []
    }
    let unimplemented = UnimplementedClosure(
      for: property, macro: "DependencyClient", client: client.name.text)
    // The client diagnoses the default itself, the warning about a crashing default included,
    // and leaves such a property as written: a fix-it from the endpoint's expansion would point
    // into syntax the client added.
    guard unimplemented.closure != nil, unimplemented.diagnostics.isEmpty else {
      unimplemented.diagnostics.forEach(context.diagnose)
      return []
    }
    return ["@DependencyEndpoint"]
  }

  /// Whether the client turns this closure property into an endpoint: a stored instance `var`,
  /// not marked `@DependencyEndpointIgnored` nor a `@Dependency`.
  static func isEndpoint(_ property: ClosureProperty) -> Bool {
    let attributes = property.declaration.attributes
    return property.isStoredInstanceVar
      && !attributes.contains(named: "DependencyEndpointIgnored")
      && !attributes.contains(named: "Dependency")
  }
}

extension DependencyClientMacro: MemberMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let client = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroExpansionErrorMessage(
            "'@DependencyClient' applies to a struct of closure properties"
          )
        )
      )
      return []
    }

    var parameters: [InitParameter] = []
    var accesses: [Access] = [Access(client.modifiers.first { $0.isAccessModifier }) ?? .internal]
    var isComplete = true
    for member in client.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        !variable.attributes.contains(named: "Dependency")
      else { continue }
      guard variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
      else {
        context.diagnose(
          Diagnostic(
            node: variable.bindings,
            message: MacroExpansionErrorMessage(
              """
              '@DependencyClient' writes an initializer from one named property per \
              declaration; declare these properties one by one
              """
            )
          )
        )
        isComplete = false
        continue
      }
      if !binding.storesValue { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let access = Access(variable.accessModifier) ?? .internal
      // Like the compiler's memberwise initializer: a constant with a value, and a private
      // property with a value, are not parameters.
      if binding.initializer != nil, isLet || access <= .fileprivate { continue }

      let isEndpoint =
        variable.attributes.contains(named: "DependencyEndpoint")
        || ClosureProperty(variable).map(self.isEndpoint) == true
      guard
        let type = binding.typeAnnotation?.type.trimmed ?? binding.initializer?.value.literalType
      else {
        context.diagnose(self.missingType(binding, name: name))
        isComplete = false
        continue
      }
      var defaultValue = binding.initializer?.value.trimmedDescription
      if defaultValue == nil, !isLet, type.isOptional { defaultValue = "nil" }
      accesses.append(access)
      parameters.append(
        InitParameter(
          name: name.text,
          type: type.escapingIfFunction,
          defaultValue: isEndpoint ? nil : defaultValue,
          isEndpoint: isEndpoint
        )
      )
    }
    guard isComplete, parameters.contains(where: \.isEndpoint) else { return [] }

    let access = accesses.min().flatMap(\.keyword).map { "\($0) " } ?? ""
    return [
      self.initializer(access: access, parameters: parameters),
      self.initializer(access: access, parameters: parameters.filter { !$0.isEndpoint }),
    ]
  }

  /// `init(…) { self.x = x … }`, assigning the plain stored properties before the endpoints:
  /// an endpoint's setter may only run once every stored property has a value.
  static func initializer(access: String, parameters: [InitParameter]) -> DeclSyntax {
    guard !parameters.isEmpty else { return "\(raw: access)init() {\n}" }
    let list = parameters.map { parameter in
      "\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
    let assignments = (parameters.filter { !$0.isEndpoint } + parameters.filter(\.isEndpoint))
      .map { "self.\($0.name) = \($0.name)" }
    return """
      \(raw: access)init(
      \(raw: list.joined(separator: ",\n"))
      ) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """
  }

  /// A property whose type is neither written nor a literal's cannot be a parameter.
  static func missingType(_ binding: PatternBindingSyntax, name: TokenSyntax) -> Diagnostic {
    let fixed =
      binding
      .with(\.pattern, binding.pattern.trimmed)
      .with(
        \.typeAnnotation,
        TypeAnnotationSyntax(
          colon: .colonToken(trailingTrivia: .space),
          type: TypeSyntax("<#Type#>"),
          trailingTrivia: .space
        )
      )
    return Diagnostic(
      node: binding,
      message: MacroExpansionErrorMessage(
        """
        '@DependencyClient' needs the type of '\(name.text)' written out to make it a parameter \
        of the initializer
        """
      ),
      fixIt: FixIt(
        message: MacroExpansionFixItMessage("Write the type: ': <#Type#>'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]
      )
    )
  }
}

/// One parameter of the generated initializers.
struct InitParameter {
  /// The property's name as written.
  var name: String
  /// Its type as a parameter (`@escaping` for a closure).
  var type: String
  /// The default argument, if any.
  var defaultValue: String?
  /// Whether the property is an endpoint, left out of the second initializer.
  var isEndpoint: Bool
}

/// Access levels, ordered: the initializers take the lowest among the struct and its parameters.
enum Access: Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`

  init?(_ modifier: DeclModifierSyntax?) {
    switch modifier?.name.tokenKind {
    case .keyword(.private): self = .private
    case .keyword(.fileprivate): self = .fileprivate
    case .keyword(.internal): self = .internal
    case .keyword(.package): self = .package
    case .keyword(.public), .keyword(.open): self = .public
    default: return nil
    }
  }

  /// The modifier to write; `nil` for `internal`, the default.
  var keyword: String? {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: nil
    case .package: "package"
    case .public: "public"
    }
  }
}

extension TypeSyntax {
  /// Whether the type is `T?` or `Optional<T>`.
  var isOptional: Bool {
    let spelled = self.trimmedDescription
    return self.is(OptionalTypeSyntax.self) || spelled.hasPrefix("Optional<")
      || spelled.hasPrefix("Swift.Optional<")
  }

  /// The type as an initializer's parameter: a function type needs `@escaping`.
  var escapingIfFunction: String {
    if self.is(FunctionTypeSyntax.self) {
      return "@escaping \(self.trimmedDescription)"
    }
    if let attributed = self.as(AttributedTypeSyntax.self),
      attributed.baseType.is(FunctionTypeSyntax.self)
    {
      let prefix =
        (attributed.specifiers.map(\.trimmedDescription)
          + attributed.attributes.map(\.trimmedDescription))
      return (prefix + ["@escaping", attributed.baseType.trimmedDescription])
        .joined(separator: " ")
    }
    return self.trimmedDescription
  }
}

extension ExprSyntax {
  /// The type of a literal default, for a property written without its type (`var count = 0`).
  var literalType: TypeSyntax? {
    if self.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    if self.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if self.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if self.is(StringLiteralExprSyntax.self) { return "Swift.String" }
    return nil
  }
}
