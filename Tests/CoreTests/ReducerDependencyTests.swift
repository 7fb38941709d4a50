import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReducerDependencyTests {
  /// Records the `\.reducerDependencyNumber` it sees when it runs and in its effects.
  struct Reader: Reducer {
    struct State: Equatable {
      var seen: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case readButtonTapped
      case readLaterButtonTapped
      case effectRead(Int)
    }

    @Dependency(\.reducerDependencyNumber) var number
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .readButtonTapped:
          state.seen.append(self.number)
          return .run { send in
            await send(.effectRead(self.number))
          }
        case .readLaterButtonTapped:
          return .run { send in
            try await self.clock.sleep(for: .seconds(1))
            // Read after the reducer returned and after the sleep.
            @Dependency(\.reducerDependencyNumber) var number
            await send(.effectRead(number))
          }
        case .effectRead(let number):
          state.seen.append(number)
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Reader.State()
      var seen: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case child(Reader.Action)
      case readButtonTapped
    }

    @Dependency(\.reducerDependencyNumber) var number

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) {
        Reader().dependency(\.reducerDependencyNumber, 7)
      }
      Reduce { state, action in
        guard case .readButtonTapped = action else { return .none }
        state.seen.append(self.number)
        return .none
      }
    }
  }

  /// Reads a number from a client that has a live value only.
  struct NumberReader: Reducer {
    struct State: Equatable {
      var number = 0
    }

    enum Action: Equatable {
      case fetchButtonTapped
    }

    @Dependency(\.reducerNumberClient) var numberClient

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.number = self.numberClient.fetch(1)
        return .none
      }
    }
  }

  @Test func storeDependenciesReachTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.reducerDependencyNumber = 1
    }

    await store.send(.readButtonTapped) { $0.seen = [1] }
    await store.receive(.effectRead(1)) { $0.seen = [1, 1] }
  }

  @Test func dependencyModifierAppliesToTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader().dependency(\.reducerDependencyNumber, 42)
    } withDependencies: {
      $0.reducerDependencyNumber = 1
    }

    await store.send(.readButtonTapped) { $0.seen = [42] }
    await store.receive(.effectRead(42)) { $0.seen = [42, 42] }
  }

  @Test func transformDependencyChangesTheCurrentValue() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader().transformDependency(\.reducerDependencyNumber) { $0 += 10 }
    } withDependencies: {
      $0.reducerDependencyNumber = 5
    }

    await store.send(.readButtonTapped) { $0.seen = [15] }
    await store.receive(.effectRead(15)) { $0.seen = [15, 15] }
  }

  @Test func innermostModifierWins() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .dependency(\.reducerDependencyNumber, 1)
        .dependency(\.reducerDependencyNumber, 2)
    }

    await store.send(.readButtonTapped) { $0.seen = [1] }
    await store.receive(.effectRead(1)) { $0.seen = [1, 1] }
  }

  @Test func innerTransformAppliesAfterOuterValue() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .transformDependency(\.reducerDependencyNumber) { $0 *= 3 }
        .dependency(\.reducerDependencyNumber, 2)
    }

    await store.send(.readButtonTapped) { $0.seen = [6] }
    await store.receive(.effectRead(6)) { $0.seen = [6, 6] }
  }

  @Test func chainedModifiersFoldIntoOneReducer() {
    let reducer = Reader()
      .dependency(\.reducerDependencyNumber, 1)
      .transformDependency(\.reducerDependencyNumber) { $0 += 1 }
      .dependency(\.reducerDependencyNumber, 2)
    #expect(type(of: reducer) == _DependencyKeyWritingReducer<Reader>.self)
  }

  @Test func foldedModifiersApplyInnermostLast() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .transformDependency(\.reducerDependencyNumber) { $0 += 1 }
        .dependency(\.reducerDependencyNumber, 10)
        .transformDependency(\.reducerDependencyNumber) { $0 *= 100 }
    }
    // 0 × 100, then 10, then + 1: the modifier closest to the reducer applies last.
    await store.send(.readButtonTapped) { $0.seen = [11] }
    await store.receive(.effectRead(11)) { $0.seen = [11, 11] }
  }

  @Test func overridingOneEndpointInATestStoreReportsNothing() async {
    let store = TestStore(initialState: NumberReader.State()) {
      NumberReader()
    } withDependencies: {
      $0.reducerNumberClient.fetch = { $0 + 1 }
    }
    await store.send(.fetchButtonTapped) { $0.number = 2 }
  }

  @Test func overridingOneEndpointInTransformDependencyReportsNothing() async {
    let store = TestStore(initialState: NumberReader.State()) {
      NumberReader()
        .transformDependency(\.reducerNumberClient) { $0.fetch = { $0 * 10 } }
    }
    await store.send(.fetchButtonTapped) { $0.number = 10 }
  }

  @Test func readingTheLiveOnlyClientWithoutAnOverrideStillReports() async {
    let store = TestStore(initialState: NumberReader.State()) { NumberReader() }
    await withKnownIssue {
      await store.send(.fetchButtonTapped) { $0.number = 1 }
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.reducerNumberClient) has no test implementation"#)
    }
  }

  @Test func modifierOnAChildLeavesTheParentAlone() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.reducerDependencyNumber = 1
    }

    await store.send(.child(.readButtonTapped)) { $0.child.seen = [7] }
    await store.receive(.child(.effectRead(7))) { $0.child.seen = [7, 7] }
    await store.send(.readButtonTapped) { $0.seen = [1] }
  }

  @Test func combineReducersModifierAppliesToEveryReducer() async {
    let store = TestStore(initialState: Reader.State()) {
      CombineReducers {
        Reader()
        Reader()
      }
      .dependency(\.reducerDependencyNumber, 3)
    }

    await store.send(.readButtonTapped) { $0.seen = [3, 3] }
    await store.receive(.effectRead(3)) { $0.seen = [3, 3, 3, 3] }
    await store.receive(.effectRead(3)) { $0.seen = [3, 3, 3, 3, 3, 3] }
  }

  @Test func effectsKeepTheDependenciesOfTheReducerCallThatStartedThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.continuousClock = clock
      $0.reducerDependencyNumber = 1
    }

    await store.send(.readLaterButtonTapped)
    store.dependencies.reducerDependencyNumber = 2
    await clock.advance(by: .seconds(1))
    await store.receive(.effectRead(1)) { $0.seen = [1] }

    await store.send(.readLaterButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.effectRead(2)) { $0.seen = [1, 2] }
  }

  @Test func effectsOutlivingTheReducerKeepTheModifiersValue() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reader.State()) {
      Reader().dependency(\.reducerDependencyNumber, 9)
    } withDependencies: {
      $0.continuousClock = clock
      $0.reducerDependencyNumber = 1
    }

    await store.send(.readLaterButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.effectRead(9)) { $0.seen = [9] }
  }

  @Test func plainStoreAppliesItsDependencies() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: Reader.State()) {
        Reader()
      } withDependencies: {
        $0.reducerDependencyNumber = 4
      }

      await store.send(.readButtonTapped).finish()

      #expect(store.state.seen == [4, 4])
    }
  }

  @Test func keyWithoutATestValueReportsAnIssueWhenAReducerReadsIt() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        @Dependency(\.reducerDependencyLiveOnly) var liveOnly
        state = liveOnly
        return .none
      }
    }

    await withKnownIssue {
      await store.send(true) { $0 = 100 }
    } matching: { issue in
      issue.description.contains(
        #"@Dependency(\.reducerDependencyLiveOnly) has no test implementation"#
      )
    }
  }
}

private enum ReducerDependencyNumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

/// A client with a live value and no test value.
struct ReducerNumberClient: Sendable {
  var fetch: @Sendable (Int) -> Int
}

private enum ReducerNumberClientKey: DependencyKey {
  static let liveValue = ReducerNumberClient { $0 }
}

private enum ReducerDependencyLiveOnlyKey: DependencyKey {
  static let liveValue = 100
}

extension DependencyValues {
  fileprivate var reducerDependencyNumber: Int {
    get { self[ReducerDependencyNumberKey.self] }
    set { self[ReducerDependencyNumberKey.self] = newValue }
  }

  fileprivate var reducerNumberClient: ReducerNumberClient {
    get { self[ReducerNumberClientKey.self] }
    set { self[ReducerNumberClientKey.self] = newValue }
  }

  fileprivate var reducerDependencyLiveOnly: Int {
    get { self[ReducerDependencyLiveOnlyKey.self] }
    set { self[ReducerDependencyLiveOnlyKey.self] = newValue }
  }
}
