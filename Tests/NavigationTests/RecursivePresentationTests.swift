import Navigation
import Testing

/// A feature that presents itself: `@PresentationState var child: State?` in its own state.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RecursivePresentationTests {
  struct Nested: Reducer {
    struct State: Equatable {
      var count = 0
      @PresentationState var child: State?
    }

    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Action>)
      case incrementButtonTapped
      case sleepButtonTapped
      case sleepFinished
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(10))
            await send(.sleepFinished)
          }

        case .sleepFinished:
          state.count += 100
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) {
        Nested()
      }
    }
  }

  // MARK: State

  @Test func stateTenThousandLevelsDeepCopiesMutatesAndCompares() {
    let original = Self.state(depth: 10_000)
    var copy = original
    #expect(copy == original)

    Self.incrementDeepest(&copy)
    #expect(copy != original)
    #expect(Self.deepest(of: original) == (depth: 10_000, count: 0))
    #expect(Self.deepest(of: copy) == (depth: 10_000, count: 1))
  }

  // MARK: Actions

  // Each level runs about 20 reducer frames (about 7 KB of stack in a debug build), so 10,000
  // levels need about 70 MB: the navigation reducers continue on a helper thread with a large
  // stack when the current one runs low (`StackGuard`). Without it, 1,174 levels was the most
  // an 8 MB stack held.
  @Test func actionReachesTheDeepestOfTenThousandLevels() async {
    let depth = 10_000
    let store = TestStore(initialState: Self.state(depth: depth)) { Nested() }
    await store.send(Self.action(.incrementButtonTapped, depth: depth)) {
      Self.incrementDeepest(&$0)
    }
    #expect(Self.deepest(of: store.state) == (depth: depth, count: 1))
  }

  @Test func deepChildIsDismissedByItsOwnParent() async {
    let store = TestStore(initialState: Self.state(depth: 3)) { Nested() }
    await store.send(.child(.presented(.child(.presented(.child(.dismiss)))))) {
      $0.child?.child?.child = nil
    }
    #expect(Self.deepest(of: store.state) == (depth: 2, count: 0))
  }

  // Every level adds scheduling turns before a child's effect starts: measured here, an effect 50
  // levels deep has not started when `clock.advance` runs after the 20 yields of a `send`
  // (49 levels have).
  @Test func deepChildEffectSendsItsActionBackThroughEveryLevel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.state(depth: 20)) {
      Nested()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(Self.action(.sleepButtonTapped, depth: 20))
    await clock.advance(by: .seconds(10))
    await store.receive(Self.action(.sleepFinished, depth: 20)) {
      Self.incrementDeepest(&$0, by: 100)
    }
  }

  @Test func dismissingAnAncestorCancelsTheEffectsOfEveryDescendant() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.state(depth: 3)) {
      Nested()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(Self.action(.sleepButtonTapped, depth: 3))
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(10))
  }

  // MARK: Helpers

  /// A state presenting `depth` nested children.
  private static func state(depth: Int) -> Nested.State {
    var state = Nested.State()
    for _ in 0..<depth { state = Nested.State(child: state) }
    return state
  }

  /// `action` wrapped for the child `depth` levels down.
  private static func action(_ action: Nested.Action, depth: Int) -> Nested.Action {
    var action = action
    for _ in 0..<depth { action = .child(.presented(action)) }
    return action
  }

  private static func incrementDeepest(_ state: inout Nested.State, by amount: Int = 1) {
    if state.child != nil {
      incrementDeepest(&state.child!, by: amount)
    } else {
      state.count += amount
    }
  }

  private static func deepest(of state: Nested.State) -> (depth: Int, count: Int) {
    var state = state
    var depth = 0
    while let child = state.child {
      state = child
      depth += 1
    }
    return (depth, state.count)
  }
}
