import Navigation
import Testing

/// A feature written with `@Reducer`, `@ObservableState` and `@Presents`, driven through an
/// exhaustive `TestStore` like any other.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ShelfTests {
  @Test func presentedTallyCountsAndIsSavedWhenItClosesItself() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.tallyButtonTapped) {
      $0.destination = .tally(Tally.State())
    }
    await store.send(.destination(.presented(.tally(.incrementButtonTapped)))) {
      $0.destination?.modify(\.tally) { $0.count = 1 }
    }
    await store.send(.destination(.presented(.tally(.closeButtonTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
      $0.totals = [1]
    }
  }

  @Test func alertClearsTheTotalsAndDismissesItself() async {
    let store = TestStore(initialState: Shelf.State(totals: [1, 2])) { Shelf() }
    await store.send(.clearButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Clear?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        }
      )
    }
    await store.send(.destination(.presented(.alert(.confirmClear)))) {
      $0.destination = nil
      $0.totals = []
    }
  }

  @Test func pushedTallyRunsOnTheStackAndPopsItself() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.pushButtonTapped) {
      $0.path.append(.tally(Tally.State()))
    }
    await store.send(.path(.element(id: 0, action: .tally(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.tally]?.count = 1
    }
    await store.send(.path(.element(id: 0, action: .tally(.closeButtonTapped))))
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }
}
