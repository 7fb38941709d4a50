/// The runtime of a feature: holds its state, runs its reducer for each action and runs the
/// effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.continuousClock = ContinuousClock()
/// }
/// store.send(.incrementButtonTapped)
/// store.state.count  // 1
/// ```
///
/// Actions are processed one at a time, in the order they arrive. An action sent while another
/// is being processed (by an observer, or by a `.send` effect) is queued and processed before
/// the outer `send` returns, never recursively, so long chains of synchronous actions do not
/// grow the stack.
///
/// A child store from
/// ``scope(state:action:fileID:filePath:line:column:)->Store<ChildState,ChildAction>`` shows
/// part of the state and sends actions through the parent.
///
/// When the state is ``ObservableState`` (`@ObservableState`), the store is observed with Apple's
/// Observation: read `store.count` (or `store.state.count`, `store.withState(\.count)`) inside
/// `withObservationTracking`, and its `onChange` fires only when a property that was read
/// changes. For other state, ``observe(_:onChange:)`` calls back when a derived value changes.
///
/// > Important: Releasing the root store cancels all of its effects that are still running.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  private var children: [ScopeID: AnyObject] = [:]
  private var elementCaches: [[AnyKeyPath]: ElementCache] = [:]
  /// Whether this store keeps its child stores (false for one made by closure-based scoping, and
  /// for every store scoped from it).
  let cachesChildren: Bool

  /// Creates a root store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state at launch.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  ///   - fileID: The file of the call, for the debug warning about a very large state.
  ///   - line: The line of the call, for the debug warning about a very large state.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    var dependencies = DependencyValues._current
    if let prepareDependencies {
      withOverrideScope { prepareDependencies(&dependencies) }
    }
    let (state, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    StateSizeCheck.check(state, fileID: fileID, line: line)
    self.init(
      core: RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    )
  }

  init(core: any StoreCore<State, Action>, cachesChildren: Bool = true) {
    self.core = core
    self.cachesChildren = cachesChildren
  }

  /// The current state.
  ///
  /// For ``ObservableState``, a read inside `withObservationTracking` is tracked: property by
  /// property through the state's own registrar, and as a whole for a reducer that replaces the
  /// state with a new value.
  public var state: State {
    self.core.accessState()
    return self.core.state
  }

  /// Reads the current state (tracked like ``state``).
  ///
  /// - Parameter body: A closure that reads the state.
  /// - Returns: What `body` returns.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.state)
  }

  /// A property of an observable state, read through the store (`store.count`) and tracked by
  /// Observation.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: Its current value.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value
  where State: ObservableState {
    self.state[keyPath: keyPath]
  }

  /// Sends an action: runs the reducer, then every action it causes synchronously, then starts
  /// the effects.
  ///
  /// - Parameter action: The action.
  /// - Returns: A task for the effects the action started; await ``StoreTask/finish()`` to wait
  ///   for them, or ``StoreTask/cancel()`` them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(lineage: self.core.send(action))
  }

  /// A store for part of this store's state and actions; the same store for the same paths.
  ///
  /// ```swift
  /// let counterStore = store.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the child's.
  ///   - action: The case key path from this action to the child's.
  ///   - fileID: The file of the call (unused here; the optional and collection scopes report
  ///     from it).
  ///   - filePath: The file path of the call (unused here).
  ///   - line: The line of the call (unused here).
  ///   - column: The column of the call (unused here).
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let casePath = CasePathCache.casePath(action)
    let child = Store<ChildState, ChildAction>(
      core: self.core.scope(state: state, embed: casePath.embed),
      cachesChildren: self.cachesChildren
    )
    if self.cachesChildren {
      self.children[id] = child
    }
    return child
  }

  /// A store for an optional part of this store's state, such as a presented feature, or `nil`
  /// while it is absent; the same store while it stays present.
  ///
  /// ```swift
  /// if let formStore = store.scope(state: \.destination?.addItem, action: \.destination.addItem) {
  ///   ItemFormView.screen(formStore)
  /// }
  /// ```
  ///
  /// A store kept after its state is gone shows the state it had when last read or sent an
  /// action; actions sent to it reach the parent's reducer, which reports them (as `ifLet` does
  /// for an absent child).
  ///
  /// A store that cannot cache its children (one made by closure-based scoping, or scoped from
  /// one) reports this scope and returns a new store each time.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the optional child's.
  ///   - action: The case key path from this action to the child's.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.reportUncachedScope(fileID: fileID, filePath: filePath, line: line, column: column)
    let id = ScopeID(state: state, action: action)
    guard let childState = self.state[keyPath: state] else {
      self.children[id] = nil
      return nil
    }
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let casePath = CasePathCache.casePath(action)
    let child = Store<ChildState, ChildAction>(
      core: OptionalScopedCore(
        parent: self.core,
        keyPath: state,
        embed: casePath.embed,
        initialState: childState
      ),
      cachesChildren: self.cachesChildren
    )
    if self.cachesChildren {
      self.children[id] = child
    }
    return child
  }
}

extension Store: Observable {}

extension Store: Identifiable {}

extension Store {
  /// The cached element stores of one collection scope.
  func elementCache(for collection: [AnyKeyPath]) -> ElementCache {
    if let cache = self.elementCaches[collection] { return cache }
    let cache = ElementCache()
    self.elementCaches[collection] = cache
    return cache
  }
}

/// The element stores of one collection scope, by element id.
@MainActor
final class ElementCache {
  var stores: [AnyHashable: AnyObject] = [:]
}

private struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// A store of a reducer `R`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
