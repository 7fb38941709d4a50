import Core
import Dispatch
import Foundation
import Testing

/// `@Reducer` builds a feature's `body` once per reducer value; dependencies stay lazy.
@MainActor
struct ReducerBodyCacheTests {
  /// Counts how often `body` is built.
  final class Builds: Sendable {
    let count = LockIsolated(0)
  }

  @Reducer
  struct Child {
    struct State: Equatable { var value = "" }
    enum Action { case stamp }

    let builds: Builds
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      let _ = self.builds.count.withValue { $0 += 1 }
      Reduce { state, action in
        state.value = self.uuid().uuidString
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      var child = Child.State()
      var taps = 0
    }
    enum Action {
      case child(Child.Action)
      case tap
    }

    let builds: Builds
    let childBuilds: Builds

    var body: some ReducerOf<Self> {
      let _ = self.builds.count.withValue { $0 += 1 }
      Scope(state: \.child, action: \.child) { Child(builds: self.childBuilds) }
      Reduce { state, action in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    }
  }

  /// The same feature without the macro: `body` is built on every action.
  struct Unmacroed: Reducer {
    struct State: Equatable { var taps = 0 }
    enum Action { case tap }

    let builds: Builds

    var body: some ReducerOf<Self> {
      let _ = self.builds.count.withValue { $0 += 1 }
      Reduce { state, _ in
        state.taps += 1
        return .none
      }
    }
  }

  @Test func storeBuildsEachBodyOnceForAllActions() {
    let builds = Builds()
    let childBuilds = Builds()
    let store = Store(initialState: Parent.State()) {
      Parent(builds: builds, childBuilds: childBuilds)
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.tap)
    store.send(.child(.stamp))
    store.send(.tap)
    store.send(.child(.stamp))
    #expect(store.state.taps == 2)
    #expect(store.state.child.value == "00000000-0000-0000-0000-000000000001")
    #expect(builds.count.value == 1)
    #expect(childBuilds.count.value == 1)
  }

  @Test func aReducerWithoutTheMacroBuildsItsBodyOnEveryAction() {
    let builds = Builds()
    let store = Store(initialState: Unmacroed.State()) { Unmacroed(builds: builds) }
    store.send(.tap)
    store.send(.tap)
    store.send(.tap)
    #expect(store.state.taps == 3)
    #expect(builds.count.value == 3)
  }

  @Test func aDependencyOverriddenBetweenTwoSendsIsTheOneTheSecondSees() async {
    let builds = Builds()
    let store = TestStore(initialState: Parent.State()) {
      Parent(builds: builds, childBuilds: Builds())
    } withDependencies: {
      $0.uuid = .constant(UUID(0))
    }
    await store.send(.child(.stamp)) {
      $0.child.value = "00000000-0000-0000-0000-000000000000"
    }
    store.dependencies.uuid = .constant(UUID(7))
    await store.send(.child(.stamp)) {
      $0.child.value = "00000000-0000-0000-0000-000000000007"
    }
    #expect(builds.count.value == 1)
  }

  @Test func theBuiltBodyGoesAwayWithTheLastCopyOfTheReducer() {
    weak var weakChildBuilds: Builds?
    do {
      let childBuilds = Builds()
      weakChildBuilds = childBuilds
      let reducer = Parent(builds: Builds(), childBuilds: childBuilds)
      let copy = reducer
      var state = Parent.State()
      // Builds the body, whose `Scope` holds a `Child` holding `childBuilds`.
      _ = reducer.reduce(into: &state, action: .tap)
      _ = copy.reduce(into: &state, action: .tap)
      #expect(state.taps == 2)
      #expect(weakChildBuilds != nil)
    }
    #expect(weakChildBuilds == nil)
  }

  @Test nonisolated func threadsReducingOneNewValueAtOnceAllUseABody() {
    let builds = Builds()
    let reducer = Parent(builds: builds, childBuilds: Builds())
    let results = LockIsolated<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      var state = Parent.State()
      _ = reducer.reduce(into: &state, action: .tap)
      let taps = state.taps
      results.withValue { $0.append(taps) }
    }
    #expect(results.value == Array(repeating: 1, count: 64))
    // Threads that met an empty cache may each build; one body wins and is kept.
    #expect((1...64).contains(builds.count.value))
    let before = builds.count.value
    var state = Parent.State()
    _ = reducer.reduce(into: &state, action: .tap)
    #expect(builds.count.value == before)
  }
}

/// `@Reducer` gives `Action` (and an enum `State`) a table from case key paths to the case paths
/// `@CasePathable` generated.
struct CaseKeyPathTableTests {
  @Reducer
  struct Feature {
    @CasePathable
    enum State: Equatable {
      case loading
      case loaded(Int)
    }
    enum Action: Equatable {
      case child(Int)
      case other(Int)
      case tap
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Test func eachCaseKeyPathFindsItsGeneratedCasePath() throws {
    let child = try #require(
      Feature.Action._$casePath(\Feature.Action.Cases.child) as? AnyCasePath<Feature.Action, Int>
    )
    #expect(child.extract(from: .child(3)) == 3)
    #expect(child.extract(from: .other(3)) == nil)
    #expect(child.embed(4) == .child(4))
    let other = try #require(
      Feature.Action._$casePath(\Feature.Action.Cases.other) as? AnyCasePath<Feature.Action, Int>
    )
    #expect(other.extract(from: .other(5)) == 5)
    let loaded = try #require(
      Feature.State._$casePath(\Feature.State.Cases.loaded) as? AnyCasePath<Feature.State, Int>
    )
    #expect(loaded.extract(from: .loaded(9)) == 9)
  }

  @Test func aKeyPathOfAnotherEnumIsNotInTheTable() {
    #expect(Feature.Action._$casePath(\Feature.State.Cases.loaded) == nil)
    #expect(Feature.Action._$casePath(\Optional<Feature.Action>.Cases.some) == nil)
  }

  @Test func theCacheUsesTheTableAndFallsBackForOtherEnums() {
    let fromTable = CasePathCache.casePath(\Feature.Action.Cases.child)
    #expect(fromTable.extract(from: .child(1)) == 1)
    #expect(fromTable.extract(from: .tap) == nil)
    // `Optional` has no table: its case path is built on the key path, and works the same.
    let fallback = CasePathCache.casePath(\Optional<Int>.Cases.some)
    #expect(fallback.extract(from: 2) == 2)
    #expect(fallback.extract(from: nil) == nil)
  }
}
