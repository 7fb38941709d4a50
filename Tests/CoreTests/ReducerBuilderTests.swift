import Testing

// Reaches the runtime's internals (`Effect.isNone`).
@testable import Core

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReducerBuilderTests {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case tapped
    case effectFinished(String)
  }

  /// Appends its name to the log; sends `effectFinished(name)` from a `.run` when `hasEffect`.
  struct Logging: Reducer {
    typealias State = ReducerBuilderTests.State
    typealias Action = ReducerBuilderTests.Action

    let name: String
    var hasEffect = false

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .tapped = action else { return .none }
      state.log.append(self.name)
      guard self.hasEffect else { return .none }
      return .run { [name] send in await send(.effectFinished(name)) }
    }
  }

  /// The same logic as `Logging`, written with `body` instead of `reduce(into:action:)`.
  struct LoggingBody: Reducer {
    typealias State = ReducerBuilderTests.State
    typealias Action = ReducerBuilderTests.Action

    let name: String

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case .tapped = action else { return .none }
        state.log.append(self.name)
        return .none
      }
    }
  }

  /// Records every action an effect sends back.
  static func recordingFinishes() -> some Reducer<State, Action> {
    Reduce { state, action in
      if case .effectFinished(let name) = action {
        state.log.append("finished \(name)")
      }
      return .none
    }
  }

  @Test func sequentialReducersRunInOrderOnTheSameState() {
    let store = Store<State, Action>(initialState: State()) {
      Reduce { state, _ in
        state.count += 1
        state.log.append("first saw \(state.count)")
        return .none
      }
      Reduce { state, _ in
        state.count *= 10
        state.log.append("second saw \(state.count)")
        return .none
      }
    }

    store.send(.tapped)

    #expect(store.state.count == 10)
    #expect(store.state.log == ["first saw 1", "second saw 10"])
  }

  @Test func sequentialReducersMergeTheirEffects() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: State()) {
        Logging(name: "a", hasEffect: true)
        Logging(name: "b", hasEffect: true)
        Self.recordingFinishes()
      }

      let task = store.send(.tapped)
      #expect(task.isCancelled == false)
      await task.finish()

      #expect(store.state.log.prefix(2) == ["a", "b"])
      #expect(store.state.log.dropFirst(2).sorted() == ["finished a", "finished b"])
    }
  }

  @Test func ifElseRunsOnlyTheChosenBranch() {
    struct Feature: Reducer {
      let isEnabled: Bool
      var body: some Reducer<State, Action> {
        if self.isEnabled {
          Logging(name: "enabled")
        } else {
          Logging(name: "disabled")
        }
      }
    }

    let enabled = Store(initialState: State()) { Feature(isEnabled: true) }
    let disabled = Store(initialState: State()) { Feature(isEnabled: false) }
    enabled.send(.tapped)
    disabled.send(.tapped)

    #expect(enabled.state.log == ["enabled"])
    #expect(disabled.state.log == ["disabled"])
  }

  @Test func ifWithoutElseRunsOnlyWhenTheConditionHolds() {
    struct Feature: Reducer {
      let isEnabled: Bool
      var body: some Reducer<State, Action> {
        Logging(name: "always")
        if self.isEnabled {
          Logging(name: "sometimes")
        }
      }
    }

    let enabled = Store(initialState: State()) { Feature(isEnabled: true) }
    let disabled = Store(initialState: State()) { Feature(isEnabled: false) }
    enabled.send(.tapped)
    disabled.send(.tapped)

    #expect(enabled.state.log == ["always", "sometimes"])
    #expect(disabled.state.log == ["always"])
  }

  @Test func switchRunsTheMatchingCase() {
    enum Mode { case first, second, third }
    struct Feature: Reducer {
      let mode: Mode
      var body: some Reducer<State, Action> {
        switch self.mode {
        case .first: Logging(name: "first")
        case .second: Logging(name: "second")
        case .third: Logging(name: "third")
        }
      }
    }

    for (mode, name) in [(Mode.first, "first"), (.second, "second"), (.third, "third")] {
      let store = Store(initialState: State()) { Feature(mode: mode) }
      store.send(.tapped)
      #expect(store.state.log == [name])
    }
  }

  @Test func forLoopRunsEachReducerInOrder() {
    struct Feature: Reducer {
      let names: [String]
      var body: some Reducer<State, Action> {
        for name in self.names {
          Logging(name: name)
        }
      }
    }

    let store = Store(initialState: State()) { Feature(names: ["x", "y", "z"]) }
    store.send(.tapped)
    #expect(store.state.log == ["x", "y", "z"])

    let empty = Store(initialState: State()) { Feature(names: []) }
    #expect(empty.send(.tapped).isCancelled)
    #expect(empty.state.log.isEmpty)
  }

  @Test func forLoopMergesTheEffectsOfEveryIteration() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: State()) {
        for name in ["x", "y"] {
          Logging(name: name, hasEffect: true)
        }
        Self.recordingFinishes()
      }

      await store.send(.tapped).finish()

      #expect(store.state.log.dropFirst(2).sorted() == ["finished x", "finished y"])
    }
  }

  @Test func optionalReducerRunsOnlyWhenPresent() {
    struct Feature: Reducer {
      let extra: Logging?
      var body: some Reducer<State, Action> {
        Logging(name: "base")
        self.extra
      }
    }

    let present = Store(initialState: State()) { Feature(extra: Logging(name: "extra")) }
    let absent = Store(initialState: State()) { Feature(extra: nil) }
    present.send(.tapped)
    absent.send(.tapped)

    #expect(present.state.log == ["base", "extra"])
    #expect(absent.state.log == ["base"])
  }

  @Test func combineReducersRunsItsReducersInOrder() {
    let store = Store(initialState: State()) {
      Logging(name: "before")
      CombineReducers {
        Logging(name: "a")
        Logging(name: "b")
      }
      Logging(name: "after")
    }

    store.send(.tapped)

    #expect(store.state.log == ["before", "a", "b", "after"])
  }

  @Test func emptyReducerChangesNothingAndStartsNoEffect() {
    let store = Store<State, Action>(initialState: State(count: 7, log: ["x"])) {
      EmptyReducer()
    }

    let task = store.send(.tapped)

    #expect(store.state == State(count: 7, log: ["x"]))
    #expect(task.isCancelled)
  }

  @Test func emptyBuilderBlockIsAnEmptyReducer() {
    struct Feature: Reducer {
      var body: some Reducer<State, Action> {}
    }

    let store = Store(initialState: State(count: 3)) { Feature() }
    let task = store.send(.tapped)

    #expect(store.state == State(count: 3))
    #expect(task.isCancelled)
  }

  @Test func reduceOnlyAndBodyOnlyReducersBehaveTheSame() {
    let reduceOnly = Store(initialState: State()) { Logging(name: "n") }
    let bodyOnly = Store(initialState: State()) { LoggingBody(name: "n") }

    reduceOnly.send(.tapped)
    bodyOnly.send(.tapped)
    reduceOnly.send(.effectFinished("ignored"))
    bodyOnly.send(.effectFinished("ignored"))

    #expect(reduceOnly.state.log == ["n"])
    #expect(bodyOnly.state == reduceOnly.state)
  }

  @Test func bodyReducerCanBeCalledDirectly() {
    var state = State()
    let effect = LoggingBody(name: "direct").reduce(into: &state, action: .tapped)

    #expect(state.log == ["direct"])
    #expect(effect.isNone)
  }

  @Test func existentialReducerComposes() {
    let erased: any Reducer<State, Action> = Logging(name: "erased")
    let store = Store(initialState: State()) {
      erased
      Logging(name: "concrete")
    }

    store.send(.tapped)

    #expect(store.state.log == ["erased", "concrete"])
  }

  @Test func existentialReducerBetweenConcreteOnesComposes() {
    let erased: any Reducer<State, Action> = Logging(name: "erased")
    let store = Store(initialState: State()) {
      Logging(name: "first")
      erased
      Logging(name: "last")
    }

    store.send(.tapped)

    #expect(store.state.log == ["first", "erased", "last"])
  }

  // Each reducer keeps its type in the built body, so that the compiler specializes its
  // `reduce`; the overload for existential reducers must not wrap concrete ones in `Reduce`.
  @Test func concreteReducersKeepTheirTypes() {
    func build<R: Reducer<State, Action>>(@ReducerBuilder<State, Action> _ body: () -> R) -> R {
      body()
    }
    let body = build {
      Logging(name: "a")
      Logging(name: "b")
    }
    #expect(type(of: body) == _Sequence<Logging, Logging>.self)
  }

  // A `for` loop builds an array of the loop's reducer, itself a reducer.
  @Test func forLoopBuildsAnArrayOfReducers() {
    func build<R: Reducer<State, Action>>(@ReducerBuilder<State, Action> _ body: () -> R) -> R {
      body()
    }
    let body = build {
      for name in ["a", "b"] {
        Logging(name: name)
      }
    }
    #expect(type(of: body) == [Logging].self)
    var state = State()
    _ = body.reduce(into: &state, action: .tapped)
    #expect(state.log == ["a", "b"])
  }

  @Test func availabilityCheckedReducerRuns() {
    let store = Store(initialState: State()) {
      if #available(macOS 14, iOS 17, *) {
        Logging(name: "available")
      }
    }

    store.send(.tapped)

    #expect(store.state.log == ["available"])
  }
}
