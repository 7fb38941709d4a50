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

  @Test func nthPrimeTappedAgainCancelsTheFirstComputation() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Prime.State(number: 3)) {
      Prime()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in
        // Each call answers differently, so that a late answer from the first one shows.
        let call = calls.withValue {
          $0 += 1
          return $0
        }
        try await clock.sleep(for: .seconds(1))
        return call == 1 ? 1_111 : 5
      }
    }

    await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.nthPrimeButtonTapped)
    // The first computation would answer here; it was cancelled and answers nothing.
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.nthPrimeResponse.success, 5) {
      $0.isLoading = false
      $0.alert = AlertState { TextState("The 3rd prime is 5.") }
    }
    #expect(calls.value == 2)
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
