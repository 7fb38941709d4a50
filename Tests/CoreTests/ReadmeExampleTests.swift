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
