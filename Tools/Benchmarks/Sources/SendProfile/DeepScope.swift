import Core

// Ten levels of `Scope(state: \.child, action: \.child)` around a leaf, written as a TCA user
// writes features, for `SendProfile scope [actions]`.

/// The innermost feature.
@Reducer
struct Leaf {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// One level: its own action, and its child's through `Scope`.
@Reducer
struct Level<Child: Reducer & Sendable> where Child.State: Equatable {
  struct State: Equatable {
    var child: Child.State
    var count = 0
  }

  enum Action {
    case child(Child.Action)
    case tap
  }

  let child: Child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { self.child }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

typealias Deep = Level<Level<Level<Level<Level<Level<Level<Level<Level<Level<Leaf>>>>>>>>>>

/// The state of the ten levels around the leaf's.
func deepState() -> Deep.State {
  Deep.State(
    child: .init(
      child: .init(
        child: .init(
          child: .init(
            child: .init(
              child: .init(child: .init(child: .init(child: .init(child: Leaf.State()))))))))))
}

/// The leaf's action, wrapped in ten `.child`.
func deepAction() -> Deep.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
}

/// Sends `actions` leaf actions through the ten levels, calling `reduce` directly.
func profileDeepScope(_ actions: Int) -> Int {
  func level<C: Reducer>(_ child: C) -> Level<C> { Level(child: child) }
  let reducer: Deep = level(level(level(level(level(level(level(level(level(level(Leaf()))))))))))
  var s = deepState()
  let action = deepAction()
  for _ in 0..<actions {
    _ = reducer.reduce(into: &s, action: action)
  }
  return s.child.child.child.child.child.child.child.child.child.child.count
}

// MARK: The closure design, for comparison: `SendProfile closures [actions]`

typealias ClosureReducer<State, Action> = (inout State, Action) -> Void

/// One level as the seed composed reducers before the protocol: nested escaping closures over
/// the case paths `@CasePathable` generates.
func closureLevel<Child: Reducer>(
  _ child: @escaping ClosureReducer<Child.State, Child.Action>
) -> ClosureReducer<Level<Child>.State, Level<Child>.Action> {
  // The seed's `pullback`: a writable key path and a case path.
  let toChildState = \Level<Child>.State.child
  let toChildAction = Level<Child>.Action.allCasePaths.child
  let scoped: ClosureReducer<Level<Child>.State, Level<Child>.Action> = { state, action in
    guard let childAction = toChildAction.extract(from: action) else { return }
    child(&state[keyPath: toChildState], childAction)
  }
  return { state, action in
    scoped(&state, action)
    if case .tap = action { state.count += 1 }
  }
}

/// Sends `actions` leaf actions through ten levels of closures.
func profileDeepClosures(_ actions: Int) -> Int {
  let leaf: ClosureReducer<Leaf.State, Leaf.Action> = { state, _ in state.count += 1 }
  let l1: ClosureReducer<Level<Leaf>.State, Level<Leaf>.Action> = closureLevel(leaf)
  let l5:
    ClosureReducer<
      Level<Level<Level<Level<Level<Leaf>>>>>.State, Level<Level<Level<Level<Level<Leaf>>>>>.Action
    > =
      closureLevel(closureLevel(closureLevel(closureLevel(l1))))
  let reducer: ClosureReducer<Deep.State, Deep.Action> =
    closureLevel(closureLevel(closureLevel(closureLevel(closureLevel(l5)))))
  var s = deepState()
  let action = deepAction()
  for _ in 0..<actions {
    reducer(&s, action)
  }
  return s.child.child.child.child.child.child.child.child.child.child.count
}
