/// The observation registrar an `@ObservableState` value stores: Observation's
/// `ObservationRegistrar`, plus the value's identity, notifying observers only when a property
/// really changed.
///
/// A write notifies the readers of that property unless the new value is the same child (equal
/// ``ObservableStateID``) or, for other equatable values, an equal value. A change in place
/// (`state.count += 1`, `state.child.count += 1`) notifies unless it changed the identity of
/// nothing: a child changed in place keeps notifying its own readers through its own registrar,
/// not the readers of the parent's property.
///
/// It takes no part in equality, hashing, coding or dumps. The `@ObservableState` macro adds and
/// calls it; there is no need to use it by hand.
public struct ObservableStateRegistrar: Sendable {
  /// The identity of the value that stores this registrar.
  public var id: ObservableStateID { self.storedID }

  // Renewed in place by `_$willModify()`, which is inlinable.
  @usableFromInline var storedID = ObservableStateID()

  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates a registrar with a new identity.
  public init() {}

  /// Gives the value a new identity, because a parent is about to change it in place.
  @inlinable
  public mutating func _$willModify() {
    self.storedID._$willModify()
  }

  /// Registers a read of a property.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property read.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Tells a property's readers that it is about to change.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property about to change.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells a property's readers that it changed.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  // A write or a change in place works on the property's storage and on the value that stores
  // it in separate calls, and reads the value only to tell readers: handing over the value while
  // its property is being changed would copy the whole value, twice per change.

  /// Starts a change in place of a property that is not observable state.
  ///
  /// - Parameter storage: The property's storage.
  /// - Returns: A marker: its readers are told now, as a change in place is a change.
  @inlinable
  public func willModify<Value>(_ storage: inout Value) -> PlainChange {
    PlainChange()
  }

  /// Starts a change in place of a child: renews the child's identity, so that copies taken
  /// before no longer compare identical, and remembers it.
  ///
  /// - Parameter storage: The child's storage.
  /// - Returns: The mark of the child's identity once renewed.
  @inlinable
  public func willModify<Value: ObservableState>(
    _ storage: inout Value
  ) -> ObservableStateID.Mark? {
    storage._$willModify()
    return storage._$id.mark
  }

  /// Starts a change in place of an optional child; see the non-optional form.
  ///
  /// - Parameter storage: The optional child's storage.
  /// - Returns: The mark of the child's identity once renewed, or `nil` when absent.
  @inlinable
  public func willModify<Wrapped: ObservableState>(
    _ storage: inout Wrapped?
  ) -> ObservableStateID.Mark? {
    storage?._$willModify()
    return storage?._$id.mark
  }

  /// Whether the readers of the property are told before a change in place: `true` for a
  /// property that is not observable state (a change in place is a change).
  ///
  /// - Parameter before: What `willModify(_:)` returned.
  /// - Returns: `true`.
  @inlinable
  public func tellsReadersFirst(_ before: PlainChange) -> Bool {
    true
  }

  /// Whether the readers of the property are told before a change in place: `false` for a child
  /// or a collection of children, which tell afterwards, and only when the child was replaced.
  ///
  /// - Parameter before: What `willModify(_:)` returned.
  /// - Returns: `false`.
  @inlinable
  public func tellsReadersFirst<Before>(_ before: Before) -> Bool {
    false
  }

  /// Ends a change in place of a property that is not observable state.
  ///
  /// - Parameters:
  ///   - storage: The property's storage.
  ///   - before: What `willModify(_:)` returned.
  /// - Returns: `Change.changed`: its readers, told before, are told it is done.
  @inlinable
  public func didModify<Value>(_ storage: inout Value, _ before: PlainChange) -> Change {
    .changed
  }

