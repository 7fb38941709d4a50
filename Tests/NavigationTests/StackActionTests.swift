import Navigation
import Testing

/// How `forEach(\.path, action: \.path)` handles each `StackAction`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StackActionTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case delegate(Delegate)
      case incrementButtonTapped
      case showNextButtonTapped
      case showNextLaterButtonTapped
      case sleepFinished
      case sleepButtonTapped

      @CasePathable
      enum Delegate: Equatable {
        case showNext
      }
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .delegate:
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .showNextButtonTapped:
          return .send(.delegate(.showNext))

        case .showNextLaterButtonTapped:
          return .run { send in await send(.delegate(.showNext)) }

        case .sleepFinished:
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(10))
            await send(.sleepFinished)
          }
        }
      }
    }
  }

  struct Path: Reducer {
    @CasePathable
    enum State: Equatable {
      case counter(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var path = StackState<Path.State>()
      var countSeenByParent: Int?
      var depthSeenByParent: Int?
      var poppedElementSeenByParent: Path.State?
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce(self.core)
        .forEach(\.path, action: \.path) {
          Path()
        }
    }

    static let forEachLine: UInt = #line - 5

    func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .addButtonTapped:
        state.path.append(.counter(Counter.State()))
        return .none

      case .path(.element(id: let id, action: .counter(.incrementButtonTapped))):
        state.countSeenByParent = state.path[id: id, case: \.counter]?.count
        return .none

      case .path(.element(id: _, action: .counter(.delegate(.showNext)))):
        state.path.append(.counter(Counter.State()))
        return .none

      case .path(.element):
        return .none

      case .path(.popFrom(id: let id)):
        state.poppedElementSeenByParent = state.path[id: id]
        state.depthSeenByParent = state.path.count
        return .none

      case .path(.push):
        state.depthSeenByParent = state.path.count
        return .none
      }
    }
  }

  /// A stack of plain numbers whose actions are numbers too.
  struct Numbers: Reducer {
    struct State: Equatable {
      var path = StackState<Int>()
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Int, Int>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) {
          Reduce { state, action in
            state += action
            return .none
          }
        }
    }
  }

  // MARK: element
  // MARK: element

  @Test func elementActionRunsTheElementThenTheParent() async {
    let store = TestStore(initialState: Root.State(path: StackState([.counter(Counter.State())]))) {
      Root()
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func caseKeyPathNamesAnElementAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State(path: StackState([.counter(Counter.State())]))) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .counter(.sleepButtonTapped))))
    await clock.advance(by: .seconds(10))
    await store.receive(\.path[id: 0].counter.sleepFinished)
  }

  @Test func actionForAMissingElementReportsTheForEach() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .counter(.incrementButtonTapped))))
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "NavigationTests/StackActionTests.swift:\#(Root.forEachLine)""#
      )
        && issue.description.contains("received an action for an element that does not exist")
        && issue.description.contains("ID: #3")
        && issue.sourceLocation?.line == Int(Root.forEachLine)
    }
  }

  // MARK: push

  @Test func pushAppendsThenRunsTheParent() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.path(.push(id: 0, state: .counter(Counter.State(count: 5))))) {
      $0.path.append(.counter(Counter.State(count: 5)))
      $0.depthSeenByParent = 1
    }
    await store.send(.path(.push(id: 1, state: .counter(Counter.State())))) {
      $0.path.append(.counter(Counter.State()))
      $0.depthSeenByParent = 2
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func pushOfAnExistingIDReportsAnIssue() async {
    let store = TestStore(initialState: Root.State(path: StackState([.counter(Counter.State())]))) {
      Root()
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .counter(Counter.State(count: 9))))) {
        $0.depthSeenByParent = 1
      }
    } matching: { issue in
      issue.description.contains(#"received a "push" action for an element it already contains"#)
    }
  }

  @Test func pushOfAnIDAheadOfTheGeneratorReportsAnIssue() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.path(.push(id: 1, state: .counter(Counter.State())))) {
        $0.path[id: 1] = .counter(Counter.State())
        $0.depthSeenByParent = 1
      }
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "NavigationTests/StackActionTests.swift:\#(Root.forEachLine)""#
      )
        && issue.description.contains("received a \"push\" action whose id is ahead")
        && issue.description.contains("Received ID: #1")
        && issue.description.contains("Expected ID: #0")
    }
  }

  @Test func pushOfAnIDTheGeneratorAlreadyGaveIsAccepted() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    // Ids below the next one (taken by a stack built earlier) are not ahead: no issue.
    let id = store.dependencies.stackElementID.next()
    await store.send(.path(.push(id: id, state: .counter(Counter.State())))) {
      $0.path[id: id] = .counter(Counter.State())
      $0.depthSeenByParent = 1
    }
  }

  @Test func actionOfANonEnumElementPrintsItsValue() async {
    let store = TestStore(initialState: Numbers.State()) { Numbers() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: 1)))
    } matching: { issue in
      issue.description.contains("received an action for an element that does not exist")
        && issue.description.contains("Action: 1\n")
    }
  }

  // MARK: popFrom
  // MARK: popFrom

  @Test func popFromRunsTheParentThenPopsTheElementAndEverythingAbove() async {
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .counter(Counter.State(count: 0)),
          .counter(Counter.State(count: 1)),
          .counter(Counter.State(count: 2)),
        ])
      )
    ) {
      Root()
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.poppedElementSeenByParent = .counter(Counter.State(count: 1))
      $0.depthSeenByParent = 3
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func popFromCancelsTheEffectsOfEveryPoppedElement() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State()), .counter(Counter.State())])
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .counter(.sleepButtonTapped))))
    await store.send(.path(.element(id: 1, action: .counter(.sleepButtonTapped))))
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.poppedElementSeenByParent = .counter(Counter.State())
      $0.depthSeenByParent = 2
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func popFromOfAMissingIDReportsAnIssue() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 4))) {
        $0.depthSeenByParent = 0
      }
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "NavigationTests/StackActionTests.swift:\#(Root.forEachLine)""#
      )
        && issue.description.contains(
          #"received a "popFrom" action for an element that does not exist"#
        )
        && issue.description.contains("ID: #4")
    }
  }

  // MARK: Ids in assertions

  @Test func appendInASendAssertionGetsTheIDTheReducerGot() async {
    let store = TestStore(initialState: Root.State(path: StackState([.counter(Counter.State())]))) {
      Root()
    }
    await store.send(.addButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.addButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func appendInAReceiveAssertionGetsTheIDTheReducerGot() async {
    let store = TestStore(initialState: Root.State(path: StackState([.counter(Counter.State())]))) {
      Root()
    }
    await store.send(.path(.element(id: 0, action: .counter(.showNextLaterButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showNext) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 1, action: .counter(.showNextLaterButtonTapped))))
    await store.receive(\.path[id: 1].counter.delegate.showNext) {
      $0.path.append(.counter(Counter.State()))
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func appendInAssertionsOfSynchronouslyReceivedActionsGetsTheIDTheReducerGot() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.addButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.showNextButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showNext) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(.addButtonTapped) {
      $0.path.append(.counter(Counter.State()))
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }
}
