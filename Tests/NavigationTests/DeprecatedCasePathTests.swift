import Navigation
import Testing

/// TCA's spellings from before case key paths (`action: /Action.child`): the same navigation
/// as with case key paths, cancellation of a removed child's effects included.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DeprecatedCasePathTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case increment
      case startTimer
      case tick
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment, .tick:
          state.count += 1
          return .none
        case .startTimer:
          return .run { send in
            while true {
              try await self.clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var child: Counter.State?
      var optional: Counter.State?
      var path = StackState<Counter.State>()
      var rows: IdentifiedArrayOf<Counter.State> = []
      var mode = Mode.off
    }

    @CasePathable
    enum Mode: Equatable {
      case off
      case on(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Counter.Action>)
      case optional(Counter.Action)
      case path(StackAction<Counter.State, Counter.Action>)
      case row(Int, Counter.Action)
      case mode(ModeAction)
      case present
      case removeOptional
    }

    @CasePathable
    enum ModeAction: Equatable {
      case on(Counter.Action)
      case scoped(Counter.Action)
      case turnOff
    }

    var body: some ReducerOf<Self> {
      Reduce(
        legacy.navigation(
          Reduce { state, action in
            switch action {
            case .present:
              state.child = Counter.State(id: 1)
              return .none
            case .removeOptional:
              state.optional = nil
              return .none
            case .child, .optional, .path, .row, .mode:
              return .none
            }
          }))
      Scope(state: \.mode, action: \.mode) {
        Reduce(legacy.mode())
      }
    }
  }

  @Test func aPresentedChildRunsAndItsEffectsEndWhenDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.child = Counter.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.count = 1 }
    await store.send(.child(.dismiss)) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func anOptionalChildsEffectsEndWhenItIsRemoved() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(optional: Counter.State(id: 2))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.optional(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.optional(.tick)) { $0.optional?.count = 1 }
    await store.send(.removeOptional) { $0.optional = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func stackElementsAndRowsRunTheirReducers() async {
    var path = StackState<Counter.State>()
    path.append(Counter.State(id: 3))
    let store = TestStore(
      initialState: Parent.State(path: path, rows: [Counter.State(id: 4)])
    ) {
      Parent()
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(.row(4, .increment)) { $0.rows[id: 4]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func anEnumCaseChildRunsThroughIfCaseLetAndScope() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(mode: .on(Counter.State(id: 5)))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.mode(.scoped(.increment))) { $0.mode = .on(Counter.State(id: 5, count: 1)) }
    await store.send(.mode(.on(.increment))) { $0.mode = .on(Counter.State(id: 5, count: 2)) }
    await store.send(.mode(.on(.startTimer)))
    await store.send(.mode(.turnOff)) { $0.mode = .off }
    await clock.advance(by: .seconds(5))
  }

  @Test func caseSubscriptsReadAndWriteOneCase() {
    var presented = PresentationState(wrappedValue: Parent.Mode.on(Counter.State(id: 8)))
    legacy.modifyPresented(&presented)
    #expect(presented.wrappedValue == .on(Counter.State(id: 8, count: 1)))

    var stack = StackState<Parent.Mode>([.on(Counter.State(id: 9)), .off])
    legacy.modifyElement(&stack, id: 0)
    #expect(Array(stack) == [.on(Counter.State(id: 9, count: 1)), .off])

    withKnownIssue {
      legacy.modifyElement(&stack, id: 1)
    } matching: { issue in
      issue.description.contains("Can't modify unrelated case")
    }
    #expect(Array(stack) == [.on(Counter.State(id: 9, count: 1)), .off])
  }
}

// The deprecated spellings are called through a protocol from deprecated witnesses, so that the
// test target builds without deprecation warnings.
private protocol LegacySpellings: Sendable {
  typealias Parent = DeprecatedCasePathTests.Parent
  func navigation(
    _ base: Reduce<Parent.State, Parent.Action>
  ) -> Reduce<Parent.State, Parent.Action>
  func mode() -> Reduce<Parent.Mode, Parent.ModeAction>
  func modifyPresented(_ presented: inout PresentationState<Parent.Mode>)
  func modifyElement(_ stack: inout StackState<Parent.Mode>, id: StackElementID)
}

private struct Legacy: LegacySpellings {
  typealias Counter = DeprecatedCasePathTests.Counter

  @available(*, deprecated)
  func navigation(
    _ base: Reduce<Parent.State, Parent.Action>
  ) -> Reduce<Parent.State, Parent.Action> {
    Reduce(
      base
        .ifLet(\.$child, action: /Parent.Action.child) { Counter() }
        .ifLet(\.optional, action: /Parent.Action.optional) { Counter() }
        .forEach(\.path, action: /Parent.Action.path) { Counter() }
        .forEach(\.rows, action: /Parent.Action.row) { Counter() }
    )
  }

  @available(*, deprecated)
  func mode() -> Reduce<Parent.Mode, Parent.ModeAction> {
    Reduce(
      CombineReducers {
        Scope(state: /Parent.Mode.on, action: /Parent.ModeAction.scoped) { Counter() }
        Reduce { state, action in
          if case .turnOff = action { state = .off }
          return .none
        }
        .ifCaseLet(/Parent.Mode.on, action: /Parent.ModeAction.on) { Counter() }
      }
    )
  }

  @available(*, deprecated)
  func modifyPresented(_ presented: inout PresentationState<Parent.Mode>) {
    presented[case: /Parent.Mode.on]?.count += 1
  }

  @available(*, deprecated)
  func modifyElement(_ stack: inout StackState<Parent.Mode>, id: StackElementID) {
    stack[id: id, case: /Parent.Mode.on]?.count += 1
  }
}

private let legacy: any LegacySpellings = Legacy()
