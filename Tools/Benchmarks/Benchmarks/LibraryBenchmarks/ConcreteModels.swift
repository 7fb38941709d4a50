// Generated shape: ten concrete features, each scoping to the next, like features in an app.
// (Key paths in a generic feature are built anew on every evaluation; real features are
// concrete, so the benchmark is too.)
import Core

struct C1: Reducer {
  struct State: Equatable {
    var child = Leaf.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(Leaf.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C2: Reducer {
  struct State: Equatable {
    var child = C1.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C1.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C1() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C3: Reducer {
  struct State: Equatable {
    var child = C2.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C2.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C2() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C4: Reducer {
  struct State: Equatable {
    var child = C3.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C3.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C3() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C5: Reducer {
  struct State: Equatable {
    var child = C4.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C4.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C4() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C6: Reducer {
  struct State: Equatable {
    var child = C5.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C5.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C5() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C7: Reducer {
  struct State: Equatable {
    var child = C6.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C6.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C6() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C8: Reducer {
  struct State: Equatable {
    var child = C7.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C7.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C7() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C9: Reducer {
  struct State: Equatable {
    var child = C8.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C8.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C8() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct C10: Reducer {
  struct State: Equatable {
    var child = C9.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(C9.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { C9() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// The leaf's increment, wrapped in ten `.child`, for the concrete chain.
func concreteDeepAction() -> C10.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
}

// The same chain with the case paths `@CasePathable` generates (no key path literal per action).

struct F1: Reducer {
  struct State: Equatable {
    var child = Leaf.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(Leaf.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { Leaf() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F2: Reducer {
  struct State: Equatable {
    var child = F1.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F1.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F1() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F3: Reducer {
  struct State: Equatable {
    var child = F2.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F2.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F2() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F4: Reducer {
  struct State: Equatable {
    var child = F3.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F3.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F3() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F5: Reducer {
  struct State: Equatable {
    var child = F4.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F4.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F4() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F6: Reducer {
  struct State: Equatable {
    var child = F5.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F5.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F5() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F7: Reducer {
  struct State: Equatable {
    var child = F6.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F6.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F6() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F8: Reducer {
  struct State: Equatable {
    var child = F7.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F7.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F7() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F9: Reducer {
  struct State: Equatable {
    var child = F8.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F8.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F8() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

struct F10: Reducer {
  struct State: Equatable {
    var child = F9.State()
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(F9.Action)
    case tap
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.allCasePaths.child) { F9() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

func fastDeepAction() -> F10.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
}
