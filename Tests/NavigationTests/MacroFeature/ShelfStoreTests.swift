import Navigation
import Testing

/// The stores a view of `Shelf` reads: a presented feature through an optional scope and
/// `store.case`, the stack through a collection of element stores; each test shows which sends
/// notify which reader under `withObservationTracking`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ShelfStoreTests {
  func makeStore() -> StoreOf<Shelf> {
    Store(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
  }

  // MARK: Presentation

  @Test func anOptionalScopeIsNilUntilPresentedThenTheSameStore() {
    let store = self.makeStore()
    #expect(store.scope(state: \.destination?.tally, action: \.destination.tally) == nil)

    store.send(.tallyButtonTapped)
    let tallyStore = store.scope(state: \.destination?.tally, action: \.destination.tally)

    #expect(tallyStore?.count == 0)
    #expect(tallyStore === store.scope(state: \.destination?.tally, action: \.destination.tally))
  }

  @Test func aPresentedStoreSendsToThePresentedFeature() throws {
    let store = self.makeStore()
    store.send(.tallyButtonTapped)
    let tallyStore = try #require(
      store.scope(state: \.destination?.tally, action: \.destination.tally))

    tallyStore.send(.incrementButtonTapped)

    #expect(tallyStore.count == 1)
    #expect(store.destination == .tally(Tally.State(count: 1)))
  }

  @Test func presentingNotifiesTheReaderOfTheOptionalScope() {
    let store = self.makeStore()
    let probe = ObservationProbe {
      _ = store.scope(state: \.destination?.tally, action: \.destination.tally)
    }

    store.send(.tallyButtonTapped)

    #expect(probe.fired)
  }

  @Test func aChangeInsideThePresentedFeatureNotifiesOnlyItsReaders() throws {
    let store = self.makeStore()
    store.send(.tallyButtonTapped)
    let tallyStore = try #require(
      store.scope(state: \.destination?.tally, action: \.destination.tally))
    let tallyProbe = ObservationProbe { _ = tallyStore.count }
    let shelfProbe = ObservationProbe {
      _ = store.scope(state: \.destination?.tally, action: \.destination.tally)
      _ = store.totals
    }

    tallyStore.send(.incrementButtonTapped)

    #expect(tallyProbe.fired)
    #expect(!shelfProbe.fired)
  }

  @Test func aDismissedStoreKeepsItsLastStateAndTheScopeBecomesNil() throws {
    let store = self.makeStore()
    store.send(.tallyButtonTapped)
    let tallyStore = try #require(
      store.scope(state: \.destination?.tally, action: \.destination.tally))
    tallyStore.send(.incrementButtonTapped)

    store.send(.destination(.dismiss))

    #expect(store.scope(state: \.destination?.tally, action: \.destination.tally) == nil)
    #expect(tallyStore.count == 1)
    #expect(store.totals == [1])
  }

  @Test func caseGivesAStoreForTheFeatureOrTheAlert() throws {
    let store = self.makeStore()
    store.send(.tallyButtonTapped)
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    guard case .tally(let tallyStore) = destination.case else {
      Issue.record("Expected the tally case, got \(destination.case)")
      return
    }
    tallyStore.send(.incrementButtonTapped)
    #expect(tallyStore.count == 1)

    store.send(.destination(.dismiss))
    store.send(.clearButtonTapped)
    let alertDestination = try #require(store.scope(state: \.destination, action: \.destination))
    guard case .alert(let alertStore) = alertDestination.case else {
      Issue.record("Expected the alert case, got \(alertDestination.case)")
      return
    }
    #expect(alertStore.state.title == TextState("Clear?"))

    alertStore.send(.confirmClear)

    #expect(store.totals == [])
    #expect(store.destination == nil)
  }

  // MARK: Stack

  @Test func thePathScopesToAStorePerElementWithItsID() {
    let store = self.makeStore()
    store.send(.pushButtonTapped)
    store.send(.pushButtonTapped)

    let path = store.scope(state: \.path, action: \.path)

    #expect(path.ids == [0, 1])
    #expect(path.count == 2)
    guard case .tally(let secondStore) = path[1].case else {
      Issue.record("Expected a tally")
      return
    }
    secondStore.send(.incrementButtonTapped)
    #expect(store.path[id: 1] == .tally(Tally.State(count: 1)))
    #expect(store.path[id: 0] == .tally(Tally.State(count: 0)))
    #expect(path[1] === store.scope(state: \.path, action: \.path)[id: 1])
  }

  @Test func aChangeInsideAnElementDoesNotNotifyTheReaderOfThePath() {
    let store = self.makeStore()
    store.send(.pushButtonTapped)
    let path = store.scope(state: \.path, action: \.path)
    let pathProbe = ObservationProbe {
      _ = store.scope(state: \.path, action: \.path).ids
    }
    let elementProbe = ObservationProbe {
      if case .tally(let tallyStore) = path[0].case { _ = tallyStore.count }
    }

    store.send(.path(.element(id: 0, action: .tally(.incrementButtonTapped))))

    #expect(elementProbe.fired)
    #expect(!pathProbe.fired)
  }

  @Test func pushingAndPoppingNotifyTheReaderOfThePath() {
    let store = self.makeStore()
    let pushProbe = ObservationProbe { _ = store.scope(state: \.path, action: \.path).ids }
    store.send(.pushButtonTapped)
    #expect(pushProbe.fired)

    let popProbe = ObservationProbe { _ = store.scope(state: \.path, action: \.path).ids }
    store.send(.path(.popFrom(id: 0)))
    #expect(popProbe.fired)
    #expect(store.scope(state: \.path, action: \.path).isEmpty)
  }

  @Test func aPoppedElementsStoreIsForgottenAndANewOneMade() {
    let store = self.makeStore()
    store.send(.pushButtonTapped)
    let first = store.scope(state: \.path, action: \.path)[0]
    store.send(.path(.popFrom(id: 0)))
    _ = store.scope(state: \.path, action: \.path)
    store.send(.pushButtonTapped)

    let second = store.scope(state: \.path, action: \.path)[0]

    #expect(first !== second)
    #expect(store.scope(state: \.path, action: \.path).ids == [1])
  }
}

extension ShelfStoreTests {
  // MARK: TCA 1.25's unlabelled spellings

  @Test func unlabelledScopesAreTheLabelledOnes() {
    let store = self.makeStore()
    #expect(store.scope(\.destination, action: \.destination) == nil)
    store.send(.tallyButtonTapped)
    #expect(
      store.scope(\.destination, action: \.destination)
        === store.scope(state: \.destination, action: \.destination))
    #expect(
      store.scope(\.path, action: \.path).ids == store.scope(state: \.path, action: \.path).ids)
  }
}
