package extension Store {
  /// The number of effects the root store still runs (its scoped stores' included); `CLIApp`'s
  /// session waits on it to let a command's effects settle before it reads the next command.
  var runningEffectCount: Int {
    self.cancellationRegistry?.runningCount ?? 0
  }

  /// The stores of the elements of a collection in the state (a stack, an identified array),
  /// one per id, in order; each cached while its id stays in the collection.
  ///
  /// Navigation builds `store.scope(state: \.path, action: \.path)` on it. The element stores
  /// read their state through `state(id)` (tracked by Observation) and keep the last one once
  /// the element is gone.
  ///
  /// - Parameters:
  ///   - collection: Identifies the collection scope: its state and action key paths.
  ///   - ids: The ids of the elements, in order (read by the caller).
  ///   - state: The key path from this state to an element's.
  ///   - embed: Embeds an element's action into this store's.
  ///   - location: Where the scope was taken, for the report when this store cannot cache its
  ///     children (it was made by closure-based scoping, or scoped from one).
  /// - Returns: The element stores, parallel to `ids`.
  func elementStores<ID: Hashable, ChildState, ChildAction>(
    collection: [AnyKeyPath],
    ids: [ID],
    state: (ID) -> KeyPath<State, ChildState?>,
    embed: @escaping (ID, ChildAction) -> Action,
    location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  ) -> [Store<ChildState, ChildAction>] {
    self.reportUncachedScope(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    // A store that cannot cache its children makes new element stores on every read.
    let cache = self.cachesChildren ? self.elementCache(for: collection) : ElementCache()
    var stores: [AnyHashable: AnyObject] = [:]
    let result = ids.compactMap { id -> Store<ChildState, ChildAction>? in
      if let store = cache.stores[id] as? Store<ChildState, ChildAction> {
        stores[id] = store
        return store
      }
      let keyPath = state(id)
      guard let initialState = self.core.state[keyPath: keyPath] else { return nil }
      let store = Store<ChildState, ChildAction>(
        core: OptionalScopedCore(
          parent: self.core,
          keyPath: keyPath,
          embed: { embed(id, $0) },
          initialState: initialState
        ),
        cachesChildren: self.cachesChildren
      )
      stores[id] = store
      return store
    }
    // Elements no longer in the collection are forgotten.
    cache.stores = stores
    return result
  }
}
