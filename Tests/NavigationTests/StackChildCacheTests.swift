import Foundation
import Navigation
import Testing

// A stack reducer keeps the element it ran last, bound with its dependencies, and binds it again
// for the next action to the same element. These tests hold that to what binding anew gives.

@Reducer
struct Stamper {
  @ObservableState
  struct State: Equatable {
    var stamp = ""
    var isPresented = false
    var ticks = 0
  }

  enum Action: Equatable {
    case stampButtonTapped
    case startButtonTapped
    case ticked
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.isPresented) var isPresented
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stampButtonTapped:
        state.stamp = self.uuid().uuidString
        state.isPresented = self.isPresented
        return .none

      case .startButtonTapped:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.ticked) }
        }

      case .ticked:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
struct StampStack {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Stamper.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<Stamper>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) {
        Stamper()
      }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StackChildCacheTests {
  @Test func aDependencyOverriddenBetweenTwoActionsOfOneElementIsTheOneTheSecondSees() async {
    let store = TestStore(
      initialState: StampStack.State(path: StackState([Stamper.State(), Stamper.State()]))
    ) {
      StampStack()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.path(.element(id: 0, action: .stampButtonTapped))) {
      $0.path[id: 0]?.stamp = "00000000-0000-0000-0000-000000000001"
      $0.path[id: 0]?.isPresented = true
    }
    store.dependencies.uuid = .constant(UUID(2))
    await store.send(.path(.element(id: 0, action: .stampButtonTapped))) {
      $0.path[id: 0]?.stamp = "00000000-0000-0000-0000-000000000002"
    }
    await store.send(.path(.element(id: 1, action: .stampButtonTapped))) {
      $0.path[id: 1]?.stamp = "00000000-0000-0000-0000-000000000002"
      $0.path[id: 1]?.isPresented = true
    }
  }

  @Test func actionsAlternatingBetweenElementsCancelWithTheElementTheyBelongTo() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: StampStack.State(path: StackState([Stamper.State(), Stamper.State()]))
    ) {
      StampStack()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // 0, 1, then 0 and 0 again: the cache holds each element in turn, and then keeps one.
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.path(.element(id: 1, action: .startButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].ticked) { $0.path[id: 0]?.ticks = 1 }
    await store.receive(\.path[id: 1].ticked) { $0.path[id: 1]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].ticked) { $0.path[id: 0]?.ticks = 2 }
    await store.send(.path(.element(id: 0, action: .ticked))) { $0.path[id: 0]?.ticks = 3 }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func anEffectStartedByTheElementRunLastIsCancelledWhenItIsPopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: StampStack.State(path: StackState([Stamper.State()]))) {
      StampStack()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The second action runs the element the first one bound, and starts the effect.
    await store.send(.path(.element(id: 0, action: .ticked))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].ticked) { $0.path[id: 0]?.ticks = 2 }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(5))
  }
}
