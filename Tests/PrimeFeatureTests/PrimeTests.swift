import Foundation
import Navigation
import PrimeFeature
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PrimeTests {
  @Test func nthPrimeShowsThePrimeInAnAlert() async {
    let requested = LockIsolated<[Int]>([])
    let store = TestStore(initialState: Prime.State(number: 7)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { n in
        requested.withValue { $0.append(n) }
        return 17
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.receive(\.nthPrimeResponse.success, 17) {
      $0.isLoading = false
      $0.alert = AlertState { TextState("The 7th prime is 17.") }
    }
    #expect(requested.value == [7])
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (22, "22nd"), (23, "23rd"), (111, "111th"), (1_001, "1001st"),
  ])
  func nthPrimeAlertNamesTheOrdinal(number: Int, ordinal: String) async {
    let store = TestStore(initialState: Prime.State(number: number)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in 2 }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.receive(\.nthPrimeResponse.success, 2) {
      $0.isLoading = false
      $0.alert = AlertState { TextState("The \(ordinal) prime is 2.") }
    }
  }

  @Test func nthPrimeFailureShowsTheErrorInTheAlert() async {
    let store = TestStore(initialState: Prime.State(number: 0)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { n in throw PrimeError.notPositive(n) }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.receive(\.nthPrimeResponse.failure) {
      $0.isLoading = false
      $0.alert = AlertState {
        TextState("Could not compute the 0th prime.")
      } message: {
        TextState("Primes are counted from 1; 0 has no prime.")
      }
    }
  }

  @Test func nthPrimeWhileComputingSaysSoAndKeepsTheLookup() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Prime.State(number: 3)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in
        calls.withValue { $0 += 1 }
        try await clock.sleep(for: .seconds(1))
        return 5
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    // Starting over would throw away the work done: the lookup goes on, and the screen says so.
    await store.send(.nthPrimeButtonTapped) {
      $0.notice = "Already computing the 3rd prime; 'cancel' stops it."
    }
    await clock.advance(by: .milliseconds(500))
    // The answer is not the user's command: the notice stays (under the alert) until the next one.
    await store.receive(\.nthPrimeResponse.success, 5) {
      $0.isLoading = false
      $0.alert = AlertState { TextState("The 3rd prime is 5.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
      $0.notice = nil
    }
    #expect(calls.value == 1)
  }

  @Test func nthPrimeShowsTheProgressTheClientReports() async {
    let store = TestStore(initialState: Prime.State(number: 1_000)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _, progress in
        for percent in [25, 50, 99] { await progress(percent) }
        return 7_919
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.receive(\.nthPrimeProgress, 25) { $0.progress = 25 }
    await store.receive(\.nthPrimeProgress, 50) { $0.progress = 50 }
    await store.receive(\.nthPrimeProgress, 99) { $0.progress = 99 }
    await store.receive(\.nthPrimeResponse.success, 7_919) {
      $0.isLoading = false
      $0.progress = nil
      $0.alert = AlertState { TextState("The 1000th prime is 7919.") }
    }
  }

  @Test func progressKeepsANoticeOnScreen() async {
    let clock = TestClock()
    let store = TestStore(initialState: Prime.State(number: 4)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _, progress in
        try await clock.sleep(for: .seconds(1))
        await progress(50)
        try await clock.sleep(for: .seconds(1))
        return 7
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.send(.favoriteButtonTapped) {
      $0.notice = "4 is not prime; only primes can be favorites."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.nthPrimeProgress, 50) { $0.progress = 50 }
    await clock.advance(by: .seconds(1))
    // The answer keeps it too: only the user's next command clears a notice.
    await store.receive(\.nthPrimeResponse.success, 7) {
      $0.isLoading = false
      $0.progress = nil
      $0.alert = AlertState { TextState("The 4th prime is 7.") }
    }
  }

  @Test func aFailedLookupKeepsANoticeOnScreen() async {
    struct Failure: Error {}
    let clock = TestClock()
    let store = TestStore(initialState: Prime.State(number: 4)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in
        try await clock.sleep(for: .seconds(1))
        throw Failure()
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await store.send(.nthPrimeButtonTapped) {
      $0.notice = "Already computing the 4th prime; 'cancel' stops it."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.nthPrimeResponse.failure) {
      $0.isLoading = false
      $0.alert = AlertState {
        TextState("Could not compute the 4th prime.")
      } message: {
        TextState(String(describing: Failure()))
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
      $0.notice = nil
    }
  }

  @Test func onlyTheLookupsProgressAndAnswerAreSentByAnEffect() {
    #expect(Prime.isSentByEffect(.nthPrimeProgress(50)))
    #expect(Prime.isSentByEffect(.nthPrimeResponse(.success(7))))
    #expect(!Prime.isSentByEffect(.nthPrimeButtonTapped))
    #expect(!Prime.isSentByEffect(.cancelButtonTapped))
    #expect(!Prime.isSentByEffect(.favoriteButtonTapped))
    #expect(!Prime.isSentByEffect(.alert(.dismiss)))
  }

  @Test func cancelStopsTheLookupAndSaysSo() async {
    let clock = TestClock()
    let store = TestStore(initialState: Prime.State(number: 1_000_000)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _, progress in
        for percent in 1...100 {
          try await clock.sleep(for: .seconds(1))
          await progress(percent)
        }
        return 15_485_863
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.nthPrimeProgress, 1) { $0.progress = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.nthPrimeProgress, 2) { $0.progress = 2 }
    await store.send(.cancelButtonTapped) {
      $0.isLoading = false
      $0.progress = nil
      $0.notice = "Cancelled."
    }
    // No more progress and no answer: an exhaustive store fails on any action it did not
    // receive.
    await clock.advance(by: .seconds(200))
    // The screen stays, and a new lookup starts afresh.
    await store.send(.nthPrimeButtonTapped) {
      $0.isLoading = true
      $0.notice = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.nthPrimeProgress, 1) { $0.progress = 1 }
    await store.send(.cancelButtonTapped) {
      $0.isLoading = false
      $0.progress = nil
      $0.notice = "Cancelled."
    }
  }

  @Test func progressAfterTheLookupEndedIsIgnored() async {
    let store = TestStore(initialState: Prime.State(number: 7, notice: "Cancelled.")) { Prime() }

    // A report racing the cancellation changes nothing, and leaves the notice.
    await store.send(.nthPrimeProgress(50))
  }

  @Test func cancelWithoutALookupSaysThereIsNothingToCancel() async {
    let store = TestStore(initialState: Prime.State(number: 7)) { Prime() }

    await store.send(.cancelButtonTapped) {
      $0.notice = "Nothing to cancel: no lookup is running."
    }
  }

  @Test func nthPrimeWithoutAnOverriddenClientFailsTheTest() async {
    let store = TestStore(initialState: Prime.State(number: 2)) { Prime() }

    await withKnownIssue {
      await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
      await store.receive(\.nthPrimeResponse.failure) {
        $0.isLoading = false
        $0.alert = AlertState {
          TextState("Could not compute the 2nd prime.")
        } message: {
          TextState(String(describing: UnimplementedFailure(description: "PrimeClient.nthPrime")))
        }
      }
    } matching: { issue in
      issue.description.contains("PrimeClient.nthPrime")
    }
  }

  @Test func alertDismissClearsTheAlert() async {
    let store = TestStore(
      initialState: Prime.State(number: 5, alert: AlertState { TextState("The 5th prime is 11.") })
    ) {
      Prime()
    }

    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func favoriteButtonSavesThenRemovesTheFavorite() async {
    let store = TestStore(initialState: Prime.State(number: 13)) { Prime() }

    await store.send(.favoriteButtonTapped) { $0.$favoritePrimes.withLock { $0 = [13] } }
    #expect(store.state.isFavorite)
    await store.send(.favoriteButtonTapped) { $0.$favoritePrimes.withLock { $0 = [] } }
    #expect(!store.state.isFavorite)
  }

  @Test func aNumberThatIsNotPrimeCannotBeAFavorite() async {
    let store = TestStore(initialState: Prime.State(number: 22)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in 79 }
    }

    await store.send(.favoriteButtonTapped) {
      $0.notice = "22 is not prime; only primes can be favorites."
    }
    #expect(!store.state.isFavorite)
    // The next command clears the notice.
    await store.send(.nthPrimeButtonTapped) {
      $0.isLoading = true
      $0.notice = nil
    }
    await store.receive(\.nthPrimeResponse.success, 79) {
      $0.isLoading = false
      $0.alert = AlertState { TextState("The 22nd prime is 79.") }
    }
  }

  @Test func favoritesStaySortedAndUnique() async {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [2, 11] }
    let store = TestStore(initialState: Prime.State(number: 7)) { Prime() }

    await store.send(.favoriteButtonTapped) { $0.favoritePrimes = [2, 7, 11] }
    await store.send(.favoriteButtonTapped) { $0.favoritePrimes = [2, 11] }
    #expect(favorites == [2, 11])
  }

  @Test func favoriteButtonOnAFavoriteRemovesIt() async {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [4] }
    let store = TestStore(initialState: Prime.State(number: 4)) { Prime() }
    #expect(store.state.isFavorite)

    await store.send(.favoriteButtonTapped) { $0.favoritePrimes = [] }
  }

  @Test func favoriteChangedElsewhereShows() async {
    let store = TestStore(initialState: Prime.State(number: 7)) { Prime() }
    let other = Prime.State(number: 7)

    // Another screen of 7 (another store) saves it: this one shows it at once.
    other.$favoritePrimes.withLock { $0 = [7] }
    #expect(store.state.isFavorite)
    other.$favoritePrimes.withLock { $0 = [] }
    #expect(!store.state.isFavorite)
  }

  @Test func favoritesAreSavedToTheFavoritesFile() async throws {
    let files = InMemoryFiles()
    let storage = FileStorage.inMemory(files)
    let store = TestStore(initialState: Prime.State(number: 5)) {
      Prime()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }

    await store.send(.favoriteButtonTapped) { $0.favoritePrimes = [5] }
    try await storage.flush()
    let data = try #require(files[storage.directory.appendingPathComponent("favorite-primes.json")])
    #expect(try JSONDecoder().decode([Int].self, from: data) == [5])
  }

  @Test(arguments: [
    (0, false), (1, false), (2, true), (3, true), (4, false), (17, true), (25, false),
    (97, true), (7919, true), (-7, false), (49, false), (7921, false),
  ])
  func isPrimeTellsPrimesFromComposites(number: Int, isPrime: Bool) {
    #expect(Prime.isPrime(number) == isPrime)
    #expect(Prime.State(number: number).isPrime == isPrime)
  }
}
