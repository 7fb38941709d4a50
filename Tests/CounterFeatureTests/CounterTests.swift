import CounterFeature
import Navigation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct CounterTests {
  /// A stack of counters, the way a parent pushes them, so that `dismiss()` has someone to pop.
  struct CounterStack: Reducer {
    struct State: Equatable {
      var path: StackState<Counter.State>
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Counter>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: \.path) { Counter() }
    }
  }

  @Test func incrementAndDecrementChangeTheCount() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func incrementAtTheMaximumSaysSoAndTheNextCommandClearsIt() async {
    let store = TestStore(initialState: Counter.State(count: .max - 1)) { Counter() }

    await store.send(.incrementButtonTapped) { $0.count = .max }
    await store.send(.incrementButtonTapped) {
      $0.notice = "The count is already at its maximum, 9223372036854775807."
    }
    await store.send(.decrementButtonTapped) {
      $0.count = .max - 1
      $0.notice = nil
    }
  }

  @Test func decrementAtTheMinimumSaysSo() async {
    let store = TestStore(initialState: Counter.State(count: .min + 1)) { Counter() }

    await store.send(.decrementButtonTapped) { $0.count = .min }
    await store.send(.decrementButtonTapped) {
      $0.notice = "The count is already at its minimum, -9223372036854775808."
    }
    await store.send(.decrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = .min + 1
      $0.notice = nil
    }
  }

  @Test func aTimerTickKeepsTheNotice() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: .max - 1)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await store.send(.incrementButtonTapped) { $0.count = .max }
    await store.send(.incrementButtonTapped) {
      $0.notice = "The count is already at its maximum, 9223372036854775807."
    }
    // The timer holds the count at the maximum and closes the counter, past 100.
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.isTimerRunning = false }
  }

  @Test func timerTicksEachSecondUntilToggledOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: 5)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.timerTicked) { $0.count = 6 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 7 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    // No more ticks: an exhaustive store fails on any action it did not receive.
    await clock.advance(by: .seconds(5))
  }

  @Test func timerCanBeRestartedAfterBeingStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(3))
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(3))
  }

  @Test func timerDismissesTheCounterAtOneHundred() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: CounterStack.State(path: StackState([Counter.State(count: 97)]))
    ) {
      CounterStack()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 0, action: .toggleTimerButtonTapped))) {
      $0.path[id: 0]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .timerTicked))) {
      $0.path[id: 0]?.count = 98
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .timerTicked))) {
      $0.path[id: 0]?.count = 99
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .timerTicked))) {
      $0.path[id: 0]?.count = Counter.maximumCount
      $0.path[id: 0]?.isTimerRunning = false
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func timerAtTheRootDismissesTheStoreAtOneHundred() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: 99)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.count = 100
      $0.isTimerRunning = false
    }
    await clock.advance(by: .seconds(5))
    // The counter dismissed the store: it takes no more actions.
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store")
    }
  }

  @Test func goToCounterPushesAnotherCounterAfterLoading() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: 3)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(
        SeededRandomNumberGenerator(seed: seed(whereCoinFlipIs: true))
      )
    }

    await store.send(.goToCounterButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.loadingFinished(pushesCounter: true)) { $0.isLoading = false }
    await store.receive(.delegate(.pushCounter(count: 3)))
  }

  @Test func goToCounterDismissesThisCounterAfterLoading() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: CounterStack.State(path: StackState([Counter.State(count: 3)]))
    ) {
      CounterStack()
    } withDependencies: {
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(
        SeededRandomNumberGenerator(seed: seed(whereCoinFlipIs: false))
      )
    }

    await store.send(.path(.element(id: 0, action: .goToCounterButtonTapped))) {
      $0.path[id: 0]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .loadingFinished(pushesCounter: false)))) {
      $0.path[id: 0]?.isLoading = false
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }

  @Test func goToCounterTappedAgainRestartsTheLoading() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: 8)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(
        SeededRandomNumberGenerator(seed: seed(whereCoinFlipIs: true))
      )
    }

    await store.send(.goToCounterButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.goToCounterButtonTapped)
    // The first loading would have finished here; it was cancelled.
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.loadingFinished(pushesCounter: true)) { $0.isLoading = false }
    await store.receive(.delegate(.pushCounter(count: 8)))
  }

  @Test func primeButtonAsksTheParentToShowThePrimeOfTheCount() async {
    let store = TestStore(initialState: Counter.State(count: 42)) { Counter() }

    await store.send(.primeButtonTapped)
    await store.receive(.delegate(.showPrime(42)))
  }

  @Test func delegateActionsAreLeftToTheParent() async {
    let store = TestStore(initialState: Counter.State(count: 4)) { Counter() }

    await store.send(.delegate(.pushCounter(count: 4)))
    await store.send(.delegate(.showPrime(4)))
  }

  @Test func seedsAreChosenForBothOutcomes() {
    var pushing = SeededRandomNumberGenerator(seed: seed(whereCoinFlipIs: true))
    var closing = SeededRandomNumberGenerator(seed: seed(whereCoinFlipIs: false))
    #expect(Bool.random(using: &pushing))
    #expect(!Bool.random(using: &closing))
  }
}

/// The first seed whose first coin flip, drawn the way `Counter` draws it, is `outcome`.
private func seed(whereCoinFlipIs outcome: Bool) -> UInt64 {
  (UInt64(0)...).first { seed in
    let generator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: seed))
    return generator { Bool.random(using: &$0) } == outcome
  }!
}
