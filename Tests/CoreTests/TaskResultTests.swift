import Core
import Testing

/// `TaskResult`: TCA's result type for action payloads, with equality of `Equatable` errors and
/// case key paths through `success` and `failure`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TaskResultTests {
  enum FactError: Error, Equatable {
    case offline
    case notFound
  }

  struct Opaque: Error {}

  struct Fact: Reducer {
    struct State: Equatable {
      var fact: String?
      var failed = false
    }

    @CasePathable
    enum Action: Equatable {
      case factButtonTapped(fails: Bool)
      case factResponse(TaskResult<String>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .factButtonTapped(let fails):
          return .run { send in
            await send(
              .factResponse(
                TaskResult {
                  if fails { throw FactError.offline }
                  return "42 is the answer"
                }))
          }
        case .factResponse(.success(let fact)):
          state.fact = fact
          return .none
        case .factResponse(.failure):
          state.failed = true
          return .none
        }
      }
    }
  }

  @Test func aSuccessAndAFailureAreReceivedAsValues() async {
    let store = TestStore(initialState: Fact.State()) { Fact() }
    await store.send(.factButtonTapped(fails: false))
    await store.receive(.factResponse(.success("42 is the answer"))) {
      $0.fact = "42 is the answer"
    }
    await store.send(.factButtonTapped(fails: true))
    await store.receive(.factResponse(.failure(FactError.offline))) {
      $0.failed = true
    }
  }

  @Test func caseKeyPathsReachSuccessAndFailure() async {
    let store = TestStore(initialState: Fact.State()) { Fact() }
    await store.send(.factButtonTapped(fails: false))
    await store.receive(\.factResponse.success, "42 is the answer") {
      $0.fact = "42 is the answer"
    }
    await store.send(.factButtonTapped(fails: true))
    await store.receive(\.factResponse.failure) {
      $0.failed = true
    }
  }

  @Test func failuresAreEqualOnlyForEqualErrorsOfOneEquatableType() {
    #expect(TaskResult<Int>.failure(FactError.offline) == .failure(FactError.offline))
    #expect(TaskResult<Int>.failure(FactError.offline) != .failure(FactError.notFound))
    #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    #expect(TaskResult<Int>.success(1) != .failure(FactError.offline))
    #expect(TaskResult<Int>.success(1) == .success(1))
  }

  @Test func valueMapFlatMapAndResultRoundTrip() throws {
    let success = TaskResult<Int>.success(2)
    #expect(try success.map { $0 * 10 }.value == 20)
    #expect(success.flatMap { TaskResult<String>.success("\($0)") } == .success("2"))
    let failure = TaskResult<Int>(Result<Int, FactError>.failure(.notFound))
    #expect(throws: FactError.notFound) { try failure.value }
    guard case .success(let value) = Result(success) else {
      Issue.record("Expected a success")
      return
    }
    #expect(value == 2)
    #expect(Set([TaskResult<Int>.success(1), .success(1), .failure(FactError.offline)]).count == 2)
  }
}
