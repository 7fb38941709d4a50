import Navigation
import Testing

/// `forEach(\.rows, action: \.rows)` over an `IdentifiedArray`, with `IdentifiedAction`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct IdentifiedForEachTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case incrementButtonTapped
      case sleepButtonTapped
      case sleepFinished
    }

    @Dependency(\.continuousClock) var clock

    enum CancelID { case sleep }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(10))
            await send(.sleepFinished)
          }
          .cancellable(id: CancelID.sleep, cancelInFlight: true)

        case .sleepFinished:
          state.count += 100
          return .none
        }
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var countSeenByParent: Int?
    }

    @CasePathable
    enum Action: Equatable {
      case removeButtonTapped(id: Int)
      case rows(IdentifiedActionOf<Row>)
    }

    var body: some ReducerOf<Self> {
      Reduce(self.core)
        .forEach(\.rows, action: \.rows) {
          Row()
        }
    }

    static let forEachLine: UInt = #line - 5

    func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .removeButtonTapped(let id):
        state.rows.remove(id: id)
        return .none

      case .rows(.element(id: let id, action: .incrementButtonTapped)):
        state.countSeenByParent = state.rows[id: id]?.count
        return .none

      case .rows:
        return .none
      }
    }
  }

  private static let twoRows = List.State(rows: [Row.State(id: 10), Row.State(id: 20)])

  @Test func elementActionRunsTheElementThenTheParent() async {
    let store = TestStore(initialState: Self.twoRows) { List() }
    await store.send(.rows(.element(id: 20, action: .incrementButtonTapped))) {
      $0.rows[id: 20]?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func elementEffectsAreKeptApartByID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.twoRows) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The same cancel id with `cancelInFlight: true` in two rows: neither cancels the other.
    await store.send(.rows(.element(id: 10, action: .sleepButtonTapped)))
    await store.send(.rows(.element(id: 20, action: .sleepButtonTapped)))
    await clock.advance(by: .seconds(10))
    await store.receive(\.rows[id: 10].sleepFinished) {
      $0.rows[id: 10]?.count = 100
    }
    await store.receive(\.rows[id: 20].sleepFinished) {
      $0.rows[id: 20]?.count = 100
    }
  }

  @Test func removingAnElementCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.twoRows) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 10, action: .sleepButtonTapped)))
    await store.send(.rows(.element(id: 20, action: .sleepButtonTapped)))
    await store.send(.removeButtonTapped(id: 10)) {
      $0.rows.remove(id: 10)
    }
    await clock.advance(by: .seconds(10))
    await store.receive(\.rows[id: 20].sleepFinished) {
      $0.rows[id: 20]?.count = 100
    }
  }

  @Test func actionForAMissingElementReportsTheForEach() async {
    let store = TestStore(initialState: Self.twoRows) { List() }
    await withKnownIssue {
      await store.send(.rows(.element(id: 30, action: .incrementButtonTapped)))
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "NavigationTests/IdentifiedForEachTests.swift:\#(List.forEachLine)""#
      )
        && issue.description.contains("received an action for an element that does not exist")
        && issue.description.contains("ID: 30")
        && issue.sourceLocation?.line == Int(List.forEachLine)
    }
  }
}
