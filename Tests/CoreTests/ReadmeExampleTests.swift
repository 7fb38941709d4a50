// The README's example feature and test, inside this package (internal types, one module);
// Tools/user-package-check compiles the README's own text as a user's package.
import Core
import Testing

@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    var elapsed = 0
    var isRunning = false
  }

  enum Action {
    case startButtonTapped
    case stopButtonTapped
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock

  private enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.elapsed += 1
        return .none
      }
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StopwatchTests {
  @Test func ticksEverySecondUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.elapsed = 1
    }
    await store.receive(\.timerTicked) {
      $0.elapsed = 2
    }
    await store.send(.stopButtonTapped) {
      $0.isRunning = false
    }
  }
}

// The README's shared-state example ("Shared state").
@Reducer
struct Laps {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage("laps.json")) var laps: [Int] = []
  }

  enum Action: Equatable {
    case lapButtonTapped(elapsed: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lapButtonTapped(let elapsed):
        state.$laps.withLock { $0.append(elapsed) }
        return .none
      }
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct LapsTests {
  @Test func aLapIsAssertedAsASharedChange() async {
    let store = TestStore(initialState: Laps.State()) { Laps() }

    await store.send(.lapButtonTapped(elapsed: 3)) {
      $0.$laps.withLock { $0 = [3] }
    }
    await store.send(.lapButtonTapped(elapsed: 5)) {
      $0.laps = [3, 5]
    }
  }

  @Test func anUnassertedLapFailsWithTheDiff() async {
    let store = TestStore(initialState: Laps.State()) { Laps() }

    await withKnownIssue {
      await store.send(.lapButtonTapped(elapsed: 3))
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("laps: [Int](")
        && issue.description.contains("+     3\n")
    }
  }
}
