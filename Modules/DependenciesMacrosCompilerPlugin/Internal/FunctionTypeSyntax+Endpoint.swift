import SwiftSyntax

extension FunctionTypeSyntax {
  /// Whether the closure throws `any Error` (`throws`, `throws(any Error)`), so that an
  /// unimplemented one can throw instead of returning a value.
  var throwsAnyError: Bool {
    guard let clause = self.effectSpecifiers?.throwsClause else { return false }
    guard let type = clause.type?.trimmedDescription else { return true }
    return ["any Error", "Error", "any Swift.Error", "Swift.Error"].contains(type)
  }

  /// Whether the closure returns `Void`, `Swift.Void` or `()`.
  var returnsVoid: Bool {
    let type = self.returnClause.type
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return ["Void", "Swift.Void"].contains(type.trimmedDescription)
  }

  /// Whether the closure returns an optional (`T?`, `Optional<T>`), so that an unimplemented one
  /// can return `nil`.
  var returnsOptional: Bool {
    let type = self.returnClause.type
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    let spelled = type.trimmedDescription
    return spelled.hasPrefix("Optional<") || spelled.hasPrefix("Swift.Optional<")
  }

  /// `_, _ in` for a closure of two parameters, `""` for none: the signature of a closure that
  /// ignores its arguments.
  var ignoredParameters: String {
    self.parameters.isEmpty
      ? "" : Array(repeating: "_", count: self.parameters.count).joined(separator: ", ") + " in"
  }
}

extension TupleTypeElementSyntax {
  /// Whether the parameter is `inout`, so that forwarding it takes `&`.
  var isInout: Bool {
    self.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
      $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
    } ?? false
  }

  /// Whether the parameter is an `@autoclosure`, so that forwarding it calls it.
  var isAutoclosure: Bool {
    self.type.as(AttributedTypeSyntax.self)?.attributes.contains(named: "autoclosure") ?? false
  }
}
