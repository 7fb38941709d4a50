import Core
import Navigation
import Testing

/// Six `@Reducer` enums and two features `@Reducer` gives an empty `State` and `Action`, all in
/// one file, as TCA's `MacroTests` holds them. Swift 6.3.1 crashed (signal 11) type-checking such
/// a file while `@Reducer` left the conformances of the types it makes to attached extension
/// macros; that this file compiles is half of the test.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EnumReducersInOneFileTests {
  @Reducer
  struct Blank {}

  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case add
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Other {}

  @Reducer(state: .equatable)
  enum One {
    case blank(Blank)
  }

  @Reducer(state: .equatable)
  enum Two {
    case blank(Blank)
    case tally(Tally)
  }

  @Reducer(state: .equatable)
  enum Three {
    case blank(Blank)
    case tally(Tally)
    case other(Other)
  }

  @Reducer(state: .equatable)
  enum Four {
    case first(Tally)
    case second(Tally)
    case third(Blank)
    case fourth(Other)
  }

  @Reducer
  enum OnlyAnAlert {
    case alert(AlertState<Never>)
  }

  @Reducer
  enum Nothing {}

  @Test func eachEnumRunsTheFeatureOfItsCase() async {
    let store = TestStore(initialState: Four.State.second(Tally.State())) { Four.body }
    await store.send(.second(.add)) {
      $0 = .second(Tally.State(count: 1))
    }
    let two = TestStore(initialState: Two.State.tally(Tally.State(count: 4))) { Two.body }
    await two.send(.tally(.add)) {
      $0 = .tally(Tally.State(count: 5))
    }
  }

  @Test func theCaseKeyPathsOfTheMadeTypesStillWork() {
    let state = Three.State.tally(Tally.State(count: 2))
    #expect(state.tally == Tally.State(count: 2))
    #expect(state.blank == nil)
    #expect(Four.Action.first(.add)[case: \.first] == .add)
    #expect(Four.Action.first(.add)[case: \.second] == nil)
    #expect(Array(Four.Action.allCasePaths).count == 4)
    #expect(One.State.blank(Blank.State()).is(\.blank))
  }

  @Test func aFeatureWithoutActionsHasAnActionNoCodeSends() {
    #expect(Blank.Action._$unsent == Blank.Action._$unsent)
    #expect(Other.State() == Other.State())
  }
}
