import Navigation
import Testing

/// A child's effects stop when its state goes away, whichever reducer of the parent's body
/// removed it: presentation, optional, enum case, stack element and identified element alike.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RemovedChildEffectsTests {
  /// Starts an effect that runs until cancelled.
  struct Sleeper: Reducer {
    struct State: Equatable {}

    enum Action: Equatable {
      case startButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { _ in try await Task.never() }
      }
    }
  }

  struct Host: Reducer {
    struct State: Equatable {
      @PresentationState var sheet: Sleeper.State?
      var optional: Sleeper.State?
      var path = StackState<Sleeper.State>()

      static let full = State(
        sheet: Sleeper.State(),
        optional: Sleeper.State(),
        path: StackState([Sleeper.State()])
      )

      mutating func removeChildren() {
        self.sheet = nil
        self.optional = nil
        self.path.removeAll()
      }
    }

    @CasePathable
    enum Action: Equatable {
      case optional(Sleeper.Action)
      case path(StackActionOf<Sleeper>)
      case pingButtonTapped
      case removeFirstButtonTapped
      case removeLastButtonTapped
      case sheet(PresentationAction<Sleeper.Action>)
    }

    var body: some ReducerOf<Self> {
      // Composed before the navigation reducers.
      Reduce { state, action in
        if case .removeFirstButtonTapped = action { state.removeChildren() }
        return .none
      }
      EmptyReducer()
        .ifLet(\.$sheet, action: \.sheet) { Sleeper() }
        .ifLet(\.optional, action: \.optional) { Sleeper() }
        .forEach(\.path, action: \.path) { Sleeper() }
      // Composed after them.
      Reduce { state, action in
        if case .removeLastButtonTapped = action { state.removeChildren() }
        return .none
      }
    }
  }

  /// A feature whose state is an enum: the child runs in one case.
  struct Switcher: Reducer {
    @CasePathable
    enum State: Equatable {
      case idle
      case sleeper(Sleeper.State)
    }

    @CasePathable
    enum Action: Equatable {
      case pingButtonTapped
      case sleeper(Sleeper.Action)
      case stopFirstButtonTapped
      case stopLastButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .stopFirstButtonTapped = action { state = .idle }
        return .none
      }
      EmptyReducer()
        .ifCaseLet(\.sleeper, action: \.sleeper) { Sleeper() }
      Reduce { state, action in
        if case .stopLastButtonTapped = action { state = .idle }
        return .none
      }
    }
  }

  /// A feature with an identified array of children.
  struct Rows: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
    }

    @CasePathable
    enum Action: Equatable {
      case pingButtonTapped
      case removeFirstButtonTapped
      case removeLastButtonTapped
      case rows(IdentifiedActionOf<Row>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .removeFirstButtonTapped = action { state.rows.removeAll() }
        return .none
      }
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Row() }
      Reduce { state, action in
        if case .removeLastButtonTapped = action { state.rows.removeAll() }
        return .none
      }
    }
  }

  /// ``Sleeper`` with an id, as an element of an identified array.
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
    }

    enum Action: Equatable {
      case startButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { _ in try await Task.never() }
      }
    }
  }

  func startEveryChild(_ store: TestStoreOf<Host>) async {
    await store.send(.sheet(.presented(.startButtonTapped)))
    await store.send(.optional(.startButtonTapped))
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
  }

  @Test func removalByAReducerComposedBeforeCancelsAtOnce() async {
    let store = TestStore(initialState: Host.State.full) { Host() }
    await self.startEveryChild(store)
    await store.send(.removeFirstButtonTapped) { $0.removeChildren() }
    // Every child's effect was cancelled: nothing is left running.
    await store.finish()
  }

  @Test func removalByAReducerComposedAfterCancelsAtTheNextAction() async {
    let store = TestStore(initialState: Host.State.full) { Host() }
    await self.startEveryChild(store)
    await store.send(.removeLastButtonTapped) { $0.removeChildren() }
    await store.send(.pingButtonTapped)
    await store.finish()
  }

  // A store's reducers cancel in its own registry, even when its action comes from another
  // store's effect (whose task carries that other store's registry).
  @Test func removalSeenAtAnActionSentFromAnotherStoresEffectCancels() async throws {
    let host = Store(initialState: Host.State(path: StackState([Sleeper.State()]))) { Host() }
    host.send(.path(.element(id: 0, action: .startButtonTapped)))
    host.send(.removeLastButtonTapped)
    #expect(host.runningEffectCount == 1)

    let relay = Store(initialState: 0) {
      Reduce<Int, Bool> { _, _ in
        .run { _ in await host.send(.pingButtonTapped) }
      }
    }
    relay.send(true)
    // No deadline of its own: a busy machine may take long, and the suite's time limit ends a
    // hang.
    while host.runningEffectCount > 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(host.runningEffectCount == 0)
  }

  @Test func enumCaseLeftByAReducerComposedBeforeCancelsAtOnce() async {
    let store = TestStore(initialState: Switcher.State.sleeper(Sleeper.State())) { Switcher() }
    await store.send(.sleeper(.startButtonTapped))
    await store.send(.stopFirstButtonTapped) { $0 = .idle }
    await store.finish()
  }

  @Test func enumCaseLeftByAReducerComposedAfterCancelsAtTheNextAction() async {
    let store = TestStore(initialState: Switcher.State.sleeper(Sleeper.State())) { Switcher() }
    await store.send(.sleeper(.startButtonTapped))
    await store.send(.stopLastButtonTapped) { $0 = .idle }
    await store.send(.pingButtonTapped)
    await store.finish()
  }

  @Test func identifiedElementRemovedByAReducerComposedBeforeCancelsAtOnce() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(.rows(.element(id: 1, action: .startButtonTapped)))
    await store.send(.removeFirstButtonTapped) { $0.rows = [] }
    await store.finish()
  }

  // All five navigation reducers share one child lifecycle; before it, `forEach` on an
  // identified array saw only the elements removed around its own run, and this effect ran on.
  @Test func identifiedElementRemovedByAReducerComposedAfterCancelsAtTheNextAction() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(.rows(.element(id: 1, action: .startButtonTapped)))
    await store.send(.removeLastButtonTapped) { $0.rows = [] }
    await store.send(.pingButtonTapped)
    await store.finish()
  }
}
