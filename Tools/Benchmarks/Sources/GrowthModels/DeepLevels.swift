import Core

// Ten concrete `@Reducer` levels, each scoping to the next, around a counter: a send of the
// innermost action through a root store of `Level1` (`SendProfile growth deep-send`), beside the
// same action to a store of `Level10` alone (`lone-send`). Concrete, as features are written:
// a generic level runs its witnesses unspecialised through a store.

/// The outermost of ten levels.
@Reducer
public struct Level1 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level2.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level2.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level2() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level2 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level3.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level3.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level3() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level3 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level4.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level4.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level4() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level4 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level5.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level5.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level5() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level5 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level6.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level6.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level6() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level6 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level7.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level7.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level7() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level7 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level8.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level8.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level8() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level8 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level9.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level9.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level9() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level9 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level10.State()
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level10.Action)
    case tap
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level10() }
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}

/// One level of the ten.
@Reducer
public struct Level10 {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable { case tap }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
  }
}
