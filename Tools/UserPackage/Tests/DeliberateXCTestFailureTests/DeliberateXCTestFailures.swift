// XCTest cases that must fail. This target exists only when USER_PACKAGE_DELIBERATE_FAILURES=1
// (see Package.swift); `Tools/user-package-check` then checks that `swift test` fails with each
// message.
import Core
import StopwatchFeature
import XCTest

final class DeliberateXCTestFailures: XCTestCase {
  /// A state assertion that does not match what the reducer did.
  @MainActor
  func testAWrongStateAssertionFails() async {
    let store = TestStore(initialState: Stopwatch.State(isRunning: true)) {
      Stopwatch()
    }
    await store.send(.stopButtonTapped) {
      $0.isRunning = true
    }
  }

  /// The README's test without its `stopButtonTapped` step: the timer is still running.
  @MainActor
  func testForgettingToStopTheTimerFails() async {
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
}
