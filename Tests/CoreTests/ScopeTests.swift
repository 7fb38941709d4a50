import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ScopeTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case incrementButtonTapped
      case delayedIncrementButtonTapped
      case incremented
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .delayedIncrementButtonTapped:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.incremented)
          }
        case .incremented:
          state.count += 1
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var log: [String] = []
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .counter:
          state.log.append("parent saw \(state.counter.count)")
          return .none
        case .resetButtonTapped:
          state.log.append("reset")
          return .none
        }
      }
    }
  }

  struct Screen: Reducer {
    @CasePathable
    enum State: Equatable {
      case counter(Counter.State)
      case placeholder(String)
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case placeholderButtonTapped
    }

    // The line of the `Scope` below, where its issues must point.
    static let scopeLine: UInt = #line + 3

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .counter:
          return .none
        case .placeholderButtonTapped:
          state = .placeholder("away")
          return .none
        }
      }
    }
  }

  @Test func fieldScopeRunsTheChildOnItsField() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
      $0.log = ["parent saw 1"]
    }
  }

  @Test func fieldScopeIgnoresActionsThatAreNotTheChilds() async {
    let store = TestStore(initialState: Parent.State(counter: Counter.State(count: 5))) {
      Parent()
    }

    await store.send(.resetButtonTapped) {
      $0.log = ["reset"]
    }
  }

  @Test func childEffectsMapBackToParentActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.counter(.delayedIncrementButtonTapped)) {
      $0.log = ["parent saw 0"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.incremented)) {
      $0.counter.count = 1
      $0.log = ["parent saw 0", "parent saw 1"]
    }
  }

  @Test func caseScopeRunsTheChildInItsCase() async {
    let store = TestStore(initialState: Screen.State.counter(Counter.State(count: 1))) {
      Screen()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0 = .counter(Counter.State(count: 2))
    }
  }

  @Test func caseScopeChildEffectsMapBackToParentActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State.counter(Counter.State())) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.counter(.delayedIncrementButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.incremented)) {
      $0 = .counter(Counter.State(count: 1))
    }
  }

  @Test func caseScopeReportsAChildActionInAnotherCase() async {
    let store = TestStore(initialState: Screen.State.placeholder("home")) { Screen() }

    await withKnownIssue {
      // No state closure: the state must stay `.placeholder("home")`.
      await store.send(.counter(.incrementButtonTapped))
    } matching: { issue in
      issue.description.contains(
        "received a child action when child state was set to a different case"
      )
        && issue.description.contains("ScopeTests.swift:\(Screen.scopeLine)")
        && issue.description.contains(
          "Action: ScopeTests.Screen.Action.counter(.incrementButtonTapped)"
        )
        && issue.description.contains(#"State: ScopeTests.Screen.State.placeholder("home")"#)
        && issue.sourceLocation?.fileName == "ScopeTests.swift"
        && issue.sourceLocation?.line == Int(Screen.scopeLine)
    }
    #expect(store.state == .placeholder("home"))
  }

  @Test func caseScopeReportsAChildEffectArrivingAfterTheCaseChanged() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State.counter(Counter.State())) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }

    // The issue comes from the effect's task, so the known-issue scope must enclose the send
    // that started it.
    await withKnownIssue {
      await store.send(.counter(.delayedIncrementButtonTapped))
      await store.send(.placeholderButtonTapped) {
        $0 = .placeholder("away")
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.counter(.incremented))
    } matching: { issue in
      issue.description.contains(
        "received a child action when child state was set to a different case"
      )
        && issue.description.contains("Action: ScopeTests.Screen.Action.counter(.incremented)")
    }
    #expect(store.state == .placeholder("away"))
  }
}
