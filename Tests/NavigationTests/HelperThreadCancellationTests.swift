import Testing

// Reaches the stack guard's helper thread (`StackGuard.runOnHelperThread`).
@testable import Core
@testable import Navigation

/// A reducer that runs on the stack guard's helper thread (as reducers thousands of levels deep
/// do) cancels a removed child's effects in its own store, as it does on the store's thread.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct HelperThreadCancellationTests {
  typealias Host = RemovedChildEffectsTests.Host

  /// Runs `Host` on a fresh helper thread for every action.
  struct OnHelperThread: Reducer {
    var body: some ReducerOf<Host> {
      Reduce { state, action in
        StackGuard.runOnHelperThread { Host().reduce(into: &state, action: action) }
      }
    }
  }

  @Test func aChildRemovedByAReducerComposedAfterItsIfLetStopsAtTheNextAction() async throws {
    let store = Store(initialState: Host.State(sheet: .init())) { OnHelperThread() }
    store.send(.sheet(.presented(.startButtonTapped)))
    #expect(store.runningEffectCount == 1)

    store.send(.removeLastButtonTapped)
    store.send(.pingButtonTapped)
    // No deadline of its own: the suite's time limit ends a hang.
    while store.runningEffectCount > 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(store.runningEffectCount == 0)
  }

  @Test func aStackElementPoppedByAReducerComposedAfterItsForEachStopsAtTheNextAction()
    async throws
  {
    let store = Store(initialState: Host.State(path: StackState([.init()]))) { OnHelperThread() }
    store.send(.path(.element(id: 0, action: .startButtonTapped)))
    #expect(store.runningEffectCount == 1)

    store.send(.removeLastButtonTapped)
    store.send(.pingButtonTapped)
    while store.runningEffectCount > 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(store.runningEffectCount == 0)
  }
}
