import Core

/// The innermost feature of the deep chains.
struct Leaf: Reducer {
  struct State: Equatable { var count = 0 }

  @CasePathable
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// One level of nesting: its own action, and its child's actions through `Scope`.
struct Level<Child: Reducer & Sendable>: Reducer where Child.State: Equatable {
  struct State: Equatable {
    var child: Child.State
    var count = 0
  }

  @CasePathable
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

typealias L1 = Level<Leaf>
typealias L2 = Level<L1>
typealias L3 = Level<L2>
typealias L4 = Level<L3>
typealias L5 = Level<L4>
typealias L6 = Level<L5>
typealias L7 = Level<L6>
typealias L8 = Level<L7>
typealias L9 = Level<L8>
typealias L10 = Level<L9>

/// Ten levels of `Level` around a `Leaf`.
func deepReducer() -> L10 {
  L10(
    child: L9(
      child: L8(
        child: L7(
          child: L6(
            child: L5(
              child: L4(
                child: L3(
                  child: L2(
                    child:
                      L1(child: Leaf()))))))))))
}

func deepState() -> L10.State {
  .init(
    child: .init(
      child: .init(
        child: .init(
          child: .init(
            child: .init(
              child: .init(
                child:
                  .init(child: .init(child: .init(child: Leaf.State()))))))))))
}

/// The leaf's increment, wrapped in ten `.child`.
func deepAction() -> L10.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
}

/// Hides a value from the optimizer, so that work on it is not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}

// MARK: The seed's old design: reducers as nested escaping closures

typealias ClosureReducer<State, Action> = (inout State, Action) -> Void

/// Lifts a child closure reducer to its parent, the way the seed composed reducers.
func pullback<State, Action, ChildState, ChildAction>(
  _ child: @escaping ClosureReducer<ChildState, ChildAction>,
  state: WritableKeyPath<State, ChildState>,
  action: AnyCasePath<Action, ChildAction>
) -> ClosureReducer<State, Action> {
  { state_, action_ in
    guard let childAction = action.extract(from: action_) else { return }
    child(&state_[keyPath: state], childAction)
  }
}

func closureLevel<Child: Reducer>(
  _ child: @escaping ClosureReducer<Child.State, Child.Action>
) -> ClosureReducer<Level<Child>.State, Level<Child>.Action> {
  // The case path `@CasePathable` generates: the same extraction the protocol version uses.
  let toChildAction = Level<Child>.Action.allCasePaths.child
  let scoped = pullback(child, state: \Level<Child>.State.child, action: toChildAction)
  return { state, action in
    scoped(&state, action)
    if case .tap = action { state.count += 1 }
  }
}

func deepClosureReducer() -> ClosureReducer<L10.State, L10.Action> {
  let leaf: ClosureReducer<Leaf.State, Leaf.Action> = { state, _ in state.count += 1 }
  let l1: ClosureReducer<L1.State, L1.Action> = closureLevel(leaf)
  let l2: ClosureReducer<L2.State, L2.Action> = closureLevel(l1)
  let l3: ClosureReducer<L3.State, L3.Action> = closureLevel(l2)
  let l4: ClosureReducer<L4.State, L4.Action> = closureLevel(l3)
  let l5: ClosureReducer<L5.State, L5.Action> = closureLevel(l4)
  let l6: ClosureReducer<L6.State, L6.Action> = closureLevel(l5)
  let l7: ClosureReducer<L7.State, L7.Action> = closureLevel(l6)
  let l8: ClosureReducer<L8.State, L8.Action> = closureLevel(l7)
  let l9: ClosureReducer<L9.State, L9.Action> = closureLevel(l8)
  return closureLevel(l9)
}

// MARK: Hand-inlined

/// The same logic written as one switch: the floor for what a reducer can cost.
func handInlined(_ state: inout L10.State, _ action: L10.Action) {
  guard case .child(let a9) = action else { state.count += 1; return }
  guard case .child(let a8) = a9 else { state.child.count += 1; return }
  guard case .child(let a7) = a8 else { state.child.child.count += 1; return }
  guard case .child(let a6) = a7 else { state.child.child.child.count += 1; return }
  guard case .child(let a5) = a6 else { state.child.child.child.child.count += 1; return }
  guard case .child(let a4) = a5 else { state.child.child.child.child.child.count += 1; return }
  guard case .child(let a3) = a4 else {
    state.child.child.child.child.child.child.count += 1; return
  }
  guard case .child(let a2) = a3 else {
    state.child.child.child.child.child.child.child.count += 1
    return
  }
  guard case .child(let a1) = a2 else {
    state.child.child.child.child.child.child.child.child.count += 1
    return
  }
  guard case .child = a1 else {
    state.child.child.child.child.child.child.child.child.child.count += 1
    return
  }
  state.child.child.child.child.child.child.child.child.child.child.count += 1
}
