/// A collection of ``ObservableState`` elements that notifies the readers of the property holding
/// it only when its ids change: an element added, removed or moved.
///
/// An element changed in place, or replaced by another value under the same id, notifies the
/// readers of that element's properties through its own registrar and identity, not every
/// reader of the collection: a timer ticking in one screen of a stack leaves the view that lists
/// the stack alone (TCA's rule for identified collections). `IdentifiedArray` (of observable
/// elements) and Navigation's `StackState` conform; `@ObservableState` uses the conformance.
public protocol ObservableCollection {
  /// What the readers of the collection see change: its ids, in order.
  associatedtype _$Shape: Equatable

  /// The collection's ids, in order, or a token that changes exactly when they do.
  ///
  /// Cheap to read and to compare when nothing changed: a change in place must not cost a walk
  /// over the elements.
  var _$shape: _$Shape { get }
}

extension IdentifiedArray: ObservableCollection where Element: ObservableState {
  /// The ids, in order: their storage is untouched by a change in place, so comparing them is
  /// an identity check until one is added, removed or moved.
  @inlinable
  public var _$shape: OrderedSet<ID> { self.ids }
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
  /// - Parameter storage: The collection's storage.
  /// - Returns: The collection's shape.
  @inlinable
  public func willModify<Value: ObservableCollection>(_ storage: inout Value) -> Value._$Shape {
    storage._$shape
  }

  /// Ends a change in place of a collection of observable elements.
  ///
  /// - Parameters:
  ///   - storage: The collection's storage.
  ///   - shape: What `willModify(_:)` returned.
  /// - Returns: `.replaced` when the shape changed, else `.unchanged`.
  @inlinable
  public func didModify<Value: ObservableCollection>(
    _ storage: inout Value,
    _ shape: Value._$Shape
  ) -> ObservableStateRegistrar.Change {
    storage._$shape != shape ? .replaced : .unchanged
  }
}

extension Array: ObservableCollection where Element: ObservableState {
  /// The elements' identities, in order: an element changed in place keeps its identity, so the
  /// readers of the array hear only of elements added, removed, moved or replaced (TCA's rule
  /// for a plain array of observable state). Unlike an identified array's ids, this walks the
  /// elements on each change of the array.
  @inlinable
  public var _$shape: [ObservableStateID] { self.map(\._$id) }
}
