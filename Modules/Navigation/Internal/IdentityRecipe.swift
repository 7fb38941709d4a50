/// How the navigation reducers of a single child (`ifLet` on presentation or optional state,
/// `ifCaseLet`) name their children, learnt once when the reducer is made: whether the state is
/// `Identifiable`, `CasePathable`, an enum, an alert or a dialog is then never asked again.
///
/// Asked at every action, by dynamic casts and reflection, it made a presented child's action
/// (which names its child twice) cost four times a stack element's (`SendProfile growth
/// presented`).
@usableFromInline
struct IdentityRecipe<State>: @unchecked Sendable {
  /// The id of an `Identifiable` state, or `nil` for another type.
  let idOf: ((State) -> AnyHashable)?
  /// The case of a `CasePathable` enum state and its value, or `nil` for another type.
  let caseOf: ((State) -> (keyPath: AnyKeyPath, value: Any))?
  /// Whether the state is an alert or a dialog itself.
  @usableFromInline let isEphemeral: Bool
  /// Whether the state is an enum that is not `CasePathable`, named by its case's name.
  let isPlainEnum: Bool

  @usableFromInline
  init() {
    self.idOf = Self.idReader()
    self.caseOf = Self.caseReader()
    self.isEphemeral = State.self is any _EphemeralState.Type
    self.isPlainEnum = self.caseOf == nil && isEnumType(State.self)
  }

  private static func idReader() -> ((State) -> AnyHashable)? {
    guard let identifiable = State.self as? any Identifiable.Type else { return nil }
    func open<T: Identifiable>(_: T.Type) -> ((State) -> AnyHashable)? {
      let read: (T) -> AnyHashable = { AnyHashable($0.id) }
      // `T` is `State`, so the function types are the same: one cast, here.
      return read as? (State) -> AnyHashable
    }
    return open(identifiable)
  }

  private static func caseReader() -> ((State) -> (keyPath: AnyKeyPath, value: Any))? {
    guard let casePathable = State.self as? any CasePathable.Type else { return nil }
    func open<T: CasePathable>(_: T.Type) -> ((State) -> (keyPath: AnyKeyPath, value: Any))? {
      guard let paths = T.allCasePaths as? any CasePathReflectable<T> else { return nil }
      let read: (T) -> (keyPath: AnyKeyPath, value: Any) = { value in
        let keyPath = paths[value]
        return (keyPath, value[case: keyPath] ?? ())
      }
      // `T` is `State`, so the function types are the same: one cast, here.
      return read as? (State) -> (keyPath: AnyKeyPath, value: Any)
    }
    return open(casePathable)
  }

  /// The identity of `state`, presented at `presentation`.
  @usableFromInline
  func identity(of state: State, presentation: AnyKeyPath) -> NavigationIdentity {
    guard let caseOf = self.caseOf else {
      return NavigationIdentity(
        parts: .init(
          presentation: presentation,
          type: ObjectIdentifier(Swift.type(of: state)),
          caseKeyPath: nil,
          caseName: self.isPlainEnum ? plainEnumCase(of: state) : nil,
          id: self.idOf?(state)
        ))
    }
    let (keyPath, value) = caseOf(state)
    return NavigationIdentity(
      parts: .init(
        presentation: presentation,
        type: ObjectIdentifier(Swift.type(of: state)),
        caseKeyPath: keyPath,
        caseName: nil,
        id: self.idOf?(state) ?? identifiableID(of: value)
      ))
  }

  /// The identity of every child, when it does not depend on the child's value: a struct or
  /// enum that is neither `Identifiable` nor an enum with cases to tell apart. A navigation
  /// reducer then knows a child's identity from whether it is there, without copying it out.
  @usableFromInline
  func constantIdentity(presentation: AnyKeyPath) -> NavigationIdentity? {
    guard self.idOf == nil, self.caseOf == nil, !self.isPlainEnum, !(State.self is AnyClass)
    else { return nil }
    return NavigationIdentity(
      parts: .init(
        presentation: presentation, type: ObjectIdentifier(State.self), caseKeyPath: nil,
        caseName: nil, id: nil))
  }

  /// Whether ``isEphemeralAction(_:of:)`` reads the child's value; when not, its answer is
  /// ``isEphemeral``.
  @usableFromInline
  var readsStateForEphemeralActions: Bool {
    !self.isEphemeral && (self.caseOf != nil || self.isPlainEnum)
  }

  /// Whether `action` dismisses `state` on its own (a button of an alert or a dialog): what
  /// `isEphemeralAction(_:of:)` answers, with reflection only when the state holds an alert or a
  /// dialog.
  @usableFromInline
  func isEphemeralAction(_ action: Any, of state: State) -> Bool {
    if self.isEphemeral { return true }
    if let caseOf = self.caseOf {
      guard caseOf(state).value is any _EphemeralState else { return false }
    } else if !self.isPlainEnum {
      return false
    }
    return Navigation.isEphemeralAction(action, of: state)
  }
}

/// Whether `type` is an enum (`Optional` included), from its metadata's kind: the first word of
/// a value type's metadata, fixed by the Swift ABI (docs/ABI/TypeMetadata.rst: 0x201 for an
/// enum, 0x202 for `Optional`). Reflection would need a value of the type.
private func isEnumType(_ type: Any.Type) -> Bool {
  let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
  return kind == 0x201 || kind == 0x202
}
