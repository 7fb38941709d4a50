import Core
import Testing

/// `onChange(of:)`: a reaction to a change of a value of the state, after the reducer that made
/// it, with the value from before.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct OnChangeTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var changes: [String] = []
      var unrelated = 0
    }

    enum Action: Equatable {
      case queryChanged(String)
      case unrelatedTapped
      case searched
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
          state.results = ["stale"]
          return .none
        case .unrelatedTapped:
          state.unrelated += 1
          return .none
        case .searched:
          state.results = ["fresh"]
          return .none
        }
      }
      .onChange(of: \.query) { oldQuery, state in
        state.changes.append("\(oldQuery)→\(state.query)")
        state.results = []
        return .send(.searched)
      }
      .onChange(of: \.results.count) { oldCount, newCount in
        Reduce { state, _ in
          state.changes.append("\(oldCount) results→\(newCount)")
          return .none
        }
      }
    }
  }

  @Test func aChangeRunsTheReactionWithTheValueFromBefore() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
      $0.changes = ["→swift"]
    }
    await store.receive(.searched) {
      $0.results = ["fresh"]
      $0.changes = ["→swift", "0 results→1"]
    }
  }

  @Test func noChangeNoReaction() async {
    let store = TestStore(initialState: Search.State(query: "swift")) { Search() }
    await store.send(.unrelatedTapped) { $0.unrelated = 1 }
    await store.send(.queryChanged("swift")) {
      // The query is the same: the results the reducer set stay, and only their count reacts.
      $0.results = ["stale"]
      $0.changes = ["0 results→1"]
    }
  }
}
