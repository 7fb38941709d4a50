import Navigation
import Testing

/// A presented child and a stack element that dismiss themselves: their timers stop with them.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DismissTeardownTests {
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case startTimer, tick, closeButtonTapped }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    enum CancelID { case timer }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startTimer:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.timer)
        case .tick:
          state.count += 1
          return .none
        case .closeButtonTapped:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var child: Child.State?
      var path = StackState<Child.State>()
    }
    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
      case path(StackAction<Child.State, Child.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$child, action: \.child) { Child() }
        .forEach(\.path, action: \.path) { Child() }
    }
  }

  @Test func childDismissesItselfAndItsTimerStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Child.State())) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.presented.tick) { $0.child?.count = 1 }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func poppedElementTimerStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path.append(Child.State())
    }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(\.path.popFrom) { $0.path = StackState() }
    await clock.advance(by: .seconds(5))
  }
}
