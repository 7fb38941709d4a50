import Core
import Testing

/// TCA 1.25's spellings without the `state:` label: `Scope(\.child, action: \.child)` and
/// `store.scope(\.child, action: \.child)`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ScopeUnlabelledTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    @CasePathable
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

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var optionalCounter: Counter.State?
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case optionalCounter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(\.counter, action: \.counter) {
        Counter()
      }
    }
  }

  @Test func anUnlabelledScopeRunsTheChildOnItsField() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
    }
  }

  @Test func anUnlabelledStoreScopeIsTheLabelledOne() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(\.counter, action: \.counter)
    #expect(child === store.scope(state: \.counter, action: \.counter))
    child.send(.incrementButtonTapped)
    #expect(store.state.counter.count == 1)
    #expect(store.scope(\.optionalCounter, action: \.optionalCounter) == nil)
  }
}
