import Navigation
import Testing

/// A feature written with `@Reducer`, `@ObservableState` and `@Presents`, driven through an
/// exhaustive `TestStore` like any other.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ShelfTests {
  /// The alert `clearButtonTapped` presents.
  static let clearAlert = AlertState<Shelf.Destination.Alert> {
    TextState("Clear?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
  }

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
      $0.destination = .alert(Self.clearAlert)
    }
    await store.send(.destination(.presented(.alert(.confirmClear)))) {
      $0.destination = nil
      $0.totals = []
    }
  }

  @Test func anActionForAnotherCaseOfTheEnumReportsAnIssueAndChangesNothing() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.clearButtonTapped) {
      $0.destination = .alert(Self.clearAlert)
    }
    await withKnownIssue {
      // No state closure: the alert stays as it was.
      await store.send(.destination(.presented(.tally(.incrementButtonTapped))))
    } matching: { issue in
      // `#fileID` names the module and the file, not the folder.
      issue.description.contains(#"A "@Reducer enum" at "NavigationTests/Shelf.swift:8""#)
        && issue.description.contains(
          "received a child action when child state was set to a different case"
        )
        && issue.description.contains(
          "Action: Shelf.Destination.Action.tally(.incrementButtonTapped)")
        && issue.description.contains("State: Shelf.Destination.State.alert(")
        && issue.sourceLocation?.fileName == "Shelf.swift" && issue.sourceLocation?.line == 8
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
