import Core
import Testing

/// TCA's `TestStore` spellings: the state inferred from the reducer, and `withExhaustivity`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreSurfaceTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var log: [String] = []
    }
    enum Action: Equatable {
      case tapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        state.log.append("tap")
        return .none
      }
    }
  }

  @Test func theInitialStateIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Feature() }
    await store.send(.tapped) {
      $0.count = 1
      $0.log = ["tap"]
    }
  }

  @Test func withExhaustivityOffChecksOnlyWhatIsAssertedThenRestores() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.withExhaustivity(.off) {
      await store.send(.tapped) { $0.count = 1 }
    }
    #expect(store.exhaustivity == .on)
    await withKnownIssue {
      await store.send(.tapped) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("log")
    }
  }
}
