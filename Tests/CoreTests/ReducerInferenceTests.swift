import Core
import Testing

/// `@Reducer` on a struct whose `body` fixes its types, and on a generic struct.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReducerInferenceTests {
  @Reducer
  struct Counter {
    enum Action { case increment }
    var body: some Reducer<Int, Action> {
      Reduce { state, action in
        state += 1
        return .none
      }
    }
  }

  @Reducer
  struct Favoriting<ID: Hashable & Sendable> {
    @ObservableState
    struct State: Equatable {
      var ids: Set<ID> = []
    }
    @CasePathable
    enum Action: Equatable {
      case toggle(ID)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .toggle(let id):
          if state.ids.remove(id) == nil { state.ids.insert(id) }
          return .none
        }
      }
    }
  }

  @Test func aBodyOverIntMakesTheStateInt() async {
    let store = TestStore(initialState: 0) { Counter() }
    await store.send(.increment) { $0 = 1 }
  }

  @Test func aGenericReducerCompilesAndRuns() async {
    let store = TestStore(initialState: Favoriting<String>.State()) { Favoriting<String>() }
    await store.send(.toggle("a")) { $0.ids = ["a"] }
    await store.send(.toggle("a")) { $0.ids = [] }
  }
}
