/// The stores of the elements of a stack or an identified array, in order, each with its id:
/// what `store.scope(state: \.path, action: \.path)` returns.
///
/// ```swift
/// for (id, elementStore) in store.scope(state: \.path, action: \.path) {
///   render(id, elementStore)
/// }
/// ```
///
/// Each element store is cached while its element stays in the collection, and reads its
/// element's state live. Reading the collection inside `withObservationTracking` tracks its
/// shape (elements added, removed, moved or replaced), not changes inside an element.
@MainActor
public struct StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  /// The ids of the elements, in order.
  public let ids: [ID]
  private let stores: [Store<State, Action>]

  init(ids: [ID], stores: [Store<State, Action>]) {
    self.ids = ids
    self.stores = stores
  }

  /// The position of the first element.
  public nonisolated var startIndex: Int { 0 }
  /// The position after the last element.
  public nonisolated var endIndex: Int { self.stores.count }

  /// The id and the store of the element at a position.
  public nonisolated subscript(position: Int) -> (id: ID, store: Store<State, Action>) {
    (self.ids[position], self.stores[position])
  }

  /// The store of the element with an id, if the collection holds it.
  ///
  /// - Parameter id: The element's id.
  public subscript(id id: ID) -> Store<State, Action>? {
    self.ids.firstIndex(of: id).map { self.stores[$0] }
  }
}

extension Store {
  /// The stores of the elements of a navigation stack, with their ids.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the stack.
  ///   - action: The case key path from this action to the stack's actions.
  /// - Returns: The element stores, bottom first.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> StoreCollection<StackElementID, ElementState, ElementAction> {
    let casePath = CasePathCache.casePath(action)
    return self.storeCollection(
      state: state,
      action: action,
      ids: Array(self.state[keyPath: state].ids),
      element: { \.[id: $0] },
      embed: { casePath.embed(.element(id: $0, action: $1)) }
    )
  }

  /// The stores of the elements of an identified array, with their ids.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the array.
  ///   - action: The case key path from this action to the elements' actions.
  /// - Returns: The element stores, in order.
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    let casePath = CasePathCache.casePath(action)
    return self.storeCollection(
      state: state,
      action: action,
      ids: Array(self.state[keyPath: state].ids),
      element: { \.[id: $0] },
      embed: { casePath.embed(.element(id: $0, action: $1)) }
    )
  }

  /// The element stores of a collection at `state`, read by id through `element`.
  private func storeCollection<Collection, ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, Collection>,
    action: AnyKeyPath,
    ids: [ID],
    element: (ID) -> KeyPath<Collection, ElementState?>,
    embed: @escaping (ID, ElementAction) -> Action
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    let stores = self.elementStores(
      collection: [state, action],
      ids: ids,
      state: { state.appending(path: element($0)) },
      embed: embed
    )
    return StoreCollection(ids: ids, stores: stores)
  }
}
