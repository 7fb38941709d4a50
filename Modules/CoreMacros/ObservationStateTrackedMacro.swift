import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: routes one stored property of an `@ObservableState` struct
/// through the registrar, and moves its value to private storage named `_<name>`.
enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isPlainStoredVar,
      let name = variable.identifier
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
      _\(name) = initialValue
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(name))
      return _\(name)
      }
      """,
      """
      set {
      if _$observationRegistrar.isIdentityEqual(_\(name), newValue) {
      _\(name) = newValue
      } else {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      _\(name) = newValue
      _$observationRegistrar.didSet(self, keyPath: \\.\(name))
      }
      }
      """,
      """
      _modify {
      let before = _$observationRegistrar.willModify(&_\(name))
      if _$observationRegistrar.tellsReadersFirst(before) {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      }
      defer {
      let change = _$observationRegistrar.didModify(&_\(name), before)
      if change != .unchanged {
      _$observationRegistrar.didModify(self, keyPath: \\.\(name), change)
      }
      }
      yield &_\(name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isPlainStoredVar,
      let name = variable.identifier, let binding = variable.singleBinding
    else { return [] }
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let initializer = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    return ["private var _\(name)\(raw: type)\(raw: initializer)"]
  }
}

/// `@ObservationStateIgnored`: leaves a stored property of an `@ObservableState` type as it is,
/// untracked. It expands to nothing; `@ObservableState` reads it.
enum ObservationStateIgnoredMacro: AccessorMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
