import Navigation

/// A counter written in the macro style: the child presented by `Shelf`.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case closeButtonTapped
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
