import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyEndpoint var fetch: (_ id: Int) async throws -> User`: keeps the closure in a
/// private `_fetch` whose initial value reports "Unimplemented: 'Client.fetch'" when called, and,
/// when a parameter has a name (or `method:` is given), adds `func fetch(id:)` calling it.
enum DependencyEndpointMacro {}

extension DependencyEndpointMacro: AccessorMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // The peer expansion diagnoses; here, a property it does not take over keeps its storage.
    guard let property = ClosureProperty(declaration), property.isStoredInstanceVar,
      property.binding.accessorBlock == nil,
      UnimplementedClosure(for: property, macro: "DependencyEndpoint").closure != nil
    else { return [] }
    let storage = property.storageName
    return [
      """
      get {
      \(storage)
      }
      """,
      """
      set {
      \(storage) = newValue
      }
      """,
    ]
  }
}

extension DependencyEndpointMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = ClosureProperty(declaration), property.isStoredInstanceVar else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroExpansionErrorMessage(
            """
            '@DependencyEndpoint' applies to a stored instance 'var' of closure type, like \
            'var fetch: (_ id: Int) async throws -> User'
            """
          )
        )
      )
      return []
    }
    if let observers = property.observersDiagnostic {
      context.diagnose(observers)
      return []
    }
    let unimplemented = UnimplementedClosure(for: property, macro: "DependencyEndpoint")
    unimplemented.diagnostics.forEach(context.diagnose)
    guard let closure = unimplemented.closure else { return [] }

    var peers: [DeclSyntax] = []
    let methodName = self.methodName(node, diagnose: context.diagnose)
    let parameters = property.function.parameters
    let hasNamedParameter = parameters.contains { $0.secondName != nil }
    // A method cannot forward its variadic parameter (an array inside) to a variadic closure.
    let isVariadic = parameters.contains { $0.ellipsis != nil }
    if case .valid(let name) = methodName, !isVariadic {
      peers.append(self.method(named: name, calling: property))
    } else if case .absent = methodName, hasNamedParameter, !isVariadic {
      peers.append(self.method(named: property.name, calling: property))
    }

    // `@available` still applies to the storage; the access and `@DependencyEndpoint` do not.
    // `private(set)` too: the storage is `private` as a whole.
    let modifiers = property.declaration.modifiers.filter {
      !$0.isAccessModifier && !($0.detail != nil && Access($0) != nil)
    }
    var storage: DeclSyntax = """
      private var \(property.storageName): \(property.type) = \(closure)
      """
    if var variable = storage.as(VariableDeclSyntax.self) {
      variable.attributes = AttributeListSyntax(
        property.availability.map { .attribute($0.with(\.trailingTrivia, .space)) }
      )
      variable.modifiers = DeclModifierListSyntax(
        variable.modifiers.map { $0 } + modifiers.map { $0.trimmed.with(\.trailingTrivia, .space) }
      )
      storage = DeclSyntax(variable)
    }
    peers.append(storage)
    return peers
  }

  /// What `method:` says.
  enum MethodName {
    case absent
    case valid(TokenSyntax)
    case invalid
  }

  /// The name given as `@DependencyEndpoint(method: "name")`, checked to be a static string
  /// that spells one identifier.
  static func methodName(_ node: AttributeSyntax, diagnose: (Diagnostic) -> Void) -> MethodName {
    guard let arguments = node.arguments?.as(LabeledExprListSyntax.self),
      let argument = arguments.first(where: { $0.label?.text == "method" })
    else { return .absent }
    guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
    else {
      diagnose(
        Diagnostic(
          node: argument.expression,
          message: MacroExpansionErrorMessage(
            "'method' takes a plain string literal, like 'method: \"fetch\"'"
          )
        )
      )
      return .invalid
    }
    let parsed = Parser.parse(source: text)
    guard parsed.statements.count == 1,
      let reference = parsed.statements.first?.item.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil, reference.trimmedDescription == text
    else {
      diagnose(
        Diagnostic(
          node: argument.expression,
          message: MacroExpansionErrorMessage(
            "'\(text)' is not a method name; write an identifier, like 'method: \"fetch\"'"
          )
        )
      )
      return .invalid
    }
    return .valid(.identifier(text))
  }

  /// `func name(id p0: Int) async throws -> User { try await self.fetch(p0) }`: the property's
  /// closure as a method, its parameters' names as argument labels.
  static func method(named name: TokenSyntax, calling property: ClosureProperty) -> DeclSyntax {
    let function = property.function
    var parameters: [String] = []
    var arguments: [String] = []
    for (offset, parameter) in function.parameters.enumerated() {
      let label = parameter.secondName?.text ?? "_"
      parameters.append("\(label) p\(offset): \(parameter.type.trimmedDescription)")
      arguments.append(
        parameter.isInout ? "&p\(offset)" : parameter.isAutoclosure ? "p\(offset)()" : "p\(offset)"
      )
    }
    let attributes = (property.availability.map(\.description) + property.methodAttributes)
      .map { "\($0) " }.joined()
    let access = property.declaration.accessModifier.map { "\($0.name.text) " } ?? ""
    let effects = function.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
    let specifiers = function.effectSpecifiers
    let marks =
      (specifiers?.throwsClause == nil ? "" : "try ")
      + (specifiers?.asyncSpecifier == nil ? "" : "await ")
    return """
      \(raw: attributes)\(raw: access)func \(name)(\(raw: parameters.joined(separator: ", ")))\
      \(raw: effects) \(function.returnClause) {
      \(raw: marks)self.\(property.name)(\(raw: arguments.joined(separator: ", ")))
      }
      """
  }
}
