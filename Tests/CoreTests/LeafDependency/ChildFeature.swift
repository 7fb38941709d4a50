import Core

/// Builds a welcome message for a name through a client that only this feature knows about.
struct ChildFeature: Reducer {
  struct State: Equatable {
    var name = "Blob"
    var message: String?
    var isLoading = false
  }

  @CasePathable
  enum Action: Equatable {
    case welcomeButtonTapped
    case messageResponse(String)
    case messageFailed
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case didWelcome
    }
  }

  @Dependency(\.welcomeClient) var welcomeClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .welcomeButtonTapped:
        state.isLoading = true
        return .run { [name = state.name, welcomeClient] send in
          await send(.messageResponse(try await welcomeClient.message(name)))
        } catch: { _, send in
          await send(.messageFailed)
        }
      case .messageResponse(let message):
        state.isLoading = false
        state.message = message
        return .send(.delegate(.didWelcome))
      case .messageFailed:
        state.isLoading = false
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

/// Turns a name into a welcome message; a dependency only `ChildFeature` uses.
struct WelcomeClient: Sendable {
  var message: @Sendable (_ name: String) async throws -> String
}

extension WelcomeClient: DependencyKey {
  static let liveValue = WelcomeClient { name in "Welcome, \(name)." }
  static let testValue = WelcomeClient(message: unimplemented("WelcomeClient.message"))
}

extension DependencyValues {
  var welcomeClient: WelcomeClient {
    get { self[WelcomeClient.self] }
    set { self[WelcomeClient.self] = newValue }
  }
}
