// Generated shape: ten concrete features, each scoping to the next, like features in an app.
// (Key paths in a generic feature are built anew on every evaluation; real features are
// concrete, so the benchmark is too.)
import Core

@Reducer
struct C1 {
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

@Reducer
struct C2 {
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

@Reducer
struct C3 {
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

@Reducer
struct C4 {
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

@Reducer
struct C5 {
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

@Reducer
struct C6 {
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

@Reducer
struct C7 {
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

@Reducer
struct C8 {
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

@Reducer
struct C9 {
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

@Reducer
struct C10 {
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

@Reducer
struct F1 {
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

@Reducer
struct F2 {
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

@Reducer
struct F3 {
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

@Reducer
struct F4 {
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

@Reducer
struct F5 {
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

@Reducer
struct F6 {
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

@Reducer
struct F7 {
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

@Reducer
struct F8 {
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

@Reducer
struct F9 {
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

@Reducer
struct F10 {
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
