import Navigation
import Testing

/// `forEach(\.path, action: \.path)`: counters with timers on a navigation stack.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ForEachTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isTimerRunning = false
    }

    @CasePathable
    enum Action: Equatable {
      case closeButtonTapped
      case incrementButtonTapped
      case timerTicked
      case toggleTimerButtonTapped
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    enum CancelID { case timer }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await dismiss() }

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .timerTicked:
          state.count += 1
          return .none

        case .toggleTimerButtonTapped:
          state.isTimerRunning.toggle()
          guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        }
      }
    }
  }

  struct Path: Reducer {
    @CasePathable
    enum State: Equatable {
      case counter(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var path = StackState<Path.State>()
      var summary: Int?

      /// The sum of every counter on the stack.
      var total: Int {
        self.path.reduce(0) { $0 + ($1[case: \.counter]?.count ?? 0) }
      }
    }

    @CasePathable
    enum Action: Equatable {
      case addCounterButtonTapped
      case path(StackActionOf<Path>)
      case popLastButtonTapped
      case summaryButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addCounterButtonTapped:
          state.path.append(.counter(Counter.State()))
          return .none

        case .path:
          return .none

        case .popLastButtonTapped:
          _ = state.path.popLast()
          return .none

        case .summaryButtonTapped:
          state.summary = state.total
          return .none
        }
      }
      .forEach(\.path, action: \.path) {
        Path()
      }
    }
  }

  // MARK: Timers and popping

  @Test func pushedCounterTimerStopsWhenPopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addCounterButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 2
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func counterClosingItselfIsPoppedAndItsTimerStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addCounterButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await store.send(.path(.element(id: 0, action: .counter(.closeButtonTapped))))
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func poppingByMutatingTheStackCancelsTheElementEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addCounterButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await store.send(.popLastButtonTapped) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func poppingAnElementCancelsTheEffectsOfTheElementsAboveIt() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State()), .counter(Counter.State())])
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 1, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 1, case: \.counter]?.isTimerRunning = true
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func pushingAnotherElementKeepsTheEffectsOfTheOnesBelow() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addCounterButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await store.send(.addCounterButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func twoCountersWithTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State()), .counter(Counter.State())])
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    // `cancelInFlight: true` in the second counter must not cancel the first one's timer.
    await store.send(.path(.element(id: 1, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 1, case: \.counter]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.receive(\.path[id: 1].counter.timerTicked) {
      $0.path[id: 1, case: \.counter]?.count = 1
    }

    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = false
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 1].counter.timerTicked) {
      $0.path[id: 1, case: \.counter]?.count = 2
    }
    await store.receive(\.path[id: 1].counter.timerTicked) {
      $0.path[id: 1, case: \.counter]?.count = 3
    }

    await store.send(.path(.element(id: 1, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 1, case: \.counter]?.isTimerRunning = false
    }
    await clock.advance(by: .seconds(10))
  }

  // MARK: Iterating the stack

  @Test func summaryAddsEveryCounterOnTheStack() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    for _ in 1...3 {
      await store.send(.addCounterButtonTapped) {
        $0.path.append(.counter(Counter.State()))
      }
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    for _ in 1...2 {
      await store.send(.path(.element(id: 2, action: .counter(.incrementButtonTapped)))) {
        $0.path[id: 2, case: \.counter]?.count += 1
      }
    }
    #expect(store.state.total == 3)
    await store.send(.summaryButtonTapped) {
      $0.summary = 3
    }
    await store.send(.path(.popFrom(id: 2))) {
      $0.path.pop(from: 2)
    }
    await store.send(.summaryButtonTapped) {
      $0.summary = 1
    }
  }
}
