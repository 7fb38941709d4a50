import Foundation
import Navigation
import Testing

// A navigation reducer binds its child's dependencies on the running thread only, for the child's
// reducer, and a store binds its own the same way around its reducers. What runs inside them must
// see what binding them to the task would show: a `withDependencies` inside a child, a send to
// another store, and the code around the store after the send. A task a store's reducer creates
// (not an effect) inherits what is bound to the task around the send, and the reducer's
// `@Dependency` properties, read in it, keep the store's values.

private enum Probe: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var probe: String {
    get { self[Probe.self] }
    set { self[Probe.self] = newValue }
  }
}

/// The feature of another store: records what it reads, and can start a task of its own.
@Reducer
private struct Recorder {
  struct State: Equatable {
    var probe = ""
    var isPresented = true
  }

  enum Action {
    case recordButtonTapped
    case spawnButtonTapped
  }

  /// Where the task `spawnButtonTapped` creates is kept, for the test to await: what it reads
  /// through a `@Dependency` of its own, then through the reducer's.
  let spawned: LockIsolated<Task<(own: String, reducers: String), Never>?>

  @Dependency(\.probe) var probe
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordButtonTapped:
        state.probe = self.probe
        state.isPresented = self.isPresented
      case .spawnButtonTapped:
        // Not an effect: a task made in a reducer, which inherits what is bound to the task.
        self.spawned.setValue(
          Task {
            @Dependency(\.probe) var probe
            return (own: probe, reducers: self.probe)
          })
      }
      return .none
    }
  }
}

/// A stack element that reads its dependencies around a `withDependencies` and a send to
/// another store.
@Reducer
private struct Prober {
  struct State: Equatable {
    var insideOverride = ""
    var isPresentedInsideOverride = false
    var afterOverride = ""
    var afterOtherStore = ""
    var isPresented = false
  }

  enum Action {
    case probeButtonTapped
  }

  /// The other store the element sends to while it runs.
  let other: StoreOf<Recorder>

  @Dependency(\.probe) var probe
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      (state.insideOverride, state.isPresentedInsideOverride) = withDependencies {
        $0.probe = "override"
      } operation: {
        @Dependency(\.probe) var probe
        @Dependency(\.isPresented) var isPresented
        return (probe, isPresented)
      }
      state.afterOverride = self.probe
      MainActor.assumeIsolated {
        _ = self.other.send(.recordButtonTapped)
      }
      state.afterOtherStore = self.probe
      state.isPresented = self.isPresented
      return .none
    }
  }
}

@Reducer
private struct ProberStack {
  struct State: Equatable {
    var path = StackState<Prober.State>()
  }

  enum Action {
    case path(StackActionOf<Prober>)
  }

  let other: StoreOf<Recorder>

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Prober(other: self.other) }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ChildDependencyBindingTests {
  private let spawned = LockIsolated<Task<(own: String, reducers: String), Never>?>(nil)

  private func otherStore() -> StoreOf<Recorder> {
    withDependencies {
      $0.probe = "other"
    } operation: {
      Store(initialState: Recorder.State()) { Recorder(spawned: self.spawned) }
    }
  }

  private func proberStack(other: StoreOf<Recorder>) -> StoreOf<ProberStack> {
    withDependencies {
      $0.probe = "parent"
    } operation: {
      Store(initialState: ProberStack.State(path: StackState([Prober.State()]))) {
        ProberStack(other: other)
      }
    }
  }

  /// Sends the probe to the element of a stack made under other values than `other`'s, and
  /// returns the stack's store and the element's id.
  private func sendProbe(other: StoreOf<Recorder>) throws -> (StoreOf<ProberStack>, StackElementID)
  {
    let store = self.proberStack(other: other)
    let id = try #require(store.state.path.ids.first)
    store.send(.path(.element(id: id, action: .probeButtonTapped)))
    return (store, id)
  }

  @Test
  func aChildSeesItsOwnValuesAroundAnOverrideAndASendToAnotherStore() throws {
    let other = self.otherStore()

    let (store, id) = try self.sendProbe(other: other)

    let prober = try #require(store.state.path[id: id])
    #expect(prober.insideOverride == "override")
    // The override changes one value; the child's presentation stays in force inside it.
    #expect(prober.isPresentedInsideOverride)
    #expect(prober.afterOverride == "parent")
    #expect(prober.afterOtherStore == "parent")
    #expect(prober.isPresented)
  }

  @Test
  func anotherStoreSentToFromAChildRunsUnderItsOwnValues() throws {
    let other = self.otherStore()

    _ = try self.sendProbe(other: other)

    #expect(other.state.probe == "other")
    #expect(!other.state.isPresented)
  }

  @Test
  func nothingStaysBoundAfterASend() throws {
    let other = self.otherStore()

    _ = try self.sendProbe(other: other)

    @Dependency(\.probe) var probe
    @Dependency(\.isPresented) var isPresented
    #expect(probe == "test")
    #expect(!isPresented)
  }

  @Test
  func aTaskAStoresReducerCreatesInheritsTheValuesAroundTheSend() async throws {
    let other = self.otherStore()

    other.send(.spawnButtonTapped)

    let task = try #require(self.spawned.value)
    let read = await task.value
    // The store's values are bound to the thread, not the task, during a send.
    #expect(read.own == "test")
    // The reducer was made under the store's values: its `@Dependency` keeps them.
    #expect(read.reducers == "other")
  }
}
