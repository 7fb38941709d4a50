/// The stores of the elements of a stack or an identified array, in order: what
/// `store.scope(state: \.rows, action: \.rows)` returns.
///
/// ```swift
/// for rowStore in store.scope(state: \.rows, action: \.rows) {
///   render(rowStore)
/// }
/// for (id, elementStore) in store.scope(state: \.path, action: \.path).elements {
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

  /// The store of the element at a position.
  public nonisolated subscript(position: Int) -> Store<State, Action> {
    self.stores[position]
  }

  /// Each element's id with its store, in order.
  public nonisolated var elements: [(id: ID, store: Store<State, Action>)] {
    zip(self.ids, self.stores).map { (id: $0, store: $1) }
  }

  /// The store of the element with an id, if the collection holds it.
  ///
  /// - Parameter id: The element's id.
  public subscript(id id: ID) -> Store<State, Action>? {
    self.ids.firstIndex(of: id).map { self.stores[$0] }
  }
}

extension Store {
  /// The stores of the elements of a navigation stack.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the stack.
  ///   - action: The case key path from this action to the stack's actions.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The element stores, bottom first.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreCollection<StackElementID, ElementState, ElementAction> {
    let casePath = CasePathCache.casePath(action)
    return self.storeCollection(
      state: state,
      action: action,
      location: (fileID, filePath, line, column),
      ids: Array(self.state[keyPath: state].ids),
      element: { \.[id: $0] },
      embed: { casePath.embed(.element(id: $0, action: $1)) }
    )
  }

  /// The stores of the elements of an identified array.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the array.
  ///   - action: The case key path from this action to the elements' actions.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The element stores, in order.
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    let casePath = CasePathCache.casePath(action)
    return self.storeCollection(
      state: state,
      action: action,
      location: (fileID, filePath, line, column),
      ids: Array(self.state[keyPath: state].ids),
      element: { \.[id: $0] },
      embed: { casePath.embed(.element(id: $0, action: $1)) }
    )
  }

  /// The element stores of a collection at `state`, read by id through `element`.
  private func storeCollection<Collection, ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, Collection>,
    action: AnyKeyPath,
    location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt),
    ids: [ID],
    element: (ID) -> KeyPath<Collection, ElementState?>,
    embed: @escaping (ID, ElementAction) -> Action
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    let stores = self.elementStores(
      collection: [state, action],
      ids: ids,
      state: { state.appending(path: element($0)) },
      embed: embed,
      location: location
    )
    return StoreCollection(ids: ids, stores: stores)
  }
}
