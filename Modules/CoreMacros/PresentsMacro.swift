import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: the presented child of an
/// `@ObservableState` struct, stored in a `PresentationState` named `_destination`, tracked by
/// the struct's registrar, and projected as `$destination` for `ifLet`.
enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard
      let (name, _) = self.presentedProperty(declaration, node: node, diagnose: context.diagnose)
    else {
      return []
    }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
      _\(name) = Navigation.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(name))
      return _\(name).wrappedValue
      }
      """,
      """
      set {
      if _$observationRegistrar.isIdentityEqual(_\(name).wrappedValue, newValue) {
      _\(name).wrappedValue = newValue
      } else {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      _\(name).wrappedValue = newValue
      _$observationRegistrar.didSet(self, keyPath: \\.\(name))
      }
      }
      """,
      """
      _modify {
      let before = _$observationRegistrar.willModify(&_\(name).wrappedValue)
      if _$observationRegistrar.tellsReadersFirst(before) {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      }
      defer {
      let change = _$observationRegistrar.didModify(&_\(name).wrappedValue, before)
      if change != .unchanged {
      _$observationRegistrar.didModify(self, keyPath: \\.\(name), change)
      }
      }
      yield &_\(name).wrappedValue
      }
      """,
    ]
  }

  /// The name and the presented type (`Destination.State`) of a valid `@Presents` property;
  /// diagnoses any other use.
  static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    diagnose: (Diagnostic) -> Void
  ) -> (name: TokenSyntax, wrapped: TypeSyntax)? {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isPlainStoredVar,
      let name = variable.identifier, let binding = variable.singleBinding
    else {
      diagnose(
        Diagnostic(
          node: node,
          message: MacroExpansionErrorMessage(
            "'@Presents' must be applied to a single stored 'var', like "
              + "'@Presents var destination: Destination.State?'"
          )
        )
      )
      return nil
    }
    guard let type = binding.typeAnnotation?.type, let wrapped = self.wrappedType(of: type) else {
      let message = MacroExpansionErrorMessage(
        "'@Presents' requires an optional type: 'nil' is what nothing presented looks like"
      )
      if let type = binding.typeAnnotation?.type {
        diagnose(
          Diagnostic(
            node: type,
            message: message,
            fixIt: .replace(
              message: MacroExpansionFixItMessage("Make '\(type.trimmed)' optional"),
              oldNode: type,
              newNode: OptionalTypeSyntax(wrappedType: type.trimmed).with(
                \.trailingTrivia,
                type.trailingTrivia
              )
            )
          )
        )
      } else {
        diagnose(Diagnostic(node: binding, message: message))
      }
      return nil
    }
    return (name, wrapped)
  }

  /// `T` for `T?` and `Optional<T>`.
  private static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let argument = arguments.first?.argument.as(TypeSyntax.self)
    {
      return argument.trimmed
    }
    return nil
  }
}

extension PresentsMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The accessor role reports misuse; reporting it twice would only repeat it.
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let (name, wrapped) = self.presentedProperty(declaration, node: node, diagnose: { _ in })
    else { return [] }
    let initial = variable.singleBinding?.initializer?.value.trimmedDescription ?? "nil"
    let access = variable.modifiers.filter {
      [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate)]
        .contains($0.name.tokenKind)
    }
    .map { "\($0.name.text) " }.joined()
    return [
      """
      \(raw: access)var $\(name): Navigation.PresentationState<\(wrapped)> {
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(name))
      return _\(name)
      }
      set {
      if _$observationRegistrar.isIdentityEqual(_\(name), newValue) {
      _\(name) = newValue
      } else {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      _\(name) = newValue
      _$observationRegistrar.didSet(self, keyPath: \\.\(name))
      }
      }
      _modify {
      let before = _$observationRegistrar.willModify(&_\(name).wrappedValue)
      if _$observationRegistrar.tellsReadersFirst(before) {
      _$observationRegistrar.willSet(self, keyPath: \\.\(name))
      }
      defer {
      let change = _$observationRegistrar.didModify(&_\(name).wrappedValue, before)
      if change != .unchanged {
      _$observationRegistrar.didModify(self, keyPath: \\.\(name), change)
      }
      }
      yield &_\(name)
      }
      }
      """,
      """
      private var _\(name) = Navigation.PresentationState<\(wrapped)>(wrappedValue: \(raw: initial))
      """,
    ]
  }
}
