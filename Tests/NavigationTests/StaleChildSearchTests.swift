import Navigation
import Testing

/// A navigation reducer remembers a search for stale children that found none, and does not
/// search again while its children and the effects registered beside them stay the same. These
/// tests remove a child after such a search, from a reducer composed after the navigation
/// reducers, and check that its effects still stop (each fails when the search is remembered
/// whatever the children).
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StaleChildSearchTests {
  /// Starts an effect that runs until cancelled.
  typealias Sleeper = RemovedChildEffectsTests.Sleeper

  struct Host: Reducer {
    struct State: Equatable {
      var path = StackState<Sleeper.State>()
      @PresentationState var sheet: Sleeper.State?
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Sleeper>)
      case pingButtonTapped
      case presentButtonTapped
      case removeButtonTapped(StackElementID)
      case sheet(PresentationAction<Sleeper.Action>)
      case sheetClosedByAnotherReducer
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { Sleeper() }
        .ifLet(\.$sheet, action: \.sheet) { Sleeper() }
      // Composed after the navigation reducers: they see its removals at the next action.
      Reduce { state, action in
        switch action {
        case .removeButtonTapped(let id):
          state.path[id: id] = nil
        case .presentButtonTapped:
          state.sheet = Sleeper.State()
        case .sheetClosedByAnotherReducer:
          state.sheet = nil
        default:
          break
        }
        return .none
      }
    }
  }

  func makeStore() -> TestStoreOf<Host> {
    TestStore(
      initialState: Host.State(path: StackState([Sleeper.State(), Sleeper.State()]))
    ) {
      Host()
    }
  }

  @Test func anEffectStartedAfterACleanSearchStopsWhenItsElementGoes() async {
    let store = self.makeStore()
    await store.send(.path(.element(id: 1, action: .startButtonTapped)))
    // A search finds nothing stale: element 1 is there.
    await store.send(.pingButtonTapped)
    await store.send(.pingButtonTapped)
    // A new effect beside the same children, then its element goes.
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.removeButtonTapped(0)) { $0.path[id: 0] = nil }
    await store.send(.pingButtonTapped)
    await store.send(.removeButtonTapped(1)) { $0.path[id: 1] = nil }
    await store.send(.pingButtonTapped)
    // Exhaustive: an effect still running here fails the test.
    await store.finish()
  }

  @Test func aRemovalWithoutNewEffectsAfterACleanSearchStopsTheElementsEffects() async {
    let store = self.makeStore()
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.path(.element(id: 1, action: .startButtonTapped)))
    await store.send(.pingButtonTapped)
    await store.send(.pingButtonTapped)
    await store.send(.removeButtonTapped(1)) { $0.path[id: 1] = nil }
    await store.send(.pingButtonTapped)
    await store.send(.removeButtonTapped(0)) { $0.path[id: 0] = nil }
    await store.send(.pingButtonTapped)
    await store.finish()
  }

  @Test func aSheetClosedAfterACleanSearchStopsItsEffectsBesideTheStacks() async {
    let store = self.makeStore()
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.presentButtonTapped) { $0.sheet = Sleeper.State() }
    // The sheet and the stack register their effects at the same path.
    await store.send(.sheet(.presented(.startButtonTapped)))
    await store.send(.pingButtonTapped)
    await store.send(.pingButtonTapped)
    await store.send(.sheetClosedByAnotherReducer) { $0.sheet = nil }
    await store.send(.pingButtonTapped)
    await store.send(.removeButtonTapped(0)) { $0.path[id: 0] = nil }
    await store.send(.pingButtonTapped)
    await store.finish()
  }
}
