import Navigation

/// A counter written in the macro style, public as a feature module's reducer is: the child
/// presented by `Shelf`.
@Reducer
public struct Tally: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count: Int

    public init(count: Int = 0) {
      self.count = count
    }
  }

  public enum Action: Equatable, Sendable {
    case closeButtonTapped
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
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
