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
  public private(set) var id = ObservableStateID()

  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates a registrar with a new identity.
  public init() {}

  /// Gives the value a new identity, because a parent is about to change it in place.
  public mutating func _$willModify() {
    self.id._$willModify()
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

  /// Writes a property, notifying its readers unless the new value is identical to the old.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property written.
  ///   - storage: The property's storage.
  ///   - newValue: The value to store.
  ///   - isIdentityEqual: Whether two values leave observers nothing to learn.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      self.registrar.withMutation(of: subject, keyPath: keyPath) {
        storage = newValue
      }
    }
  }

  /// Starts a change in place of a property that is not observable state: its readers are
  /// notified now, as a change in place is a change.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property about to change.
  ///   - storage: The property's storage.
  /// - Returns: `nil`: nothing to compare afterwards.
  @inlinable
  public func willModify<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value
  ) -> ObservableStateID? {
    self.registrar.willSet(subject, keyPath: keyPath)
    return nil
  }

  /// Starts a change in place of a child: renews the child's identity, so that copies taken
  /// before no longer compare identical, and remembers it.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property about to change.
  ///   - storage: The child's storage.
  /// - Returns: The child's identity once renewed.
  @inlinable
  public func willModify<Subject: Observable, Member, Value: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value
  ) -> ObservableStateID? {
    storage._$willModify()
    return storage._$id
  }

  /// Starts a change in place of an optional child; see the non-optional form.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property about to change.
  ///   - storage: The optional child's storage.
  /// - Returns: The child's identity once renewed, or `nil` when absent.
  @inlinable
  public func willModify<Subject: Observable, Member, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Wrapped?
  ) -> ObservableStateID? {
    storage?._$willModify()
    return storage?._$id
  }

  /// Ends a change in place of a property that is not observable state.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  ///   - storage: The property's storage.
  ///   - id: What `willModify` returned.
  @inlinable
  public func didModify<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ id: ObservableStateID?
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Ends a change in place of a child: notifies the property's readers only when the child
  /// was replaced by another value.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  ///   - storage: The child's storage.
  ///   - id: What `willModify` returned.
  @inlinable
  public func didModify<Subject: Observable, Member, Value: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ id: ObservableStateID?
  ) {
    if storage._$id != id { self.notify(subject, keyPath: keyPath) }
  }

  /// Ends a change in place of an optional child; see the non-optional form.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  ///   - storage: The optional child's storage.
  ///   - id: What `willModify` returned.
  @inlinable
  public func didModify<Subject: Observable, Member, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Wrapped?,
    _ id: ObservableStateID?
  ) {
    if storage?._$id != id { self.notify(subject, keyPath: keyPath) }
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
