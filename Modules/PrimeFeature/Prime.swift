import Navigation

/// The nth prime for a number, computed on demand and shown in an alert, and the number as a
/// favorite.
public struct Prime: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    @PresentationState public var alert: AlertState<Action.Alert>?
    public var isFavorite: Bool
    public var isLoading: Bool
    public var number: Int

    public init(
      number: Int,
      isFavorite: Bool = false,
      isLoading: Bool = false,
      alert: AlertState<Action.Alert>? = nil
    ) {
      self.number = number
      self.isFavorite = isFavorite
      self.isLoading = isLoading
      self.alert = alert
    }

    /// Whether the number itself is prime.
    public var isPrime: Bool { Prime.isPrime(self.number) }
  }

  @CasePathable
  public enum Action: Sendable {
    case favoriteButtonTapped
    case nthPrimeButtonTapped
    case nthPrimeResponse(Result<Int, any Error>)
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable {}

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case removeFavorite(Int)
      case saveFavorite(Int)
    }
  }

  @Dependency(\.primeClient) var primeClient

  public init() {}

  private enum CancelID { case nthPrime }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteButtonTapped:
        state.isFavorite.toggle()
        return .send(
          .delegate(state.isFavorite ? .saveFavorite(state.number) : .removeFavorite(state.number))
        )

      case .nthPrimeButtonTapped:
        state.isLoading = true
        return .run { [number = state.number] send in
          do {
            await send(.nthPrimeResponse(.success(try await self.primeClient.nthPrime(number))))
          } catch {
            await send(.nthPrimeResponse(.failure(error)))
          }
        }
        .cancellable(id: CancelID.nthPrime, cancelInFlight: true)

      case .nthPrimeResponse(.success(let prime)):
        state.isLoading = false
        state.alert = AlertState {
          TextState("The \(ordinal(state.number)) prime is \(prime).")
        }
        return .none

      case .nthPrimeResponse(.failure(let error)):
        state.isLoading = false
        state.alert = AlertState {
          TextState("Could not compute the \(ordinal(state.number)) prime.")
        } message: {
          TextState(String(describing: error))
        }
        return .none

      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Whether `number` is prime.
  public static func isPrime(_ number: Int) -> Bool {
    guard number > 1 else { return false }
    guard number > 3 else { return true }
    guard number % 2 != 0, number % 3 != 0 else { return false }
    var divisor = 5
    while divisor * divisor <= number {
      if number % divisor == 0 || number % (divisor + 2) == 0 { return false }
      divisor += 6
    }
    return true
  }
}

/// "1st", "2nd", "3rd", "11th", "42nd".
func ordinal(_ number: Int) -> String {
  let suffix: String
  switch (abs(number) % 10, abs(number) % 100) {
  case (_, 11...13): suffix = "th"
  case (1, _): suffix = "st"
  case (2, _): suffix = "nd"
  case (3, _): suffix = "rd"
  default: suffix = "th"
  }
  return "\(number)\(suffix)"
}
