import Core
import Testing

/// `@BindingState` (TCA's spelling from before `@ObservableState`): binding actions through
/// `\.$property`, matching on them, and their case paths.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct BindingStateTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      @BindingState var filter = Filter()
      var log: [String] = []

      struct Filter: Equatable, Sendable {
        var text = ""
      }
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(.set(\.$filter, State.Filter(text: "reset"))):
          state.filter = State.Filter()
          state.log.append("reset")
          return .none
        case .binding(\.$filter):
          state.log.append("filter: \(state.filter.text)")
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @Test func aBindingActionSetsTheProperty() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.binding(.set(\.$filter, Search.State.Filter(text: "swift")))) {
      $0.filter.text = "swift"
      $0.log = ["filter: swift"]
    }
    // The exact value matches the first case, which clears the filter.
    await store.send(.set(\.$filter, Search.State.Filter(text: "reset"))) {
      $0.filter = Search.State.Filter()
      $0.log = ["filter: swift", "reset"]
    }
  }

  @Test func actionsAreEqualWhenTheySetThePropertyToEqualValues() {
    #expect(BindingAction<Counter>.set(\.$count, 1) == BindingAction<Counter>.set(\.$count, 1))
    #expect(BindingAction<Counter>.set(\.$count, 1) != BindingAction<Counter>.set(\.$count, 2))
  }

  struct Counter {
    @BindingState var count = 0
    @BindingState var step = 1
  }

  @CasePathable
  enum CounterAction {
    case binding(BindingAction<Counter>)
  }

  @Test func aCasePathReadsTheValueOfItsProperty() {
    let action = CounterAction.binding(.set(\.$count, 42))
    #expect(action[case: \.binding.$count] == 42)
    #expect(action[case: \.binding.$step] == nil)
  }
}
