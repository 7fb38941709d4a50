import Testing

// Reaches the runtime's internals (`NavigationIDPath.appending`).
@testable import Core

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EffectCancellationTests {
  struct Timer: Reducer {
    struct State: Equatable {
      var finished: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case startButtonTapped(Int)
      case restartButtonTapped(Int)
      case stopButtonTapped
      case stopFromEffectButtonTapped
      case debouncedButtonTapped(Int)
      case finished(Int)
    }

    @Dependency(\.continuousClock) var clock

    enum CancelID {
      case timer
      case debounce
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped(let id):
          return self.wait(then: id).cancellable(id: CancelID.timer)
        case .restartButtonTapped(let id):
          return self.wait(then: id).cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stopButtonTapped:
          return .cancel(id: CancelID.timer)
        case .stopFromEffectButtonTapped:
          return .run { _ in Task.cancel(id: CancelID.timer) }
        case .debouncedButtonTapped(let id):
          return .run { [clock] send in
            try await withTaskCancellation(id: CancelID.debounce, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(1))
              await send(.finished(id))
            }
          }
        case .finished(let id):
          state.finished.append(id)
          return .none
        }
      }
    }

    private func wait(then id: Int) -> Effect<Action> {
      .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.finished(id))
      }
    }
  }

  /// Two timers, each under its own navigation path, like two presented children.
  struct TwoTimers: Reducer {
    struct State: Equatable {
      var left = Timer.State()
      var right = Timer.State()
    }

    @CasePathable
    enum Action: Equatable {
      case left(Timer.Action)
      case right(Timer.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { Timer() }
        .dependency(\.navigationIDPath, NavigationIDPath().appending("left"))
      Scope(state: \.right, action: \.right) { Timer() }
        .dependency(\.navigationIDPath, NavigationIDPath().appending("right"))
    }
  }

  static func makeStore(clock: TestClock<Duration>) -> TestStore<Timer.State, Timer.Action> {
    TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelInFlightKeepsOnlyTheNewestEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.restartButtonTapped(1))
      await clock.advance(by: .milliseconds(500))
      await store.send(.restartButtonTapped(2))
      await clock.advance(by: .milliseconds(500))
      await store.send(.restartButtonTapped(3))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished(3)) { $0.finished = [3] }
    }
  }

  @Test func withoutCancelInFlightEveryEffectRuns() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.startButtonTapped(1))
      await clock.advance(by: .milliseconds(500))
      await store.send(.startButtonTapped(2))
      await clock.advance(by: .milliseconds(500))
      await store.receive(.finished(1)) { $0.finished = [1] }
      await clock.advance(by: .milliseconds(500))
      await store.receive(.finished(2)) { $0.finished = [1, 2] }
    }
  }

  @Test func cancelStopsEveryEffectWithTheID() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.startButtonTapped(1))
      await store.send(.startButtonTapped(2))
      await store.send(.stopButtonTapped)
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
  }

  @Test func cancellingLeavesLaterEffectsWithTheSameIDAlone() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.startButtonTapped(1))
      await store.send(.stopButtonTapped)
      await store.send(.startButtonTapped(2))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished(2)) { $0.finished = [2] }
    }
  }

  @Test func taskCancelFromInsideAnEffectCancelsTheID() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.startButtonTapped(1))
      await store.send(.stopFromEffectButtonTapped).finish()
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
  }

  @Test func withTaskCancellationCancelsTheOperationInFlight() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Self.makeStore(clock: clock)

      await store.send(.debouncedButtonTapped(1))
      await clock.advance(by: .milliseconds(500))
      await store.send(.debouncedButtonTapped(2))
      await clock.advance(by: .milliseconds(500))
      await store.send(.debouncedButtonTapped(3))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished(3)) { $0.finished = [3] }
    }
  }

  @Test func withTaskCancellationOperationIsCancelledByTheID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      CombineReducers {
        Timer()
        Reduce { _, action in
          guard case .stopButtonTapped = action else { return .none }
          return .cancel(id: Timer.CancelID.debounce)
        }
      }
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.debouncedButtonTapped(1))
    await store.send(.stopButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func withTaskCancellationReturnsTheOperationsValue() async throws {
    let value = try await withTaskCancellation(id: "value") { () async throws -> Int in 42 }
    let nonThrowing = await withTaskCancellation(id: "value") { () async -> String in "done" }

    #expect(value == 42)
    #expect(nonThrowing == "done")
  }

  @Test func storesSharingAnIDNeverCancelEachOther() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let first = Self.makeStore(clock: clock)
      let second = Self.makeStore(clock: clock)

      await first.send(.startButtonTapped(1))
      await second.send(.restartButtonTapped(2))
      await second.send(.stopButtonTapped)
      await second.send(.stopFromEffectButtonTapped).finish()
      await clock.advance(by: .seconds(1))
      await first.receive(.finished(1)) { $0.finished = [1] }
      await second.finish()
    }
  }

  @Test func navigationIDPathSeparatesTheSameIDInTwoChildren() async {
    let clock = TestClock()
    let store = TestStore(initialState: TwoTimers.State()) {
      TwoTimers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.left(.startButtonTapped(1)))
    await store.send(.right(.startButtonTapped(2)))
    await store.send(.left(.stopButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.right(.finished(2))) { $0.right.finished = [2] }
  }
}
