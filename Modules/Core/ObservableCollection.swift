/// A collection of ``ObservableState`` elements that notifies the readers of the property holding
/// it only when its shape changes: an element added, removed, moved or replaced by another value.
///
/// An element changed in place notifies the readers of that element's properties through its
/// own registrar, not every reader of the collection: a timer ticking in one screen of a stack
/// leaves the view that lists the stack alone. `IdentifiedArray` (of observable elements) and
/// Navigation's `StackState` conform; `@ObservableState` uses the conformance.
public protocol ObservableCollection {
  /// A digest of the collection's shape: its ids in order and the identity of each element.
  ///
  /// Equal before and after a change in place means "only elements changed, in place".
  var _$shape: Int { get }
}

extension IdentifiedArray: ObservableCollection where Element: ObservableState {
  /// A digest of the ids, in order, and the identity of each element.
  public var _$shape: Int {
    var hasher = Hasher()
    hasher.combine(self.count)
    for element in self.elements {
      hasher.combine(element[keyPath: self.id])
      hasher.combine(element._$id)
    }
    return hasher.finalize()
  }
}

/// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: the same elements, in
/// the same order.
///
/// - Parameters:
///   - lhs: The stored collection.
///   - rhs: The collection about to be stored.
/// - Returns: `true` when their shapes are equal.
@inlinable
public func _$isIdentityEqual<Value: ObservableCollection>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs._$shape == rhs._$shape
}

extension ObservableStateRegistrar {
  /// Starts a change in place of a collection of observable elements: remembers its shape.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property about to change.
  ///   - storage: The collection's storage.
  /// - Returns: The collection's shape.
  @inlinable
  public func willModify<Subject: Observable, Member, Value: ObservableCollection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value
  ) -> Int {
    storage._$shape
  }

  /// Ends a change in place of a collection of observable elements: notifies the property's
  /// readers only when the shape changed.
  ///
  /// - Parameters:
  ///   - subject: The value that stores this registrar.
  ///   - keyPath: The property that changed.
  ///   - storage: The collection's storage.
  ///   - shape: What `willModify` returned.
  @inlinable
  public func didModify<Subject: Observable, Member, Value: ObservableCollection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ shape: Int
  ) {
    if storage._$shape != shape { self.notify(subject, keyPath: keyPath) }
  }
}
