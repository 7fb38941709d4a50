import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreLifetimeTests {
  struct Worker: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case startButtonTapped
      case incrementButtonTapped
      case tick
    }

    /// Set when the long-running effect observes its cancellation.
    let didCancel: LockIsolated<Bool>

    var body: some ReducerOf<Self> {
      Reduce { [didCancel] state, action in
        switch action {
        case .startButtonTapped:
          return .run { send in
            do {
              try await Task.never()
            } catch {
              didCancel.setValue(true)
              // Sent after cancellation: must be ignored, and must not touch a released store.
              await send(.tick)
            }
          }
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .tick:
          state.count += 100
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var worker = Worker.State()
    }

    @CasePathable
    enum Action: Equatable {
      case worker(Worker.Action)
    }

    let didCancel: LockIsolated<Bool>

    var body: some ReducerOf<Self> {
      Scope(state: \.worker, action: \.worker) { Worker(didCancel: self.didCancel) }
    }
  }

  @Test func releasingTheRootStoreCancelsItsEffects() async {
    await withSharedMainSerialExecutor {
      let didCancel = LockIsolated(false)
      var store: StoreOf<Worker>? = Store(initialState: Worker.State()) {
        Worker(didCancel: didCancel)
      }
      weak let weakStore = store

      let task = store?.send(.startButtonTapped)
      await Task.megaYield()
      #expect(didCancel.value == false)

      store = nil
      #expect(weakStore == nil)
      await Task.megaYield()

      #expect(didCancel.value)
      // Cleans up if the store failed to cancel the effect, so that a failure cannot hang.
      task?.cancel()
      await task?.finish()
    }
  }

  @Test func storeScopedStoreObserversAndEffectsAreReleasedTogether() async {
    await withSharedMainSerialExecutor {
      let didCancel = LockIsolated(false)
      var store: StoreOf<Parent>? = Store(initialState: Parent.State()) {
        Parent(didCancel: didCancel)
      }
      var child: StoreOf<Worker>? = store?.scope(state: \.worker, action: \.worker)
      var counts: [Int] = []
      var rootToken: ObservationToken? = store?.observe(\.worker.count) { counts.append($0) }
      var childToken: ObservationToken? = child?.observe(\.count) { counts.append($0) }
      weak let weakStore = store
      weak let weakChild = child
      weak let weakRootToken = rootToken
      weak let weakChildToken = childToken

      let task = child?.send(.startButtonTapped)
      child?.send(.incrementButtonTapped)
      await Task.megaYield()
      #expect(counts == [0, 0, 1, 1])
      #expect(didCancel.value == false)

      store = nil
      child = nil
      rootToken = nil
      childToken = nil
      await Task.megaYield()

      #expect(weakStore == nil)
      #expect(weakChild == nil)
      #expect(weakRootToken == nil)
      #expect(weakChildToken == nil)
      // Only the root core's deinit cancels effects: the core was released too.
      #expect(didCancel.value)
      task?.cancel()
      await task?.finish()
    }
  }

  @Test func aScopedStoreKeepsTheRootRunningWhileItIsHeld() async {
    await withSharedMainSerialExecutor {
      let didCancel = LockIsolated(false)
      var store: StoreOf<Parent>? = Store(initialState: Parent.State()) {
        Parent(didCancel: didCancel)
      }
      let child = store?.scope(state: \.worker, action: \.worker)

      child?.send(.startButtonTapped)
      store = nil
      await Task.megaYield()
      #expect(didCancel.value == false)

      child?.send(.incrementButtonTapped)
      #expect(child?.state.count == 1)
    }
  }

  @Test func cancellingATokenReleasesAnObserverThatCapturesTheStore() async {
    var store: StoreOf<Worker>? = Store(initialState: Worker.State()) {
      Worker(didCancel: LockIsolated(false))
    }
    weak let weakStore = store
    var counts: [Int] = []
    // A strong capture: store → core → observer → store, until the token is cancelled.
    let token = store?.observe(\.count) { [store] _ in
      counts.append(store?.state.count ?? -1)
    }

    store?.send(.incrementButtonTapped)
    #expect(counts == [0, 1])
    store = nil
    #expect(weakStore != nil)

    token?.cancel()
    await Task.megaYield()

    #expect(weakStore == nil)
  }

  @Test func tokenOutlivingItsStoreCanStillBeCancelled() {
    var store: StoreOf<Worker>? = Store(initialState: Worker.State()) {
      Worker(didCancel: LockIsolated(false))
    }
    weak let weakStore = store
    let token = store?.observe(\.count) { _ in }

    store = nil
    #expect(weakStore == nil)
    #expect(token?.isCancelled == false)

    token?.cancel()
    #expect(token?.isCancelled == true)
  }
}
