import Core

/// A screen that embeds the child feature and counts how often it welcomed someone. It knows
/// nothing about how the child does its work, so it declares no dependency of its own.
struct ParentFeature: Reducer {
  struct State: Equatable {
    var child = ChildFeature.State()
    var welcomeCount = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(ChildFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ChildFeature()
    }
    Reduce { state, action in
      switch action {
      case .child(.delegate(.didWelcome)):
        state.welcomeCount += 1
        return .none
      case .child:
        return .none
      }
    }
  }
}
