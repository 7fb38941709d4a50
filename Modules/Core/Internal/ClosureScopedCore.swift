/// A view of another core through closures, for the deprecated closure-based
/// `Store.scope(state:action:)`: its state is computed from the other core's on each read (so a
/// scope nobody reads never runs its closure), its actions embedded into the other core's.
@MainActor
final class ClosureScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State
  let embed: (Action) -> RootAction

  init(
    root: any StoreCore<RootState, RootAction>,
    toState: @escaping (RootState) -> State,
    embed: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.toState = toState
    self.embed = embed
  }

  var state: State {
    self.toState(self.root.state)
  }

  func accessState() {
    self.root.accessState()
  }

  func send(_ action: Action) -> EffectLineage? {
    self.root.send(self.embed(action))
  }

  func observe<Value: Equatable>(
    _ transform: @escaping (State) -> Value,
    onChange: @escaping (Value) -> Void
  ) -> ObservationToken {
    let toState = self.toState
    return self.root.observe({ transform(toState($0)) }, onChange: onChange)
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    embed: @escaping (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    let toState = self.toState
    let parentEmbed = self.embed
    return ClosureScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root,
      toState: { toState($0)[keyPath: state] },
      embed: { parentEmbed(embed($0)) }
    )
  }
}
