import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A property declared as `var name: <closure type>`, read from its syntax: what
/// `@DependencyEndpoint` takes over and `@DependencyClient` counts as an endpoint.
struct ClosureProperty {
  /// The whole declaration.
  let declaration: VariableDeclSyntax
  /// Its only binding.
  let binding: PatternBindingSyntax
  /// The name as written, backticks included (`` `return` ``).
  let name: TokenSyntax
  /// The annotated type, attributes included (`@Sendable (Int) async throws -> User`).
  let type: TypeSyntax
  /// The function type inside `type`.
  let function: FunctionTypeSyntax

  /// Reads a declaration with one identifier binding whose annotated type is a closure type;
  /// `nil` for anything else.
  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = binding.typeAnnotation?.type,
      let function = type.as(FunctionTypeSyntax.self)
        ?? type.as(AttributedTypeSyntax.self)?.baseType.as(FunctionTypeSyntax.self)
    else { return nil }
    self.declaration = variable
    self.binding = binding
    self.name = name.trimmed
    self.type = type.trimmed
    self.function = function.trimmed
  }

  /// The name without backticks, for messages and the storage's name.
  var bareName: String {
    var text = self.name.text[...]
    if text.first == "`", text.last == "`", text.count > 1 {
      text = text.dropFirst().dropLast()
    }
    return String(text)
  }

  /// The private stored property that holds the closure: `_name`.
  var storageName: TokenSyntax {
    .identifier("_\(self.bareName)")
  }

  /// Whether the declaration is a `var` of the instance that stores its value: no `let`, no
  /// `static`, no getter (observers are allowed).
  var isStoredInstanceVar: Bool {
    self.declaration.bindingSpecifier.tokenKind == .keyword(.var) && !self.declaration.isStatic
      && self.binding.storesValue
  }

  /// An error when the property has `willSet` or `didSet`: an endpoint is a computed property
  /// over its storage, and observers cannot go with a getter and a setter.
  var observersDiagnostic: Diagnostic? {
    guard let observers = self.binding.accessorBlock else { return nil }
    return Diagnostic(
      node: observers,
      message: MacroExpansionErrorMessage(
        """
        An endpoint cannot observe its changes: '@DependencyEndpoint' gives '\(self.bareName)' \
        a getter and a setter, which cannot go with 'willSet' or 'didSet'
        """
      )
    )
  }

  /// The property's `@available` attributes, which its storage and method need too.
  var availability: [AttributeSyntax] {
    self.declaration.attributes.compactMap {
      guard case .attribute(let attribute) = $0,
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.trimmed
    }
  }

  /// The attributes of the closure type that also apply to a method, like `@MainActor`.
  var methodAttributes: [String] {
    guard let attributed = self.type.as(AttributedTypeSyntax.self) else { return [] }
    return attributed.attributes.compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      let name = attribute.attributeName.trimmedDescription
      return ["Sendable", "escaping", "convention"].contains(name)
        ? nil : attribute.trimmedDescription
    }
  }
}

extension VariableDeclSyntax {
  /// Whether this is a `static` or `class` property.
  var isStatic: Bool {
    self.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// The access modifier written on the declaration (`public`, `private` …), if any.
  var accessModifier: DeclModifierSyntax? {
    self.modifiers.first { $0.isAccessModifier }
  }
}

extension PatternBindingSyntax {
  /// Whether the property stores its value: no accessors, or only `willSet`/`didSet`.
  var storesValue: Bool {
    switch self.accessorBlock?.accessors {
    case nil:
      return true
    case .getter:
      return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }
}

extension DeclModifierSyntax {
  /// Whether this is `public`, `package`, `internal`, `fileprivate`, `private` or `open`; with a
  /// detail (`private(set)`) it only restricts a setter, so it does not count.
  var isAccessModifier: Bool {
    guard self.detail == nil else { return false }
    switch self.name.tokenKind {
    case .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal),
      .keyword(.fileprivate), .keyword(.private):
      return true
    default:
      return false
    }
  }
}

extension AttributeListSyntax {
  /// Whether `@name` or `@Module.name` is attached, with or without arguments.
  func contains(named name: String) -> Bool {
    self.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let spelled = attribute.attributeName.trimmedDescription
      return spelled == name || spelled.hasSuffix(".\(name)")
    }
  }
}
