import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreReceiveTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var isSearching = false
      var log: [String] = []
    }

    @CasePathable
    enum Action: Equatable {
      case searchButtonTapped
      case searchResponse(Result<[String], SearchError>)
      case chainButtonTapped
      case first
      case second
      case third
      case echoButtonTapped(Int)
      case echoed(Int)
    }

    struct SearchError: Error, Equatable {}

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .searchButtonTapped:
          state.isSearching = true
          return .run { [query = state.query] send in
            try await clock.sleep(for: .milliseconds(100))
            await send(
              .searchResponse(query.isEmpty ? .failure(SearchError()) : .success([query + "!"]))
            )
          }

        case .searchResponse(.success(let results)):
          state.isSearching = false
          state.results = results
          return .none

        case .searchResponse(.failure):
          state.isSearching = false
          state.results = []
          return .none

        case .chainButtonTapped:
          return .concatenate(
            .send(.first),
            .run { send in
              await send(.second)
              await send(.third)
            }
          )

        case .first:
          state.log.append("first")
          return .none

        case .second:
          state.log.append("second")
          return .none

        case .third:
          state.log.append("third")
          return .none

        case .echoButtonTapped(let value):
          return .run { send in await send(.echoed(value)) }

        case .echoed(let value):
          state.log.append("echoed \(value)")
          return .none
        }
      }
    }
  }

  @Test func receiveExactAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(query: "swift")) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.searchResponse(.success(["swift!"]))) {
      $0.isSearching = false
      $0.results = ["swift!"]
    }
  }

  @Test func receiveCaseKeyPath() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(query: "swift")) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.searchResponse.success) {
      $0.isSearching = false
      $0.results = ["swift!"]
    }
  }

  @Test func receiveCaseKeyPathOfTheFailureCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.searchResponse.failure) { $0.isSearching = false }
  }

  @Test func receiveCaseKeyPathWithValue() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(query: "swift")) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.searchResponse.success, ["swift!"]) {
      $0.isSearching = false
      $0.results = ["swift!"]
    }
  }

  @Test func receivePredicate() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.echoButtonTapped(41))
    await store.receive({ action in
      guard case .echoed(let value) = action else { return false }
      return value > 40
    }) {
      $0.log = ["echoed 41"]
    }
  }

  @Test func receivedActionsArriveInOrder() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.chainButtonTapped)
    await store.receive(.first) { $0.log = ["first"] }
    await store.receive(\.second) { $0.log = ["first", "second"] }
    await store.receive({ $0 == .third }) { $0.log = ["first", "second", "third"] }
  }

  @Test func synchronousSendEffectIsReceivedWithoutWaiting() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    store.timeout = .zero
    await store.send(.chainButtonTapped)
    // `.send(.first)` is processed before `send` returns.
    await store.receive(.first, timeout: .zero) { $0.log = ["first"] }
    await store.skipReceivedActions(strict: false)
    await store.finish(timeout: .seconds(10))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.log == ["first", "second", "third"])
  }

  @Test func receiveWaitsUpToItsTimeoutForTheAction() async {
    let store = TestStore(initialState: Search.State(query: "a")) {
      Search()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.timeout = .milliseconds(1)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.receive(\.searchResponse, timeout: .seconds(10)) {
      $0.isSearching = false
      $0.results = ["a!"]
    }
  }

  @Test func receiveWithValueWaitsUpToItsTimeoutForTheAction() async {
    let store = TestStore(initialState: Search.State(query: "a")) {
      Search()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.timeout = .milliseconds(1)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.receive(\.searchResponse.success, ["a!"], timeout: .seconds(10)) {
      $0.isSearching = false
      $0.results = ["a!"]
    }
  }

  @Test func receivePredicateWaitsUpToItsTimeoutForTheAction() async {
    let store = TestStore(initialState: Search.State(query: "a")) {
      Search()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.timeout = .milliseconds(1)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.receive({ _ in true }, timeout: .seconds(10)) {
      $0.isSearching = false
      $0.results = ["a!"]
    }
  }

  @Test func receiveAfterTheEffectEndedStillFindsTheAction() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    // The task's `finish`, not the store's: the store's reports the action received before it.
    await store.send(.echoButtonTapped(1)).finish()
    await store.receive(.echoed(1)) { $0.log = ["echoed 1"] }
  }
}
