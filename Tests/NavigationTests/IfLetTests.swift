import Navigation
import Testing

/// `ifLet(\.$destination, action: \.destination)` with a `Destination` enum reducer written
/// without macros.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct IfLetTests {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
      var isPresentedInEffect: Bool?
      var isPresentedInReducer: Bool?
      var ticks = 0
    }

    @CasePathable
    enum Action: Equatable {
      case closeButtonTapped
      case incrementButtonTapped
      case isPresentedButtonTapped
      case isPresentedResponse(Bool)
      case sleepFinished
      case startButtonTapped
      case timerTicked
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    enum CancelID { case timer }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await dismiss() }

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .isPresentedButtonTapped:
          state.isPresentedInReducer = isPresented
          return .run { send in await send(.isPresentedResponse(isPresented)) }

        case .isPresentedResponse(let isPresented):
          state.isPresentedInEffect = isPresented
          return .none

        case .sleepFinished:
          return .none

        // Two long-living effects: a timer and a sleep, so that "every effect is cancelled" is
        // checked on more than one.
        case .startButtonTapped:
          return .merge(
            .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
            }
            .cancellable(id: CancelID.timer),
            .run { send in
              try await clock.sleep(for: .seconds(10))
              await send(.sleepFinished)
            }
          )

        case .timerTicked:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  struct Destination: Reducer {
    @CasePathable
    enum State: Equatable {
      case addItem(Child.State)
      case alert(AlertState<Alert>)
    }

    @CasePathable
    enum Action: Equatable {
      case addItem(Child.Action)
      case alert(Alert)
    }

    enum Alert: Equatable {
      case confirmDeletion
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.addItem, action: \.addItem) {
        Child()
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
      var childCountSeenByParent: Int?
      var destinationSeenOnDismiss: Destination.State?
      var isPresentedInParent: Bool?
      var itemCount = 1
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped(id: Int)
      case closeButtonTapped
      case deleteButtonTapped
      case destination(PresentationAction<Destination.Action>)
      case isPresentedButtonTapped
      case resetChildButtonTapped
    }

    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce(self.core)
        .ifLet(\.$destination, action: \.destination) {
          Destination()
        }
    }

    static let ifLetLine: UInt = #line - 5

    func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .addButtonTapped(let id):
        state.destination = .addItem(Child.State(id: id))
        return .none

      case .closeButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(IfLetTests.deleteAlert)
        return .none

      case .destination(.presented(.addItem(.incrementButtonTapped))):
        state.childCountSeenByParent = state.destination?[case: \.addItem]?.count
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        state.itemCount = 0
        return .none

      case .destination(.dismiss):
        state.destinationSeenOnDismiss = state.destination
        return .none

      case .destination:
        return .none

      case .isPresentedButtonTapped:
        state.isPresentedInParent = isPresented
        return .none

      // The same child (same id) with its state reset: not a new child.
      case .resetChildButtonTapped:
        guard case .addItem(let child) = state.destination else { return .none }
        state.destination = .addItem(Child.State(id: child.id))
        return .none
      }
    }
  }

  nonisolated static let deleteAlert = AlertState<Destination.Alert> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  }

  // MARK: Order

  @Test func childRunsBeforeParent() async {
    let store = TestStore(initialState: Parent.State(destination: .addItem(Child.State(id: 1)))) {
      Parent()
    }
    await store.send(.destination(.presented(.addItem(.incrementButtonTapped)))) {
      $0.destination?.modify(\.addItem) { $0.count = 1 }
      $0.childCountSeenByParent = 1
    }
  }

  @Test func dismissLetsParentSeeTheChildThenClearsIt() async {
    let child = Child.State(id: 1, count: 3)
    let store = TestStore(initialState: Parent.State(destination: .addItem(child))) {
      Parent()
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.destinationSeenOnDismiss = .addItem(child)
    }
  }

  @Test func caseKeyPathNamesAPresentedChildAction() async {
    let store = TestStore(initialState: Parent.State(destination: .addItem(Child.State(id: 1)))) {
      Parent()
    }
    await store.send(.destination(.presented(.addItem(.isPresentedButtonTapped)))) {
      $0.destination?.modify(\.addItem) { $0.isPresentedInReducer = true }
    }
    await store.receive(\.destination.presented.addItem.isPresentedResponse) {
      $0.destination?.modify(\.addItem) { $0.isPresentedInEffect = true }
    }
  }

  // MARK: Cancellation

  @Test func parentSettingNilCancelsEveryChildEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await clock.advance(by: .seconds(1))
      await store.receive(\.destination.presented.addItem.timerTicked) {
        $0.destination?.modify(\.addItem) { $0.ticks = 1 }
      }
      await store.send(.closeButtonTapped) {
        $0.destination = nil
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func sendingDismissCancelsEveryChildEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
        $0.destinationSeenOnDismiss = .addItem(Child.State(id: 1))
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func childDismissingItselfCancelsEveryChildEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.destination(.presented(.addItem(.closeButtonTapped))))
      await store.receive(\.destination.dismiss) {
        $0.destination = nil
        $0.destinationSeenOnDismiss = .addItem(Child.State(id: 1))
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func replacingTheChildByAnotherCaseCancelsEveryChildEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(Self.deleteAlert)
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func replacingTheChildByOneWithAnotherIDCancelsEveryChildEffect() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.addButtonTapped(id: 2)) {
        $0.destination = .addItem(Child.State(id: 2))
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func changingTheChildKeepingItsIDKeepsItsEffects() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.destination(.presented(.addItem(.incrementButtonTapped)))) {
        $0.destination?.modify(\.addItem) { $0.count = 1 }
        $0.childCountSeenByParent = 1
      }
      await store.send(.resetChildButtonTapped) {
        $0.destination?.modify(\.addItem) { $0.count = 0 }
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.destination.presented.addItem.timerTicked) {
        $0.destination?.modify(\.addItem) { $0.ticks = 1 }
      }
      await store.send(.closeButtonTapped) {
        $0.destination = nil
      }
      await clock.advance(by: .seconds(20))
    }
  }

  @Test func childEffectsOfOneChildDoNotOutliveItWhenAnotherIsPresented() async {
    await withSharedMainSerialExecutor {
      let clock = TestClock()
      let store = await self.storeWithRunningChild(clock: clock)
      await store.send(.addButtonTapped(id: 2)) {
        $0.destination = .addItem(Child.State(id: 2))
      }
      await store.send(.destination(.presented(.addItem(.startButtonTapped))))
      await clock.advance(by: .seconds(1))
      // Only the new child ticks.
      await store.receive(\.destination.presented.addItem.timerTicked) {
        $0.destination?.modify(\.addItem) { $0.ticks = 1 }
      }
      await store.send(.closeButtonTapped) {
        $0.destination = nil
      }
      await clock.advance(by: .seconds(20))
    }
  }

  // MARK: Issues

  @Test func actionForAnAbsentChildReportsTheIfLet() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.destination(.presented(.addItem(.incrementButtonTapped))))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "NavigationTests/IfLetTests.swift:\#(Parent.ifLetLine)""#)
        && issue.description.contains(
          "received a presentation action when destination state was absent")
        && issue.sourceLocation?.fileName == "IfLetTests.swift"
        && issue.sourceLocation?.line == Int(Parent.ifLetLine)
    }
  }

  @Test func dismissForAnAbsentChildReportsTheIfLet() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.destination(.dismiss))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "NavigationTests/IfLetTests.swift:\#(Parent.ifLetLine)""#)
        && issue.sourceLocation?.line == Int(Parent.ifLetLine)
    }
  }

  // MARK: Dependencies

  @Test func childIsPresented() async {
    let store = TestStore(initialState: Parent.State(destination: .addItem(Child.State(id: 1)))) {
      Parent()
    }
    await store.send(.isPresentedButtonTapped) {
      $0.isPresentedInParent = false
    }
    await store.send(.destination(.presented(.addItem(.isPresentedButtonTapped)))) {
      $0.destination?.modify(\.addItem) { $0.isPresentedInReducer = true }
    }
    await store.receive(\.destination.presented.addItem.isPresentedResponse, true) {
      $0.destination?.modify(\.addItem) { $0.isPresentedInEffect = true }
    }
  }

  // MARK: End of test

  @Test func childStillPresentedAtTheEndIsNotARunningEffect() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.addButtonTapped(id: 1)) {
      $0.destination = .addItem(Child.State(id: 1))
    }
    await store.send(.destination(.presented(.addItem(.incrementButtonTapped)))) {
      $0.destination?.modify(\.addItem) { $0.count = 1 }
      $0.childCountSeenByParent = 1
    }
  }

  /// A store presenting child 1, which has started its timer and its sleep.
  private func storeWithRunningChild(
    clock: TestClock<Duration>
  ) async -> TestStore<Parent.State, Parent.Action> {
    let store = TestStore(initialState: Parent.State(destination: .addItem(Child.State(id: 1)))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.destination(.presented(.addItem(.startButtonTapped))))
    return store
  }
}

