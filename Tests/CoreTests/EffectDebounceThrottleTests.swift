import Core
import Testing

/// `Effect.debounce(id:for:clock:)` and `Effect.throttle(id:for:clock:latest:)`, driven by a
/// `TestClock`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EffectDebounceThrottleTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }

    @CasePathable
    enum Action: Equatable {
      case queryChanged(String)
      case response(String)
    }

    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
          return .run { send in await send(.response(query)) }
            .debounce(id: "search", for: .seconds(1), clock: self.clock)
        case .response(let query):
          state.results.append(query)
          return .none
        }
      }
    }
  }

  @Test func aDebouncedEffectRunsOnceTheDueTimePassesWithoutAnother() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search(clock: clock) }

    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(999))
    await store.send(.queryChanged("abc")) { $0.query = "abc" }
    await clock.advance(by: .seconds(1))
    await store.receive(.response("abc")) { $0.results = ["abc"] }
    // Runs out any sleep a cancelled search left behind; the store then fails on a late response.
    // The wall-clock limit is generous so a busy machine cannot trip it.
    await clock.run(timeout: .seconds(30))
  }

  @Test func debouncingNothingSendsNothingAndWaitsForNothing() async {
    let effect = Effect<Int>.none.debounce(id: "none", for: .seconds(1), clock: TestClock())
    var received: [Int] = []
    for await value in effect.actions { received.append(value) }
    #expect(received.isEmpty)
  }

  struct Taps: Reducer {
    struct State: Equatable {
      var emitted: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case tap(Int)
      case emitted(Int)
    }

    let id: String
    let latest: Bool
    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap(let value):
          return .send(.emitted(value))
            .throttle(id: self.id, for: .seconds(1), clock: self.clock, latest: self.latest)
        case .emitted(let value):
          state.emitted.append(value)
          return .none
        }
      }
    }
  }

  @Test func aThrottleLetsTheFirstThroughThenTheLatestAtTheIntervalsEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: Taps.State()) {
      Taps(id: "throttle-latest", latest: true, clock: clock)
    }

    await store.send(.tap(1))
    await store.receive(.emitted(1)) { $0.emitted = [1] }
    await store.send(.tap(2))
    await clock.advance(by: .milliseconds(500))
    await store.send(.tap(3))
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.emitted(3)) { $0.emitted = [1, 3] }
    await clock.advance(by: .seconds(2))
    await store.send(.tap(4))
    await store.receive(.emitted(4)) { $0.emitted = [1, 3, 4] }
  }

  @Test func aThrottleThatKeepsTheFirstSendsTheFirstWaitingAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Taps.State()) {
      Taps(id: "throttle-first", latest: false, clock: clock)
    }

    await store.send(.tap(1))
    await store.receive(.emitted(1)) { $0.emitted = [1] }
    await store.send(.tap(2))
    await clock.advance(by: .milliseconds(500))
    await store.send(.tap(3))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.emitted(2)) { $0.emitted = [1, 2] }
  }
}
