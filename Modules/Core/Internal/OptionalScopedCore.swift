/// A view of a core's optional child (a presented feature, an element of a collection): its
/// state while present and, once it is gone, the state it had when last read or sent an action
/// through this core, so that a view still holding the store can draw its last frame instead of
/// trapping.
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: any StoreCore<ParentState, ParentAction>
  let keyPath: KeyPath<ParentState, State?>
  let embed: (Action) -> ParentAction
  private let last: LastValue<State>

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    keyPath: KeyPath<ParentState, State?>,
    embed: @escaping (Action) -> ParentAction,
    initialState: State
  ) {
    self.parent = parent
    self.keyPath = keyPath
    self.embed = embed
    self.last = LastValue(initialState)
  }

  var state: State {
    self.last.resolve(self.parent.state[keyPath: self.keyPath])
  }

  func accessState() {
    self.parent.accessState()
  }

  func send(_ action: Action) -> EffectLineage? {
    let lineage = self.parent.send(self.embed(action))
    // Remembers what the action made of the child, for a view that still holds this store
    // after the child is gone.
    _ = self.state
    return lineage
  }

  func observe<Value: Equatable>(
    _ transform: @escaping (State) -> Value,
    onChange: @escaping (Value) -> Void
  ) -> ObservationToken {
    let keyPath = self.keyPath
    let last = self.last
    return self.parent.observe(
      { transform(last.resolve($0[keyPath: keyPath])) },
      onChange: onChange
    )
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    embed: @escaping (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    ScopedCore(root: self, keyPath: state, embed: embed)
  }
}

/// The last value an optional child had.
@MainActor
private final class LastValue<State> {
  private var value: State

  init(_ value: State) {
    self.value = value
  }

  func resolve(_ current: State?) -> State {
    if let current { self.value = current }
    return self.value
  }
}
