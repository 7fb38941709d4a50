import Core
import Testing

/// A store of `@ObservableState` is observed with Apple's Observation: each test reads through
/// the store under `withObservationTracking` and shows exactly which sends notify.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreObservationTrackingTests {
  /// A counter: `count` and `incrementButtonTapped`.
  typealias Child = ReducerMacroFeatureTests.Counter

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var child = Child.State()
      var count = 0
      var title = ""
    }

    enum Action {
      case child(Child.Action)
      case childReplaced
      case incrementButtonTapped
      case reset
      case titleChanged(String)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        switch action {
        case .child:
          return .none
        case .childReplaced:
          state.child = Child.State(count: state.child.count)
          return .none
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .reset:
          state = State()
          return .none
        case .titleChanged(let title):
          state.title = title
          return .none
        }
      }
    }
  }

  func makeStore() -> StoreOf<Parent> {
    Store(initialState: Parent.State()) { Parent() }
  }

  @Test func readingAPropertyThroughTheStoreIsTracked() {
    let store = self.makeStore()
    let probe = ObservationProbe { _ = store.count }

    store.send(.incrementButtonTapped)

    #expect(probe.fired)
    #expect(store.count == 1)
  }

  @Test func changingAnotherPropertyDoesNotNotify() {
    let store = self.makeStore()
    let probe = ObservationProbe { _ = store.count }

    store.send(.titleChanged("Groceries"))

    #expect(!probe.fired)
  }

  @Test func withStateIsTrackedLikeAPropertyRead() {
    let store = self.makeStore()
    let countProbe = ObservationProbe { _ = store.withState(\.count) }
    let titleProbe = ObservationProbe { _ = store.withState(\.title) }

    store.send(.incrementButtonTapped)

    #expect(countProbe.fired)
    #expect(!titleProbe.fired)
  }

  @Test func replacingTheWholeStateNotifiesItsReaders() {
    let store = self.makeStore()
    store.send(.incrementButtonTapped)
    let probe = ObservationProbe { _ = store.title }

    // Nothing the probe read changed value, but the state it read from is gone: the new value
    // has a registrar of its own.
    store.send(.reset)

    #expect(probe.fired)
  }

  @Test func aChildStoreNotifiesOnlyItsOwnReaders() {
    let store = self.makeStore()
    let childStore = store.scope(state: \.child, action: \.child)
    let childProbe = ObservationProbe { _ = childStore.count }
    let parentProbe = ObservationProbe { _ = store.count }

    childStore.send(.incrementButtonTapped)

    #expect(childProbe.fired)
    #expect(!parentProbe.fired)
    #expect(childStore.count == 1)
  }

  @Test func aParentChangeDoesNotNotifyTheChildsReaders() {
    let store = self.makeStore()
    let childStore = store.scope(state: \.child, action: \.child)
    let childProbe = ObservationProbe { _ = childStore.count }

    store.send(.incrementButtonTapped)

    #expect(!childProbe.fired)
  }

  @Test func replacingTheChildNotifiesTheChildsReaders() {
    let store = self.makeStore()
    let childStore = store.scope(state: \.child, action: \.child)
    let childProbe = ObservationProbe { _ = childStore.count }

    // Same count, another value.
    store.send(.childReplaced)

    #expect(childProbe.fired)
  }

  @Test func scopingTwiceGivesTheSameStore() {
    let store = self.makeStore()

    #expect(
      store.scope(state: \.child, action: \.child) === store.scope(state: \.child, action: \.child)
    )
  }

  @Test func aThousandUnrelatedReadersDoNotFire() {
    let store = self.makeStore()
    let probes = (0..<1_000).map { _ in ObservationProbe { _ = store.title } }
    let countProbe = ObservationProbe { _ = store.count }

    store.send(.incrementButtonTapped)

    #expect(countProbe.fired)
    #expect(probes.allSatisfy { !$0.fired })
  }

  @Test func stateThatIsNotObservableStillHasObserve() {
    struct Plain: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    let store = Store(initialState: Plain.State()) { Plain() }
    var seen: [Int] = []
    let token = store.observe(\.count) { seen.append($0) }

    store.send(.increment)

    #expect(seen == [0, 1])
    token.cancel()
  }
}
