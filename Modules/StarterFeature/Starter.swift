import Navigation

/// A starting point for a feature: a setting the user switches, a note to the parent when it
/// changes, and a way to close the screen.
@Reducer
public struct Starter: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var isOn: Bool

    public init(isOn: Bool = false) {
      self.isOn = isOn
    }
  }

  public enum Action: Equatable, Sendable {
    case closeButtonTapped
    case delegate(Delegate)
    case toggleButtonTapped

    /// What the feature tells its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case switched(isOn: Bool)
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case .toggleButtonTapped:
        state.isOn.toggle()
        return .send(.delegate(.switched(isOn: state.isOn)))
      }
    }
  }
}
