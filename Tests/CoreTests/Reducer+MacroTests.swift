import Core
import Testing

/// What `@Reducer` on a struct gives a feature, at run time.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReducerMacroFeatureTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        }
      }
    }
  }

  /// Enum state, scoped per case with case key paths the macro made available.
  @Reducer
  struct Tabs {
    enum State: Equatable {
      case counter(Counter.State)
      case settings
    }

    enum Action: Equatable {
      case counter(Counter.Action)
      case settingsTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .counter:
          return .none
        case .settingsTapped:
          state = .settings
          return .none
        }
      }
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
    }
  }

  /// A leaf written with `reduce(into:action:)`: the macro adds no `body`.
  @Reducer
  struct Toggle {
    struct State: Equatable {
      var isOn = false
    }

    enum Action {
      case toggled
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOn.toggle()
      return .none
    }
  }

  @Reducer
  struct Placeholder {}

  @Test func structFeatureRunsThroughATestStore() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
  }

  @Test func enumStateHasCasePathsAndDynamicMemberLookup() async {
    let state = Tabs.State.counter(Counter.State(count: 2))
    #expect(state.counter?.count == 2)
    #expect(state.is(\.counter))
    #expect(Tabs.Action.counter(.incrementButtonTapped)[case: \.counter] == .incrementButtonTapped)

    let store = TestStore(initialState: state) { Tabs() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.modify(\.counter) { $0.count = 3 }
    }
    await store.send(.settingsTapped) {
      $0 = .settings
    }
  }

  @Test func leafReducerKeepsItsOwnReduce() async {
    let store = TestStore(initialState: Toggle.State()) { Toggle() }
    await store.send(.toggled) {
      $0.isOn = true
    }
  }

  @Test func emptyStructIsAReducerOfEmptyStateAndNoActions() {
    let reducer: any Reducer<Placeholder.State, Placeholder.Action> = Placeholder()
    #expect(reducer is Placeholder)
    #expect(Placeholder.State() == Placeholder.State())
  }
}
