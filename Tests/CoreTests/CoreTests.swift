import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct SmokeTests {
  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case tap, response(Int) }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          state.count += 1
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response(42))
          }
        case .response(let value):
          state.count = value
          return .none
        }
      }
    }
  }

  @Test func happyPath() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.tap) { $0.count = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(\.response) { $0.count = 42 }
    }
  }

  @Test func failurePath() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      await withKnownIssue {
        await store.send(.tap) { $0.count = 2 }
      } matching: { issue in
        print(issue.description)
        return issue.description.contains("A state change does not match expectation")
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.response(42)) { $0.count = 42 }
    }
  }

  @Test func unfinishedEffect() async {
    await withMainSerialExecutor {
      await withKnownIssue {
        let clock = TestClock()
        let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.tap) { $0.count = 1 }
      } matching: { issue in
        print(issue.description)
        return issue.description.contains("still running")
      }
    }
  }
}
