import Core

/// A feature moved from TCA to this toolkit: it reads the app's existing `NumberClient`.
public struct NumberFact: Reducer, Sendable {
  /// The number and what the client said of it.
  public struct State: Equatable, Sendable {
    /// The number to describe.
    public var number: Int
    /// The client's description, once it answered.
    public var fact: String?

    /// Creates the state.
    public init(number: Int, fact: String? = nil) {
      self.number = number
      self.fact = fact
    }
  }

  /// What happens in the feature.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// The user asked for a fact.
    case factButtonTapped
    /// The client answered.
    case factResponse(String)
  }

  @Core.Dependency(\.numberClient) var numberClient

  /// Creates the feature.
  public init() {}

  /// Asks the client, then shows its answer.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [number = state.number] send in
          await send(.factResponse(await numberClient.fact(number)))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}
