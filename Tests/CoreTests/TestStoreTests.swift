import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isTimerRunning = false
      var ids: [StackElementID] = []
      var steps: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case addTwiceButtonTapped
      case delayedAddButtonTapped
      case delayedStepButtonTapped
      case incrementButtonTapped
      case noOpButtonTapped
      case sleepButtonTapped
      case sleepAfterGateButtonTapped
      case stepButtonTapped
      case stepResponse(Int)
      case timerStartButtonTapped
      case timerStopButtonTapped
      case timerTicked
      case twoTimersButtonTapped
      case woke
      case chainButtonTapped
      case chainStarted
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.stackElementID) var stackElementID
    @Dependency(\.testStoreStep) var step
    @Dependency(\.testStoreGate) var gate

    private enum CancelID { case timer }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.ids.append(stackElementID.next())
          return .none

        case .addTwiceButtonTapped:
          return .merge(.send(.addButtonTapped), .send(.addButtonTapped))

        case .delayedAddButtonTapped:
          return .run { send in
            await send(.addButtonTapped)
          }

        case .delayedStepButtonTapped:
          return .run { [step] send in
            try await clock.sleep(for: .seconds(1))
            await send(.stepResponse(step))
          }

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .noOpButtonTapped:
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .milliseconds(100))
            await send(.woke)
          }

        case .sleepAfterGateButtonTapped:
          return .run { [gate] send in
            await gate.wait()
            try await clock.sleep(for: .milliseconds(100))
            await send(.woke)
          }

        case .stepButtonTapped:
          state.count += step
          return .none

        case .stepResponse(let step):
          state.steps.append(step)
          return .none

        case .timerStartButtonTapped:
          state.isTimerRunning = true
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer)

        case .timerStopButtonTapped:
          state.isTimerRunning = false
          return .cancel(id: CancelID.timer)

        case .timerTicked:
          state.count += 1
          return .none

        case .twoTimersButtonTapped:
          state.isTimerRunning = true
          let timer = Effect<Action>.run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          return .merge(timer, timer)

        case .woke:
          state.count = 100
          return .none

        case .chainButtonTapped:
          return .run { send in await send(.chainStarted) }

        case .chainStarted:
          return .run { _ in try await Task.never() }
        }
      }
    }
  }

  // MARK: send and state

  @Test func sendAssertsTheStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  @Test func sendWithoutClosureAcceptsAnUnchangedState() async {
    let store = TestStore(initialState: Counter.State(count: 7)) { Counter() }
    await store.send(.noOpButtonTapped)
    #expect(store.state.count == 7)
  }

  @Test func stateIsTheLastAssertedState() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    #expect(store.state == Counter.State())
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    #expect(store.state == Counter.State(count: 1))
    await store.send(.timerStartButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    // The tick was reduced, but not yet asserted.
    #expect(store.state == Counter.State(count: 1, isTimerRunning: true))
    await store.receive(\.timerTicked) { $0.count = 2 }
    #expect(store.state == Counter.State(count: 2, isTimerRunning: true))
    await store.send(.timerStopButtonTapped) { $0.isTimerRunning = false }
    #expect(store.state == Counter.State(count: 2))
  }

  // MARK: Dependencies

  @Test func dependenciesChangedBetweenSendsReachTheReducer() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.testStoreStep = 1
    }
    await store.send(.stepButtonTapped) { $0.count = 1 }
    store.dependencies.testStoreStep = 10
    #expect(store.dependencies.testStoreStep == 10)
    await store.send(.stepButtonTapped) { $0.count = 11 }
  }

  @Test func effectKeepsTheDependenciesInForceWhenItStarted() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.testStoreStep = 1
    }
    await store.send(.delayedStepButtonTapped)
    store.dependencies.testStoreStep = 2
    await store.send(.delayedStepButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.stepResponse(1)) { $0.steps = [1] }
    await store.receive(.stepResponse(2)) { $0.steps = [1, 2] }
  }

  @Test func testStoreRunsInTheTestContext() {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    #expect(store.dependencies.context == .test)
  }

  // MARK: Timeouts

  @Test func timeoutIsOneSecondByDefault() {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    #expect(store.timeout == .seconds(1))
  }

  @Test func receiveTimeoutOverridesTheStoreTimeout() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.timeout = .milliseconds(1)
    await store.send(.sleepButtonTapped)
    await store.receive(.woke, timeout: .seconds(10)) { $0.count = 100 }
  }

  @Test func finishTimeoutOverridesTheStoreTimeout() async {
    let gate = Gate()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
      $0.testStoreGate = gate
    }
    store.timeout = .milliseconds(1)
    await store.send(.sleepAfterGateButtonTapped)
    // Opened once `finish` waits: the action arrives during `finish`, however slow the machine
    // (one that arrived before it would be reported by it).
    Task { gate.open() }
    await store.finish(timeout: .seconds(10))
    // The effect is over, so its action must already be there: a zero timeout does not wait.
    await store.receive(.woke, timeout: .zero) { $0.count = 100 }
  }

  @Test func storeTimeoutAppliesToFinish() async {
    let gate = Gate()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
      $0.testStoreGate = gate
    }
    store.timeout = .seconds(10)
    await store.send(.sleepAfterGateButtonTapped)
    Task { gate.open() }
    await store.finish()
    await store.receive(.woke, timeout: .zero) { $0.count = 100 }
  }

  // MARK: finish, skipping

  @Test func finishWaitsForEveryEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.testStoreStep = 3
    }
    await store.send(.delayedStepButtonTapped)
    await clock.advance(by: .seconds(1))
    // The action arrived before `finish`, so it is asserted first: `finish` reports actions
    // received and not yet asserted.
    await store.receive(.stepResponse(3), timeout: .zero) { $0.steps = [3] }
    await store.finish()
  }

  @Test func finishWithNoEffectsReturnsAtOnce() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.timeout = .seconds(30)
    let start = ContinuousClock.now
    await store.finish()
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func skipReceivedActionsMovesToTheLastReceivedState() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerStartButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(3))
    await store.skipReceivedActions()
    #expect(store.state == Counter.State(count: 3, isTimerRunning: true))
    await store.send(.timerStopButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func skipReceivedActionsWithNothingToSkipIsAllowedWhenNotStrict() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.skipReceivedActions(strict: false)
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerStartButtonTapped) { $0.isTimerRunning = true }
    await store.skipInFlightEffects()
    // A cancelled timer ticks no more.
    await clock.advance(by: .seconds(5))
    await store.skipReceivedActions(strict: false)
    #expect(store.state == Counter.State(isTimerRunning: true))
  }

  @Test func skipInFlightEffectsWithNothingToSkipIsAllowedWhenNotStrict() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.skipInFlightEffects(strict: false)
  }

  // MARK: TestStoreTask

  @Test func taskCancelStopsTheEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerStartButtonTapped) { $0.isTimerRunning = true }
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(5))
    // Ending the test with the timer still running would report an issue.
  }

  @Test func taskFinishWaitsForTheEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.testStoreStep = 5
    }
    let task = await store.send(.delayedStepButtonTapped)
    await clock.advance(by: .seconds(1))
    await task.finish()
    await store.receive(.stepResponse(5), timeout: .zero) { $0.steps = [5] }
  }

  @Test func taskFinishTimeoutOverridesTheStoreTimeout() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.timeout = .milliseconds(1)
    let task = await store.send(.sleepButtonTapped)
    await task.finish(timeout: .seconds(10))
    await store.receive(.woke, timeout: .zero) { $0.count = 100 }
  }

  @Test func taskCancelStopsEveryEffectOfTheAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.twoTimersButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await store.receive(\.timerTicked) { $0.count = 2 }
    await task.cancel()
    await clock.advance(by: .seconds(5))
  }

  @Test func taskCancelAlsoCancelsTheEffectsOfActionsItsEffectsSent() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let task = await store.send(.chainButtonTapped)
    await store.receive(.chainStarted)
    // The effect `.chainStarted` started descends from `.chainButtonTapped`: cancelled too, so
    // the test ends with nothing running.
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func taskOfAnActionWithoutEffectsIsAlreadyDone() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let task = await store.send(.incrementButtonTapped) { $0.count = 1 }
    #expect(task.isCancelled)
    await task.finish(timeout: .zero)
    await task.cancel()
  }

  // MARK: Stack element ids

  @Test func reducerIDsCountFromZeroInEachTest() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.addButtonTapped) { $0.ids = [0] }
    await store.send(.addButtonTapped) { $0.ids = [0, 1] }
    await store.send(.addButtonTapped) { $0.ids = [0, 1, 2] }
  }

  @Test func overriddenIDGeneratorReachesTheReducer() async {
    let generator = StackElementIDGenerator.incrementing
    _ = generator.next()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.stackElementID = generator
    }
    await store.send(.addButtonTapped) { $0.ids = [1] }
    #expect(generator.peek() == 2)
  }

  @Test func sendAssertionRewindsToTheIDTheReducerGot() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    for expected: StackElementID in [0, 1, 2] {
      await store.send(.addButtonTapped) {
        @Dependency(\.stackElementID) var stackElementID
        let id = stackElementID.next()
        #expect(id == expected)
        $0.ids.append(id)
      }
    }
    #expect(store.state.ids == [0, 1, 2])
  }

  @Test func receiveAssertionRewindsToTheIDTheReducerGot() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    for expected: StackElementID in [0, 1, 2] {
      await store.send(.delayedAddButtonTapped)
      await store.receive(.addButtonTapped) {
        @Dependency(\.stackElementID) var stackElementID
        let id = stackElementID.next()
        #expect(id == expected)
        $0.ids.append(id)
      }
    }
    #expect(store.state.ids == [0, 1, 2])
  }

  @Test func receiveAssertionOfASynchronousActionRewindsToTheIDTheReducerGot() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.addButtonTapped) { $0.ids = [0] }
    await store.send(.addTwiceButtonTapped)
    for expected: StackElementID in [1, 2] {
      await store.receive(.addButtonTapped) {
        @Dependency(\.stackElementID) var stackElementID
        let id = stackElementID.next()
        #expect(id == expected)
        $0.ids.append(id)
      }
    }
    #expect(store.state.ids == [0, 1, 2])
  }

  @Test func initialStateSharesTheIDsOfTheReducer() async {
    let store = TestStore(
      initialState: {
        @Dependency(\.stackElementID) var stackElementID
        return Counter.State(ids: [stackElementID.next()])
      }()
    ) {
      Counter()
    }
    #expect(store.state.ids == [0])
    await store.send(.addButtonTapped) { $0.ids = [0, 1] }
  }

  @Test func stackElementIDLiteralsNameIDs() {
    let id: StackElementID = 3
    #expect(id.rawValue == 3)
    #expect(id.description == "#3")
    #expect(String(customDumping: id) == "#3")
    #expect(StackElementID(integerLiteral: 1) < 2)
    #expect([2, 0, 1].sorted() as [StackElementID] == [0, 1, 2])
  }

  // MARK: Main serial executor

  @Test func storeRunsTasksOnTheMainSerialExecutorWhileItLives() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    #expect(store.useMainSerialExecutor)
    #expect(uncheckedUseMainSerialExecutor)
  }

  @Test func mainSerialExecutorSwitchIsReferenceCounted() {
    let setting = LockIsolated(false)
    let executor = ReferenceCountedSwitch(
      read: { setting.value },
      write: { setting.setValue($0) }
    )
    executor.retain()
    executor.retain()
    #expect(setting.value)
    // One suite's store goes away while another's lives: the setting stays on.
    executor.release()
    #expect(setting.value)
    executor.release()
    #expect(setting.value == false)
    // Restores what it found, even when that was on.
    setting.setValue(true)
    executor.retain()
    executor.release()
    #expect(setting.value)
    // An unbalanced release changes nothing.
    executor.release()
    #expect(setting.value)
  }

  // MARK: Case key paths, assert, TestStoreOf

  @Test func sendNamesACaseWithoutValueByItsKeyPath() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(\.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func sendNamesACaseAndItsValue() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(\.stepResponse, 3) { $0.steps = [3] }
  }

  @Test func sendByCaseKeyPathStillAssertsTheStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(\.stepResponse, 3) { $0.steps = [4] }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func assertChecksTheCurrentStateWithoutSending() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    // Setting what the state already holds passes: no change is required.
    store.assert { $0.count = 1 }
    let line = #line + 2
    withKnownIssue {
      store.assert { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 2,")
        && issue.description.contains("+   count: 1,")
        && issue.sourceLocation?.line == line
    }
    #expect(store.state.count == 1)
  }

  @Test func assertSeesTheStateANonExhaustiveStoreSkipped() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped)
    store.assert { $0.count = 2 }
  }

  @Test func testStoreOfNamesTheStoreOfAReducer() async {
    let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func stackElementIDGeneratorPeeksWithoutTakingAnID() {
    let generator = StackElementIDGenerator.incrementing
    #expect(generator.peek() == 0)
    #expect(generator.next() == 0)
    #expect(generator.peek() == 1)
    #expect(generator.next() == 1)
  }
}

/// Holds an effect back until the test opens it.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (self.stream, self.continuation) = AsyncStream.makeStream()
  }

  func open() {
    self.continuation.finish()
  }

  func wait() async {
    for await _ in self.stream {}
  }
}

private enum TestStoreGateKey: DependencyKey {
  static var liveValue: Gate {
    let gate = Gate()
    gate.open()
    return gate
  }
  static var testValue: Gate { Self.liveValue }
}

private enum TestStoreStepKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  fileprivate var testStoreGate: Gate {
    get { self[TestStoreGateKey.self] }
    set { self[TestStoreGateKey.self] = newValue }
  }

  fileprivate var testStoreStep: Int {
    get { self[TestStoreStepKey.self] }
    set { self[TestStoreStepKey.self] = newValue }
  }
}
