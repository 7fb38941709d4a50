// Collections of observable state notify the readers of the property holding them only when
// their ids change: an element added, removed or moved. An element changed in place, or replaced
// by another value under the same id, notifies the readers of that element's properties through
// its own registrar and identity, not every reader of the collection: a timer ticking in one
// screen of a stack leaves the view that lists the stack alone (TCA's rule for identified
// collections). Each collection compares what is cheap for it; Navigation's `StackState` has the
// same three functions.

extension ObservableStateRegistrar {
  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: the same ids, in the
  /// same order.
  ///
  /// - Parameters:
  ///   - lhs: The stored collection.
  ///   - rhs: The collection about to be stored.
  /// - Returns: `true` when their ids are equal.
  @inlinable
  public func isIdentityEqual<ID, Element: ObservableState>(
    _ lhs: IdentifiedArray<ID, Element>,
    _ rhs: IdentifiedArray<ID, Element>
  ) -> Bool {
    lhs.ids == rhs.ids
  }

  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: elements of the same
  /// identities, in the same order.
  ///
  /// - Parameters:
  ///   - lhs: The stored array.
  ///   - rhs: The array about to be stored.
  /// - Returns: `true` when their elements' identities are equal.
  @inlinable
  public func isIdentityEqual<Element: ObservableState>(_ lhs: [Element], _ rhs: [Element]) -> Bool
  {
    lhs.map(\._$id) == rhs.map(\._$id)
  }

  /// Starts a change in place of an identified array of observable elements: remembers its ids.
  /// Their storage is untouched by a change in place, so comparing them afterwards is an
  /// identity check until one is added, removed or moved.
  ///
  /// - Parameter storage: The array's storage.
  /// - Returns: The array's ids.
  @inlinable
  public func willModify<ID, Element: ObservableState>(
    _ storage: inout IdentifiedArray<ID, Element>
  ) -> OrderedSet<ID> {
    storage.ids
  }

  /// Ends a change in place of an identified array of observable elements.
  ///
  /// - Parameters:
  ///   - storage: The array's storage.
  ///   - ids: What `willModify(_:)` returned.
  /// - Returns: `.replaced` when the ids changed, else `.unchanged`.
  @inlinable
  public func didModify<ID, Element: ObservableState>(
    _ storage: inout IdentifiedArray<ID, Element>,
    _ ids: OrderedSet<ID>
  ) -> ObservableStateRegistrar.Change {
    storage.ids != ids ? .replaced : .unchanged
  }

  /// Starts a change in place of an array of observable elements: remembers their identities.
  /// An element changed in place keeps its identity, so the readers of the array hear only of
  /// elements added, removed, moved or replaced (TCA's rule for a plain array of observable
  /// state). Unlike an identified array's ids, this walks the elements on each change.
  ///
  /// - Parameter storage: The array's storage.
  /// - Returns: The elements' identities, in order.
  @inlinable
  public func willModify<Element: ObservableState>(
    _ storage: inout [Element]
  ) -> [ObservableStateID] {
    storage.map(\._$id)
  }

  /// Ends a change in place of an array of observable elements.
  ///
  /// - Parameters:
  ///   - storage: The array's storage.
  ///   - identities: What `willModify(_:)` returned.
  /// - Returns: `.replaced` when the identities changed, else `.unchanged`.
  @inlinable
  public func didModify<Element: ObservableState>(
    _ storage: inout [Element],
    _ identities: [ObservableStateID]
  ) -> ObservableStateRegistrar.Change {
    storage.map(\._$id) != identities ? .replaced : .unchanged
  }
}
