import Core
import StopwatchFeature
import XCTest

/// The README's test, written as an `XCTestCase`: it passes under XCTest as under Swift Testing.
final class StopwatchXCTests: XCTestCase {
  @MainActor
  func testTicksEverySecondUntilStopped() async {
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
    await store.send(.stopButtonTapped) {
      $0.isRunning = false
    }
  }
}
