import Testing

// Reaches the runtime's internals (`CancellationRegistry.running`).
@testable import Core

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isDone = false
    }

    @CasePathable
    enum Action: Equatable {
      case incrementButtonTapped
      case countdown(Int)
      case startButtonTapped
      case startTwiceButtonTapped
      case startViaSendButtonTapped
      case finished
      case chainButtonTapped
      case chainStarted
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .countdown(let remaining):
          state.count += 1
          return remaining == 0 ? .none : .send(.countdown(remaining - 1))
        case .startButtonTapped:
          return self.finishAfterOneSecond()
        case .startTwiceButtonTapped:
          return .merge(self.finishAfterOneSecond(), self.finishAfterOneSecond())
        case .startViaSendButtonTapped:
          return .send(.startButtonTapped)
        case .finished:
          state.isDone = true
          return .none
        case .chainButtonTapped:
          return .run { send in await send(.chainStarted) }
        case .chainStarted:
          state.count += 1
          return self.finishAfterOneSecond()
        }
      }
    }

    private func finishAfterOneSecond() -> Effect<Action> {
      .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.finished)
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var other = Counter.State()
      var actions: [Action] = []
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case other(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.other, action: \.other) { Counter() }
      Reduce { state, action in
        state.actions.append(action)
        return .none
      }
    }
  }

  /// A reducer that logs each action it reduces and chains `a → [b, c]`, `b → d`.
  struct Chain: Reducer {
    struct State: Equatable {
      var log: [String] = []
    }

    enum Action: Equatable {
      case a, b, c, d
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.log.append("\(action)")
        switch action {
        case .a: return .merge(.send(.b), .send(.c))
        case .b: return .send(.d)
        case .c, .d: return .none
        }
      }
    }
  }

  @Test func sendRunsTheReducer() {
    let store = Store(initialState: Counter.State()) { Counter() }

    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)

    #expect(store.state.count == 2)
    #expect(store.withState(\.count) == 2)
  }

  @Test func withStateReadsTheCurrentState() {
    let store = Store(initialState: Counter.State(count: 41)) { Counter() }

    #expect(store.withState { $0.count + 1 } == 42)
    store.send(.incrementButtonTapped)
    #expect(store.withState { $0 } == Counter.State(count: 42))
  }

  @Test func sendEffectsAreProcessedInOrderBreadthFirst() {
    let store = Store(initialState: Chain.State()) { Chain() }

    store.send(.a)

    #expect(store.state.log == ["a", "b", "c", "d"])
  }

  @Test func observerSendIsQueuedNotRecursive() {
    let log = LockIsolated<[String]>([])
    let store = Store<Counter.State, Counter.Action>(initialState: Counter.State()) {
      Reduce { state, action in
        log.withValue { $0.append("reduce \(action)") }
        return .none
      }
      Counter()
    }

    let token = store.observe(\.count) { [unowned store] count in
      log.withValue { $0.append("observe \(count) begin") }
      if count == 1 {
        let task = store.send(.incrementButtonTapped)
        // Queued, not run: the reducer has not seen it yet.
        #expect(store.state.count == 1)
        #expect(task.isCancelled)
      }
      log.withValue { $0.append("observe \(count) end") }
    }

    store.send(.incrementButtonTapped)

    #expect(store.state.count == 2)
    #expect(
      log.value == [
        "observe 0 begin", "observe 0 end",
        "reduce incrementButtonTapped",
        "observe 1 begin", "observe 1 end",
        "reduce incrementButtonTapped",
        "observe 2 begin", "observe 2 end",
      ]
    )
    token.cancel()
  }

  @Test func longChainOfSynchronousActionsDoesNotOverflowTheStack() {
    let store = Store(initialState: Counter.State()) { Counter() }

    store.send(.countdown(100_000))

    #expect(store.state.count == 100_001)
  }

  @Test func finishWaitsForTheEffects() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let didFinish = LockIsolated(false)

      let task = store.send(.startButtonTapped)
      let waiter = Task {
        await task.finish()
        didFinish.setValue(true)
      }
      await Task.megaYield()
      #expect(didFinish.value == false)
      #expect(store.state.isDone == false)

      await clock.advance(by: .seconds(1))
      await waiter.value
      #expect(didFinish.value)
      #expect(store.state.isDone)
      #expect(task.isCancelled == false)
    }
  }

  @Test func finishWaitsForEveryEffectOfTheSend() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let finishedCount = LockIsolated(0)
      let store = Store(initialState: Counter.State()) {
        Counter()
        Reduce { _, action in
          if case .finished = action { finishedCount.withValue { $0 += 1 } }
          return .none
        }
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.startTwiceButtonTapped)
      let waiter = Task { await task.finish() }
      await clock.advance(by: .seconds(1))
      await waiter.value

      #expect(finishedCount.value == 2)
    }
  }

  @Test func finishWaitsForEffectsOfActionsSentSynchronously() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.startViaSendButtonTapped)
      #expect(task.isCancelled == false)
      let waiter = Task { await task.finish() }
      await clock.advance(by: .seconds(1))
      await waiter.value

      #expect(store.state.isDone)
    }
  }

  @Test func cancelCancelsTheEffects() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let single = store.send(.startButtonTapped)
      let merged = store.send(.startTwiceButtonTapped)
      single.cancel()
      merged.cancel()
      await Task.megaYield()
      // Had the effects not been cancelled, they would finish now.
      await clock.advance(by: .seconds(1))
      await single.finish()
      await merged.finish()

      #expect(single.isCancelled)
      #expect(merged.isCancelled)
      #expect(store.state.isDone == false)
    }
  }

  @Test func cancelAlsoCancelsTheEffectsOfActionsItsEffectsSent() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.chainButtonTapped)
      #expect(await eventually { store.state.count == 1 })
      task.cancel()
      await Task.megaYield()
      // Had the effect `.chainStarted` started not been cancelled, it would finish now.
      await clock.advance(by: .seconds(1))
      await task.finish()

      #expect(store.state.isDone == false)
      #expect(store.registry.running.isEmpty)
    }
  }

  @Test func cancellingTheTaskWaitingInFinishCancelsTheEffects() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.startButtonTapped)
      let waiter = Task { await task.finish() }
      await Task.megaYield()
      waiter.cancel()
      await waiter.value
      await clock.advance(by: .seconds(1))
      await Task.megaYield()

      #expect(task.isCancelled)
      #expect(store.state.isDone == false)
    }
  }

  @Test func sendWithoutEffectsReturnsACancelledTask() async {
    let store = Store(initialState: Counter.State()) { Counter() }

    let task = store.send(.incrementButtonTapped)

    #expect(task.isCancelled)
    await task.finish()
  }

  @Test func scopeReturnsTheSameStoreForTheSamePaths() {
    let store = Store(initialState: Parent.State()) { Parent() }

    let counter = store.scope(state: \.counter, action: \.counter)
    let again = store.scope(state: \.counter, action: \.counter)
    let other = store.scope(state: \.other, action: \.other)

    #expect(counter === again)
    #expect(counter !== other)
  }

  @Test func scopedStoreSendsThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)

    counter.send(.incrementButtonTapped)

    #expect(store.state.counter.count == 1)
    #expect(store.state.other.count == 0)
    #expect(store.state.actions == [.counter(.incrementButtonTapped)])
    #expect(counter.state.count == 1)
  }

  @Test func scopedStoreReadsThroughToTheParentState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let other = store.scope(state: \.other, action: \.other)

    store.send(.other(.incrementButtonTapped))
    store.send(.other(.incrementButtonTapped))

    #expect(other.state.count == 2)
    #expect(other.withState(\.count) == 2)
  }

  @Test func scopeOfAScopeComposesThePaths() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let count = counter.scope(state: \.count, action: \.incrementButtonTapped)

    count.send(())

    #expect(count.state == 1)
    #expect(store.state.actions == [.counter(.incrementButtonTapped)])
    #expect(counter.scope(state: \.count, action: \.incrementButtonTapped) === count)
  }

  @Test func scopedStoreEffectsRunInTheRootStore() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Parent.State()) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let counter = store.scope(state: \.counter, action: \.counter)

      let task = counter.send(.startButtonTapped)
      let waiter = Task { await task.finish() }
      await clock.advance(by: .seconds(1))
      await waiter.value

      #expect(counter.state.isDone)
      #expect(store.state.actions.last == .counter(.finished))
    }
  }
}
