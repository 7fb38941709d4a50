import Dependencies
import Foundation
import Testing

// Reads the context the runtime binds (`ReducerContext`) and the store's registry.
@testable import Core
@testable import Navigation

/// One context value per store and per presented child, bound with the dependencies: what a
/// reducer sees, what the effects it returns see, and what the depth guard's helper thread sees
/// are the same store's registry and the same child's navigation path.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReducerContextTests {
  /// What a reducer or an effect saw of its context.
  struct Seen: Equatable, Sendable {
    let registry: ObjectIdentifier?
    let path: NavigationIDPath
    let isPresented: Bool

    static var now: Seen {
      let values = DependencyValues._current
      return Seen(
        registry: values.reducerContext.map { ObjectIdentifier($0.registry) },
        path: values.navigationIDPath,
        isPresented: values.isPresented
      )
    }
  }

  /// Records what its reducer and its effect saw.
  final class Log: Sendable {
    let entries = LockIsolated<[String: Seen]>([:])

    func record(_ key: String) {
      let seen = Seen.now
      self.entries.withValue { $0[key] = seen }
    }

    subscript(key: String) -> Seen? { self.entries.value[key] }
  }

  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case look, looked }
    let log: Log
    let onHelperThread: Bool

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .look:
        if self.onHelperThread {
          StackGuard.runOnHelperThread { self.log.record("child helper thread") }
        } else {
          self.log.record("child reducer")
        }
        return .run { [log] send in
          log.record("child effect")
          await send(.looked)
        }
      case .looked:
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
      case look
    }
    let log: Log
    var onHelperThread = false

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        guard case .look = action else { return .none }
        self.log.record("parent reducer")
        return .run { [log] _ in log.record("parent effect") }
      }
      .ifLet(\.$child, action: \.child) {
        Child(log: self.log, onHelperThread: self.onHelperThread)
      }
    }
  }

  @Test func aStoreBindsOneRootContextForItsReducersAndTheirEffects() async throws {
    let log = Log()
    let store = Store(initialState: Parent.State()) { Parent(log: log) }
    let registry = try #require(store.cancellationRegistry)
    await store.send(.look).finish()

    let expected = Seen(
      registry: ObjectIdentifier(registry), path: NavigationIDPath(), isPresented: false)
    #expect(log["parent reducer"] == expected)
    #expect(log["parent effect"] == expected)
  }

  /// On the store's thread, and on the depth guard's helper thread, which takes the context
  /// whole.
  @Test(arguments: [false, true])
  func aPresentedChildRunsUnderItsOwnPathInItsStore(onHelperThread: Bool) async throws {
    let log = Log()
    let store = Store(initialState: Parent.State(child: Child.State())) {
      Parent(log: log, onHelperThread: onHelperThread)
    }
    let registry = try #require(store.cancellationRegistry)
    await store.send(.child(.presented(.look))).finish()

    let reducer = try #require(log[onHelperThread ? "child helper thread" : "child reducer"])
    #expect(reducer.registry == ObjectIdentifier(registry))
    #expect(reducer.path.count == 1)
    #expect(reducer.isPresented)
    // The effect runs under the context of the reducer that returned it.
    #expect(log["child effect"] == reducer)
  }

  @Test func aStoreMadeInsideAnotherStoresEffectHasAContextOfItsOwn() async throws {
    let log = Log()
    let outer = Store(initialState: Parent.State(child: Child.State())) { Parent(log: log) }
    let outerRegistry = try #require(outer.cancellationRegistry)
    let innerLog = Log()
    // Made and sent to while a child context of the outer store is bound, as inside that
    // child's reducer or effect.
    let outerChild = DependencyValues._current.under(
      ReducerContext.root(of: outerRegistry).at(NavigationIDPath().appending(1), isPresented: true))
    let inner = DependencyValues._withCurrentSynchronously(outerChild) {
      Store(initialState: Parent.State()) { Parent(log: innerLog) }
    }
    let innerRegistry = try #require(inner.cancellationRegistry)
    await inner.send(.look).finish()

    #expect(innerRegistry !== outerRegistry)
    #expect(
      innerLog["parent reducer"]
        == Seen(
          registry: ObjectIdentifier(innerRegistry), path: NavigationIDPath(), isPresented: false))
  }

  @Test func aTestStoresChangedDependenciesKeepItsContext() async throws {
    let log = Log()
    let store = TestStore(initialState: Parent.State()) { Parent(log: log) }
    store.dependencies = DependencyValues()
    await store.send(.look)
    await store.finish()

    let seen = try #require(log["parent reducer"])
    #expect(seen.registry == ObjectIdentifier(store.registry))
    #expect(seen.path == NavigationIDPath())
  }
}
