import Core
import Testing

/// The deprecated closure-based `store.scope(state:action:)`: a new, uncached store whose state
/// is computed on read, and whose optional scopes are reported.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreClosureScopeTests {
  typealias Counter = ScopeUnlabelledTests.Counter

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var optionalCounter: Counter.State? = Counter.State()
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case optionalCounter(Counter.Action)
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .resetButtonTapped = action {
          state.counter.count = 0
        }
        return .none
      }
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.optionalCounter, action: \.optionalCounter) {
        Reduce<Counter.State?, Counter.Action> { state, _ in
          state?.count += 1
          return .none
        }
      }
    }
  }

  @Test func theStateClosureRunsOnlyWhenTheChildIsRead() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let calls = Counted()
    let child = legacy.counterScope(store) {
      calls.count += 1
      return $0.counter
    }
    child.send(.incrementButtonTapped)
    #expect(calls.count == 0)
    #expect(child.state.count == 1)
    #expect(calls.count == 1)
    #expect(store.state.counter.count == 1)
  }

  @Test func eachCallMakesANewStoreAndItsScopesAreNotCachedEither() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let first = legacy.wholeScope(store)
    #expect(first !== legacy.wholeScope(store))
    #expect(
      first.scope(state: \.counter, action: \.counter)
        !== first.scope(state: \.counter, action: \.counter))
    #expect(
      store.scope(state: \.counter, action: \.counter)
        === store.scope(state: \.counter, action: \.counter))
  }

  @Test func aStoreScopedFromAReleasedClosureStoreKeepsWorking() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var parent: Store<Parent.State, Parent.Action>? = legacy.wholeScope(store)
    let child = parent!.scope(state: \.counter, action: \.counter)
    child.send(.incrementButtonTapped)
    #expect(parent!.state.counter.count == 1)
    parent = nil
    child.send(.incrementButtonTapped)
    #expect(child.state.count == 2)
    store.send(.resetButtonTapped)
    #expect(child.state.count == 0)
  }

  @Test func anOptionalScopeOfAClosureStoreIsReportedAndStillWorks() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let parent = legacy.wholeScope(store)
    withKnownIssue {
      let child = parent.scope(state: \.optionalCounter, action: \.optionalCounter)
      child?.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("A store made by closure-based scoping")
        && issue.description.contains("cannot cache its child stores")
        && issue.description.contains("StoreClosureScopeTests.Parent.State")
    }
    #expect(store.state.optionalCounter?.count == 1)
  }
}

/// A call counter a `@Sendable`-free closure can bump.
@MainActor
private final class Counted {
  var count = 0
}

// The deprecated spelling is called through a protocol from deprecated witnesses, so that the
// test target builds without deprecation warnings.
@MainActor
private protocol LegacyScopes {
  typealias Parent = StoreClosureScopeTests.Parent
  typealias Counter = StoreClosureScopeTests.Counter
  func counterScope(
    _ store: Store<Parent.State, Parent.Action>,
    state: @escaping (Parent.State) -> Counter.State
  ) -> Store<Counter.State, Counter.Action>
  func wholeScope(_ store: Store<Parent.State, Parent.Action>) -> Store<Parent.State, Parent.Action>
}

private struct Legacy: LegacyScopes {
  @available(*, deprecated)
  func counterScope(
    _ store: Store<Parent.State, Parent.Action>,
    state: @escaping (Parent.State) -> Counter.State
  ) -> Store<Counter.State, Counter.Action> {
    store.scope(state: state, action: { .counter($0) })
  }

  @available(*, deprecated)
  func wholeScope(_ store: Store<Parent.State, Parent.Action>) -> Store<Parent.State, Parent.Action>
  {
    store.scope(state: { $0 }, action: { $0 })
  }
}

@MainActor private let legacy: any LegacyScopes = Legacy()
