import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreSharedTests {
  @Reducer
  struct Favorites {
    @ObservableState
    struct State: Equatable {
      @Shared(.inMemory("favorites")) var favorites: [Int] = []
      var responses = 0
    }

    enum Action: Equatable {
      case addButtonTapped(Int)
      case addLaterButtonTapped(Int)
      case addTwiceLaterButtonTapped
      case added
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped(let number):
          state.$favorites.withLock { $0.append(number) }
          return .none

        case .addLaterButtonTapped(let number):
          return .run { [favorites = state.$favorites] send in
            favorites.withLock { $0.append(number) }
            await send(.added)
          }

        case .addTwiceLaterButtonTapped:
          return .run { [favorites = state.$favorites] send in
            favorites.withLock { $0.append(1) }
            await send(.added)
            favorites.withLock { $0.append(2) }
            await send(.added)
          }

        case .added:
          state.responses += 1
          return .none
        }
      }
    }
  }

  @Test func sharedChangeIsAssertedWithLock() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addButtonTapped(7)) {
      $0.$favorites.withLock { $0 = [7] }
    }
    await store.send(.addButtonTapped(11)) {
      $0.$favorites.withLock { $0.append(11) }
    }
    #expect(store.state.favorites == [7, 11])
  }

  @Test func sharedChangeIsAssertedThroughTheProperty() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addButtonTapped(7)) {
      $0.favorites = [7]
    }
  }

  @Test func unassertedSharedChangeFailsWithADiff() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await withKnownIssue {
      await store.send(.addButtonTapped(7))
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("favorites: [Int](")
        && issue.description.contains("+     7\n")
        && issue.description.contains("(Expected: −, Actual: +)")
    }
    // The next step starts from the actual value.
    await store.send(.addButtonTapped(11)) {
      $0.favorites = [7, 11]
    }
  }

  @Test func wrongSharedAssertionFailsWithADiff() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await withKnownIssue {
      await store.send(.addButtonTapped(7)) {
        $0.favorites = [8]
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−     8\n")
        && issue.description.contains("+     7\n")
    }
  }

  @Test func closureThatLeavesTheSharedValueAsItWasIsReported() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await withKnownIssue {
      await store.send(.addButtonTapped(7)) {
        $0.favorites = []
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("+     7\n")
    }
  }

  @Test func effectChangeBelongsToTheActionTheEffectSends() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addLaterButtonTapped(7))
    await store.receive(.added) {
      $0.favorites = [7]
      $0.responses = 1
    }
  }

  @Test func eachReceivedActionAssertsTheSharedValueAsItWasThen() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addTwiceLaterButtonTapped)
    await store.receive(.added) {
      $0.favorites = [1]
      $0.responses = 1
    }
    await store.receive(.added) {
      $0.favorites = [1, 2]
      $0.responses = 2
    }
  }

  @Test func unassertedEffectChangeFailsAtTheReceive() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addLaterButtonTapped(7))
    await withKnownIssue {
      await store.receive(.added) {
        $0.responses = 1
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("+     7\n")
    }
  }

  @Test func nonExhaustiveStoreSkipsUnassertedSharedChanges() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    store.exhaustivity = .off
    await store.send(.addButtonTapped(7))
    await store.send(.addLaterButtonTapped(11))
    await store.skipReceivedActions()
    store.assert {
      $0.favorites = [7, 11]
    }
    withKnownIssue {
      store.assert {
        $0.favorites = [7]
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func nonExhaustiveStoreShowsSkippedSharedChanges() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.addButtonTapped(7))
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("A state change was not asserted")
        && issue.description.contains("+     7\n")
    }
  }

  @Test func skippedReceivedActionsMoveTheSharedBaseline() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.addTwiceLaterButtonTapped)
    await store.skipReceivedActions()
    await store.send(.addButtonTapped(3)) {
      $0.favorites = [1, 2, 3]
    }
  }
}