  /// Ends a change in place of a child.
  ///
  /// - Parameters:
  ///   - storage: The child's storage.
  ///   - before: What `willModify(_:)` returned.
  /// - Returns: `Change.replaced` when the child was replaced by another value, else
  ///   `Change.unchanged`.
  @inlinable
  public func didModify<Value: ObservableState>(
    _ storage: inout Value,
    _ before: ObservableStateID.Mark?
  ) -> Change {
    storage._$id.mark != before ? .replaced : .unchanged
  }

  /// Ends a change in place of an optional child; see the non-optional form.
  ///
  /// - Parameters:
  ///   - storage: The optional child's storage.
  ///   - before: What `willModify(_:)` returned.
  /// - Returns: `Change.replaced` when the child was replaced, added or removed, else
  ///   `Change.unchanged`.
  @inlinable
  public func didModify<Wrapped: ObservableState>(
    _ storage: inout Wrapped?,
    _ before: ObservableStateID.Mark?
  ) -> Change {
    storage?._$id.mark != before ? .replaced : .unchanged
  }

  /// Tells the property's readers what `didModify(_:_:)` found.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  ///   - change: What `didModify(_:_:)` returned.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ change: Change
  ) {
    switch change {
    case .unchanged: break
    case .changed: self.registrar.didSet(subject, keyPath: keyPath)
    case .replaced: self.notify(subject, keyPath: keyPath)
    }
  }

  // After the fact: the child was replaced inside the change, which only the identity shows.
  @usableFromInline
  func notify<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    self.registrar.willSet(subject, keyPath: keyPath)
    self.registrar.didSet(subject, keyPath: keyPath)
  }
}

extension ObservableStateRegistrar: Hashable {
  /// Always `true`: the registrar is not part of the value.
  public static func == (_: Self, _: Self) -> Bool { true }

  /// Hashes nothing: the registrar is not part of the value.
  public func hash(into hasher: inout Hasher) {}
}

extension ObservableStateRegistrar: Codable {
  /// A new registrar; nothing is decoded.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}

extension ObservableStateRegistrar: CustomReflectable {
  /// No children: the registrar never shows in dumps.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension ObservableStateRegistrar {
  /// What a change in place of a property that is not observable state starts with; the
  /// `@ObservableState` macro's accessors pass it from one registrar call to the next.
  public struct PlainChange: Sendable {
    /// The marker.
    @inlinable public init() {}
  }

  /// What a change in place did, as the registrar's readers should hear it.
  public enum Change: Sendable {
    /// Nothing they read changed: a child changed in place tells its own readers.
    case unchanged
    /// The property changed, and its readers were told it would.
    case changed
    /// The child was replaced inside the change: its readers are told now.
    case replaced
  }
}

extension ObservableStateRegistrar {
  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: the same child value.
  ///
  /// - Parameters:
  ///   - lhs: The stored value.
  ///   - rhs: The value about to be stored.
  /// - Returns: `true` when the identities are equal.
  @inlinable
  public func isIdentityEqual<Value: ObservableState>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs._$id == rhs._$id
  }

  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: both absent, or the
  /// same child value.
  ///
  /// - Parameters:
  ///   - lhs: The stored value.
  ///   - rhs: The value about to be stored.
  /// - Returns: `true` when both are `nil` or their identities are equal.
  @inlinable
  public func isIdentityEqual<Wrapped: ObservableState>(_ lhs: Wrapped?, _ rhs: Wrapped?) -> Bool {
    lhs?._$id == rhs?._$id
  }

  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: equal values.
  ///
  /// - Parameters:
  ///   - lhs: The stored value.
  ///   - rhs: The value about to be stored.
  /// - Returns: `true` when the values are equal.
  @inlinable
  @_disfavoredOverload
  public func isIdentityEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs == rhs
  }

  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn; for values that can
  /// be neither identified nor compared, never.
  ///
  /// - Parameters:
  ///   - lhs: The stored value.
  ///   - rhs: The value about to be stored.
  /// - Returns: `false`.
  @inlinable
  @_disfavoredOverload
  public func isIdentityEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    false
  }
}