/// `ifLet(\.child, action: \.child)` on a plain optional.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct IfLetOptionalTests {
  struct Child: Reducer {
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

        case .sleepFinished:
          state.count += 100
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Child.State?
      var countSeenByParent: Int?
    }

    @CasePathable
    enum Action: Equatable {
      case child(Child.Action)
      case closeButtonTapped
      case openButtonTapped(id: Int)
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce(self.core)
        .ifLet(\.child, action: \.child) {
          Child()
        }
    }

    static let ifLetLine: UInt = #line - 5

    func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .child(.incrementButtonTapped):
        state.countSeenByParent = state.child?.count
        return .none

      case .child:
        return .none

      case .closeButtonTapped:
        state.child = nil
        return .none

      case .openButtonTapped(let id):
        state.child = Child.State(id: id)
        return .none

      // The same child (same id) with its state reset: not a new child.
      case .resetButtonTapped:
        state.child = state.child.map { Child.State(id: $0.id) }
        return .none
      }
    }
  }

  @Test func childRunsBeforeParent() async {
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 1))) { Parent() }
    await store.send(.child(.incrementButtonTapped)) {
      $0.child?.count = 1
      $0.countSeenByParent = 1
    }
  }

  @Test func settingNilCancelsTheChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.sleepButtonTapped))
    await store.send(.closeButtonTapped) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func replacingTheChildByOneWithAnotherIDCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.sleepButtonTapped))
    await store.send(.openButtonTapped(id: 2)) {
      $0.child = Child.State(id: 2)
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func changingTheChildKeepingItsIDKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 1, count: 5))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.sleepButtonTapped))
    await store.send(.resetButtonTapped) {
      $0.child?.count = 0
    }
    await clock.advance(by: .seconds(10))
    await store.receive(\.child.sleepFinished) {
      $0.child?.count = 100
    }
  }

  @Test func childActionWhileNilReportsTheIfLet() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.child(.incrementButtonTapped))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "NavigationTests/IfLetTests.swift:\#(Parent.ifLetLine)""#
      )
        && issue.description.contains(#"received a child action when child state was "nil""#)
        && issue.sourceLocation?.line == Int(Parent.ifLetLine)
    }
  }
}
