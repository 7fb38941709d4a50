import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreFailureTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var text = ""
    }

    @CasePathable
    enum Action: Equatable {
      case doublePingButtonTapped
      case echoButtonTapped(Int)
      case echoed(Int)
      case incrementButtonTapped
      case incrementLaterButtonTapped
      case neverEndingButtonTapped
      case noOpButtonTapped
      case pingButtonTapped
      case pong
      case sleepButtonTapped
    }

    // Kept apart so that tests can name the line of the `.run` in their expectations.
    static let neverEnding = Effect<Action>.run { _ in try await Task.never() }
    static let neverEndingLine: UInt = #line - 1

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .doublePingButtonTapped:
          return .merge(.send(.pong), .send(.pong))

        case .echoButtonTapped(let value):
          return .run { send in await send(.echoed(value)) }

        case .echoed:
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .incrementLaterButtonTapped:
          return .send(.incrementButtonTapped)

        case .neverEndingButtonTapped:
          return Self.neverEnding

        case .noOpButtonTapped:
          return .none

        case .pingButtonTapped:
          return .send(.pong)

        case .pong:
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.pong)
          }
        }
      }
    }
  }

  struct ThrowingAssertionError: Error {}

  private nonisolated static let runLocation =
    "CoreTests/TestStoreFailureTests.swift:\(Feature.neverEndingLine)"

  // MARK: State assertions

  @Test func unassertedStateChangeIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let line: UInt = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("−   count: 0,")
        && issue.description.contains("+   count: 1,")
        && issue.description.contains("(Expected: −, Actual: +)")
        && issue.sourceLocation?.line == Int(line)
    }
    // The store moves on to the actual state.
    #expect(store.state.count == 1)
  }

  @Test func wrongStateChangeIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 2,")
        && issue.description.contains("+   count: 1,")
    }
    #expect(store.state.count == 1)
  }

  @Test func wrongStateChangeOfAnotherFieldIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 1
        $0.text = "unexpected"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   text: \"unexpected\"")
        && issue.description.contains("+   text: \"\"")
    }
  }

  @Test func closureWithoutChangeIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.noOpButtonTapped) { $0.count = 0 }
    } matching: { issue in
      issue.description.contains("The step has an assertion closure, but no state changed")
    }
  }

  @Test func throwingAssertionIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw ThrowingAssertionError() }
    } matching: { issue in
      issue.description.contains("Threw error: ThrowingAssertionError()")
    }
  }

  @Test func unassertedStateChangeOfAReceivedActionIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.echoButtonTapped(1))
    await withKnownIssue {
      await store.receive(.echoed(1)) { $0.count = 0 }
    } matching: { issue in
      issue.description.contains("The step has an assertion closure, but no state changed")
    }
  }

  // MARK: Received actions

  @Test func sendWithAnUnassertedReceivedActionIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingButtonTapped)
    await withKnownIssue {
      await store.send(.noOpButtonTapped)
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action")
        && issue.description.contains("Unhandled actions: [")
        && issue.description.contains("[0]: .pong")
    }
    await store.skipReceivedActions()
  }

  @Test func sendWithTwoUnassertedReceivedActionsIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.doublePingButtonTapped)
    await withKnownIssue {
      await store.send(.noOpButtonTapped)
    } matching: { issue in
      issue.description.contains("Must handle 2 received actions before sending an action")
    }
    await store.receive(.pong)
    await store.receive(.pong)
  }

  @Test func unassertedReceivedActionAtTheEndOfTheTestIsReported() async {
    let line: UInt = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.pingButtonTapped)
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action by the end of this test")
        && issue.description.contains("Unhandled actions: [")
        && issue.description.contains("[0]: .pong")
        // Reported at the last assertion of the test.
        && issue.sourceLocation?.line == Int(line)
    }
  }

  @Test func unassertedReceivedActionsAtTheEndOfTheTestAreCounted() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.doublePingButtonTapped)
    } matching: { issue in
      issue.description.contains("The store received 2 unexpected actions by the end of this test")
    }
  }

  @Test func receivingTheWrongActionIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingButtonTapped)
    await withKnownIssue {
      await store.receive(.echoed(1))
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("−")
        && issue.description.contains("+")
        && issue.description.contains("(Expected: −, Received: +)")
    }
  }

  @Test func receivingTheWrongActionReportsOneIssue() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementLaterButtonTapped)
    let issues = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.receive(.pong)
    } matching: { issue in
      issues.withValue { $0.append(issue.description) }
      return true
    }
    // The state change belongs to the action that was received, not to the one expected.
    #expect(issues.value.count == 1)
    #expect(issues.value.first?.contains("Received unexpected action") == true)
    #expect(store.state.count == 1)
  }

  @Test func receivingTheWrongCaseIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingButtonTapped)
    await withKnownIssue {
      await store.receive(\.echoed)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("Expected: an action matching")
        && issue.description.contains("Received: TestStoreFailureTests.Feature.Action.pong")
    }
  }

  @Test func receivingTheWrongValueIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.echoButtonTapped(1))
    await withKnownIssue {
      await store.receive(\.echoed, 2)
    } matching: { issue in
      // The whole action, not only the value: the diff shows which action came.
      issue.description.contains("Received unexpected action")
        && issue.description.contains("− TestStoreFailureTests.Feature.Action.echoed(2)")
        && issue.description.contains("+ TestStoreFailureTests.Feature.Action.echoed(1)")
    }
  }

  @Test func receivingWithAFailingPredicateIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingButtonTapped)
    await withKnownIssue {
      await store.receive { _ in false }
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("Received: TestStoreFailureTests.Feature.Action.pong")
    }
  }

  @Test func receiveTimingOutIsReported() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = .milliseconds(50)
    await store.send(.sleepButtonTapped)
    await withKnownIssue {
      await store.receive(.pong)
    } matching: { issue in
      issue.description.contains("Expected to receive")
        && issue.description.contains("but received none after 0.05 seconds")
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.pong)
  }

  @Test func receiveTimeoutParameterIsReported() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.sleepButtonTapped)
    await withKnownIssue {
      await store.receive(\.pong, timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains("Expected to receive an action matching")
        && issue.description.contains("but received none after 0.02 seconds")
    }
    await store.skipInFlightEffects()
  }

  @Test func receiveTimeoutIsWrittenInWholeSeconds() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.neverEndingButtonTapped)
    await withKnownIssue {
      await store.receive(.pong, timeout: .zero)
    } matching: { issue in
      issue.description.contains("but received none after 0 seconds.")
    }
    await store.skipInFlightEffects()
  }

  @Test func receiveWithNoEffectRunningFailsAtOnce() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.timeout = .seconds(30)
    let start = ContinuousClock.now
    await withKnownIssue {
      await store.receive(.pong)
    } matching: { issue in
      issue.description.contains("Expected to receive")
        && issue.description.contains("received none and no effect is running")
    }
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func finishReportsUnassertedReceivedActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before finishing")
        && issue.description.contains("Unhandled actions: [")
        && issue.description.contains("[0]: .pong")
        && issue.sourceLocation?.line == line
    }
    // Reported once: the end of the test, outside `withKnownIssue`, reports nothing more.
  }

  @Test func finishMovesOnToTheStateOfTheReportedActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementLaterButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before finishing")
    }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  // MARK: Effects

  @Test func effectStillRunningAtTheEndOfTheTestIsReported() async {
    let line: UInt = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.neverEndingButtonTapped)
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
        && issue.description.contains(Self.runLocation)
        && issue.description.contains(
          "Action: TestStoreFailureTests.Feature.Action.neverEndingButtonTapped"
        )
        && issue.sourceLocation?.line == Int(line)
    }
  }

  @Test func everyEffectStillRunningAtTheEndOfTheTestIsReported() async {
    let reported = LockIsolated<[Int]>([])
    let firstLine = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.neverEndingButtonTapped)
      await store.send(.echoButtonTapped(1))
      await store.receive(.echoed(1))
      await store.send(.neverEndingButtonTapped)
    } matching: { issue in
      guard issue.description.contains("An effect returned for this action is still running")
      else { return false }
      reported.withValue { $0.append(issue.sourceLocation?.line ?? 0) }
      return true
    }
    // Each is reported at the send that started it.
    #expect(reported.value == [firstLine, firstLine + 3])
  }

  @Test func effectStartedWhileExhaustivityWasOffIsReportedWhenItIsOnAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off
      await store.send(.neverEndingButtonTapped)
      store.exhaustivity = .on
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }

  @Test func finishWithEffectsStillRunningIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.neverEndingButtonTapped)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains(
        "Expected effects to finish, but there are still effects in-flight after 0.05 seconds"
      )
        && issue.description.contains("• the '.run' at \(Self.runLocation), started by:")
        && issue.description.contains(
          "TestStoreFailureTests.Feature.Action.neverEndingButtonTapped"
        )
    }
    await store.skipInFlightEffects()
  }

  @Test func taskFinishTimingOutIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.timeout = .milliseconds(50)
    let task = await store.send(.neverEndingButtonTapped)
    await withKnownIssue {
      await task.finish()
    } matching: { issue in
      issue.description.contains(
        "Expected task to finish, but it is still in-flight after 0.05 seconds."
      )
    }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains("Expected task to finish")
        && issue.description.contains("after 0.02 seconds")
    }
    await task.cancel()
  }

  // MARK: Skipping

  @Test func skipReceivedActionsWithNothingToSkipIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip.")
    }
  }

  @Test func skipInFlightEffectsWithNothingToSkipIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains("There were no in-flight effects to skip.")
    }
  }
}
