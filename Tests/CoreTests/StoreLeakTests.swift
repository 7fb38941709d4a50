import Testing

@testable import Core

/// Releasing a root store frees everything that hung from it: its scoped stores, its observers
/// and what they captured, its effects and what they captured, and its registry's records.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreLeakTests {
  /// Something an observer or an effect holds; the test watches it through a weak reference.
  final class Captured: Sendable {}

  struct Child: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
      case startButtonTapped
      case tick
    }

    /// The objects the effects capture, made fresh for each effect.
    let makeCaptured: @Sendable () -> Captured
    let didEnd: LockIsolated<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .startButtonTapped:
        let captured = self.makeCaptured()
        return .merge(
          .run { [didEnd] _ in
            // Holds `captured` until cancelled.
            defer { didEnd.withValue { $0 += 1 } }
            try await Task.never()
            _ = captured
          },
          .run { [didEnd] send in
            defer { didEnd.withValue { $0 += 1 } }
            while !Task.isCancelled {
              _ = captured
              await send(.tick)
              try? await Task.sleep(for: .milliseconds(1))
            }
          }
          .cancellable(id: "ticker", cancelInFlight: true)
        )
      case .tick:
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var left = Child.State()
      var right = Child.State()
    }

    @CasePathable
    enum Action: Equatable {
      case left(Child.Action)
      case right(Child.Action)
    }

    let makeCaptured: @Sendable () -> Captured
    let didEnd: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) {
        Child(makeCaptured: self.makeCaptured, didEnd: self.didEnd)
      }
      Scope(state: \.right, action: \.right) {
        Child(makeCaptured: self.makeCaptured, didEnd: self.didEnd)
      }
    }
  }

  @Test func releasingTheRootStoreFreesEveryScopeObserverAndEffect() async {
    let captures = LockIsolated<[WeakCaptured]>([])
    let didEnd = LockIsolated(0)
    var store: StoreOf<Parent>? = Store(initialState: Parent.State()) {
      Parent(
        makeCaptured: {
          let captured = Captured()
          captures.withValue { $0.append(WeakCaptured(captured)) }
          return captured
        },
        didEnd: didEnd
      )
    }
    let registry = store!.registry
    weak let weakStore = store

    // Scopes, a scope of a scope, cached and asked for again.
    var left: StoreOf<Child>? = store?.scope(state: \.left, action: \.left)
    var right: StoreOf<Child>? = store?.scope(state: \.right, action: \.right)
    #expect(store?.scope(state: \.left, action: \.left) === left)
    weak let weakLeft = left
    weak let weakRight = right

    // Observers, each capturing an object; the tokens stay alive past the store.
    var observerCaptures: [Captured]? = [Captured(), Captured(), Captured()]
    weak let weakObserverCapture0 = observerCaptures?[0]
    weak let weakObserverCapture1 = observerCaptures?[1]
    weak let weakObserverCapture2 = observerCaptures?[2]
    let tokens = [
      store!.observe(\.left.count) { [observerCaptures] _ in _ = observerCaptures?[0] },
      left!.observe(\.count) { [observerCaptures] _ in _ = observerCaptures?[1] },
      right!.observe(\.count) { [observerCaptures] _ in _ = observerCaptures?[2] },
    ]
    observerCaptures = nil
    #expect(weakObserverCapture0 != nil)

    // An async sequence of values, consumed by a task.
    let values = store!.values(of: \.right.count)
    let seen = LockIsolated<[Int]>([])
    let streamEnded = LockIsolated(false)
    let consumer = Task {
      for await value in values { seen.withValue { $0.append(value) } }
      streamEnded.setValue(true)
    }

    // Effects from both scopes, each capturing an object.
    left?.send(.startButtonTapped)
    right?.send(.startButtonTapped)
    right?.send(.incrementButtonTapped)
    #expect(await eventually { registry.running.count == 4 })
    #expect(captures.value.count == 2)
    #expect(captures.value.allSatisfy { $0.object != nil })

    store = nil
    left = nil
    right = nil

    #expect(weakStore == nil)
    #expect(weakLeft == nil)
    #expect(weakRight == nil)
    #expect(weakObserverCapture0 == nil)
    #expect(weakObserverCapture1 == nil)
    #expect(weakObserverCapture2 == nil)
    #expect(await eventually { registry.running.isEmpty })
    #expect(await eventually { didEnd.value == 4 })
    #expect(await eventually { captures.value.allSatisfy { $0.object == nil } })
    #expect(await Self.registryIsIdle(registry))
    // The values stream ends with its store, and its consumer with it.
    #expect(await eventually(timeout: .seconds(5)) { streamEnded.value })
    #expect(seen.value == [0, 1])
    consumer.cancel()
    // Tokens outliving the store can still be cancelled.
    for token in tokens {
      #expect(!token.isCancelled)
      token.cancel()
      #expect(token.isCancelled)
    }
  }

  @Test func aStoreReleasedWithoutEffectsOrObserversFreesItsScopesAtOnce() {
    var store: StoreOf<Parent>? = Store(initialState: Parent.State()) {
      Parent(makeCaptured: { Captured() }, didEnd: LockIsolated(0))
    }
    weak let weakStore = store
    weak let weakScope = store?.scope(state: \.left, action: \.left)
    #expect(weakScope != nil)  // held by the parent's cache

    store = nil

    #expect(weakStore == nil)
    #expect(weakScope == nil)
  }

  @Test func manyStoresCreatedAndReleasedLeaveNothingBehind() async {
    let captures = LockIsolated<[WeakCaptured]>([])
    var registries: [CancellationRegistry] = []
    for _ in 0..<200 {
      let store = Store(initialState: Child.State()) {
        Child(
          makeCaptured: {
            let captured = Captured()
            captures.withValue { $0.append(WeakCaptured(captured)) }
            return captured
          },
          didEnd: LockIsolated(0)
        )
      }
      registries.append(store.registry)
      let token = store.observe(\.count) { _ in }
      store.send(.startButtonTapped)
      store.send(.incrementButtonTapped)
      _ = token
    }
    #expect(await eventually { registries.allSatisfy { $0.running.isEmpty } })
    #expect(await eventually { captures.value.allSatisfy { $0.object == nil } })
    #expect(captures.value.count == 200)
  }

  /// Whether the registry has no record at all (effects and `withTaskCancellation` operations),
  /// within a few seconds.
  static func registryIsIdle(_ registry: CancellationRegistry) async -> Bool {
    // Not in a task group: a group would wait for a waiter that never resumes.
    let isIdle = LockIsolated(false)
    Task {
      await registry.waitUntilIdle()
      isIdle.setValue(true)
    }
    return await eventually(timeout: .seconds(5)) { isIdle.value }
  }
}

/// A weak reference, to watch an object being freed.
struct WeakCaptured: Sendable {
  weak var object: StoreLeakTests.Captured?

  init(_ object: StoreLeakTests.Captured) {
    self.object = object
  }
}
