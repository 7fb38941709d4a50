// Tests that must fail. This target exists only when USER_PACKAGE_DELIBERATE_FAILURES=1 (see
// Package.swift); `Tools/user-package-check` then checks that `swift test` fails with each message.
import Core
import StopwatchFeature
import Testing

@MainActor
struct DeliberateFailures {
  /// The README's test without its `stopButtonTapped` step: the timer is still running.
  @Test func forgettingToStopTheTimerFails() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.elapsed = 1
    }
  }

  /// A state assertion that does not match what the reducer did.
  @Test func aWrongStateAssertionFails() async {
    let store = TestStore(initialState: Stopwatch.State(isRunning: true)) {
      Stopwatch()
    }
    await store.send(.stopButtonTapped) {
      $0.isRunning = true
    }
  }

  /// An action an effect sent back that the test never receives.
  @Test func anUnreceivedActionFails() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.stopButtonTapped) {
      $0.isRunning = false
    }
  }

  /// A dependency the test did not override: the clock's test value is unimplemented.
  @Test func anUnimplementedDependencyFails() async {
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    }
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await store.send(.stopButtonTapped) {
      $0.isRunning = false
    }
  }
}
