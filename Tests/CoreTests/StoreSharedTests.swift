import Core
import Foundation
import Testing

/// Features that declare one shared key see each other's changes, through a store and a test
/// store alike.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreSharedTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      @Shared(.inMemory("total")) var total = 0
      var taps = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.taps += 1
          state.$total.withLock { $0 += 1 }
          return .none
        }
      }
    }
  }

  @Reducer
  struct Summary {
    @ObservableState
    struct State: Equatable {
      @SharedReader(.inMemory("total")) var total = 0
    }

    enum Action: Equatable {}

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var first = Counter.State()
      var second = Counter.State()
      var summary = Summary.State()
    }

    enum Action: Equatable {
      case first(Counter.Action)
      case second(Counter.Action)
      case summary(Summary.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: \.first) { Counter() }
      Scope(state: \.second, action: \.second) { Counter() }
      Scope(state: \.summary, action: \.summary) { Summary() }
    }
  }

  @Test func twoFeaturesSeeEachOthersChanges() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.first(.incrementButtonTapped)) {
      $0.first.taps = 1
      $0.first.$total.withLock { $0 = 1 }
    }
    #expect(store.state.second.total == 1)
    #expect(store.state.summary.total == 1)
    await store.send(.second(.incrementButtonTapped)) {
      $0.second.taps = 1
      // One value: asserting it through any feature asserts it for all.
      $0.second.total = 2
    }
    #expect(store.state.first.total == 2)
  }

  @Test func anObserverOfOneFeatureHearsAnotherFeaturesChange() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = store.summary.total
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.first(.incrementButtonTapped))
    #expect(changes.value == 1)
    #expect(store.summary.total == 1)
  }

  @Reducer
  struct Favorites {
    @ObservableState
    struct State: Equatable {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
    }

    enum Action: Equatable {
      case addButtonTapped(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped(let number):
          state.$favorites.withLock { $0.append(number) }
          return .none
        }
      }
    }
  }

  @Test func aFileStorageChangeIsAssertedAndWrittenToTheTestsFiles() async throws {
    let files = InMemoryFiles()
    let storage = FileStorage.inMemory(files)
    let store = TestStore(initialState: Favorites.State()) {
      Favorites()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }
    await store.send(.addButtonTapped(7)) {
      $0.favorites = [7]
    }
    try await storage.flush()
    let data = try #require(files[URL(fileURLWithPath: "/in-memory/favorites.json")])
    #expect(try JSONDecoder().decode([Int].self, from: data) == [7])
  }
}
