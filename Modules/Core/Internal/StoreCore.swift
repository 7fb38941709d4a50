/// The part of a store that holds state and runs actions: the root one, or a view into it.
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  /// Registers a read of the whole root state with the observation in progress (see
  /// ``StateTracker``); does nothing when the state is not observable.
  func accessState()
  func send(_ action: Action) -> EffectLineage?
  func observe<Value: Equatable>(
    _ transform: @escaping (State) -> Value,
    onChange: @escaping (Value) -> Void
  ) -> ObservationToken
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    embed: @escaping (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction>
}

/// A view of another core (the root one, or an optional child's): its state at a key path, its
/// actions embedded into the other core's.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let keyPath: KeyPath<RootState, State>
  let embed: (Action) -> RootAction

  init(
    root: any StoreCore<RootState, RootAction>,
    keyPath: KeyPath<RootState, State>,
    embed: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.keyPath = keyPath
    self.embed = embed
  }

  var state: State {
    self.root.state[keyPath: self.keyPath]
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
    let keyPath = self.keyPath
    return self.root.observe({ transform($0[keyPath: keyPath]) }, onChange: onChange)
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    embed: @escaping (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    let parentEmbed = self.embed
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root,
      keyPath: self.keyPath.appending(path: state),
      embed: { parentEmbed(embed($0)) }
    )
  }
}
