import Navigation

/// A list of tallies in the macro style: presents one (`@Presents` with a `@Reducer` enum), asks
/// before clearing them (an alert), and pushes them on a stack (a `@Reducer` enum path).
@Reducer
struct Shelf {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    case tally(Tally)

    @CasePathable
    enum Alert: Equatable {
      case confirmClear
    }
  }

  @Reducer
  enum Path {
    case tally(Tally)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var totals: [Int] = []
  }

  enum Action: Equatable {
    case clearButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case pushButtonTapped
    case tallyButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Clear?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          }
        )
        return .none
      case .destination(.presented(.alert(.confirmClear))):
        state.totals = []
        return .none
      case .destination(.dismiss):
        if case .tally(let tally) = state.destination { state.totals.append(tally.count) }
        return .none
      case .destination, .path:
        return .none
      case .pushButtonTapped:
        state.path.append(.tally(Tally.State()))
        return .none
      case .tallyButtonTapped:
        state.destination = .tally(Tally.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Shelf.Path.State: Equatable {}
extension Shelf.Path.Action: Equatable {}
