import Navigation
import TerminalUI

/// The nth prime for a number, computed on demand with its progress shown and cancellable, the
/// answer in an alert; and the number as a favorite (only primes can be).
@Reducer
public struct Prime: ShowsNotice, Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    /// The favorite primes, sorted, shared by every screen and saved in a file.
    @Shared(.favoritePrimes) public var favoritePrimes: [Int] = []
    public var isLoading: Bool
    /// What the last command did that the screen would not show otherwise (a refusal, a
    /// cancelled lookup); cleared by the next command.
    public var notice: String?
    public var number: Int
    /// How much of the running lookup is done, in whole percents; `nil` before its first
    /// report.
    public var progress: Int?

    public init(
      number: Int,
      isLoading: Bool = false,
      progress: Int? = nil,
      notice: String? = nil,
      alert: AlertState<Action.Alert>? = nil
    ) {
      self.number = number
      self.isLoading = isLoading
      self.progress = progress
      self.notice = notice
      self.alert = alert
    }

    /// Whether the number is one of the favorites.
    public var isFavorite: Bool { self.favoritePrimes.contains(self.number) }

    /// Whether the number itself is prime.
    public var isPrime: Bool { Prime.isPrime(self.number) }

    /// Whether a change of the favorites is still on its way to their file: the screen says so
    /// until the write lands, so that a favorite is never shown as kept before it is.
    public var isSavingFavorites: Bool { self.$favoritePrimes.isSaving }

    /// Why the last write of the favorites failed, if it did (`nil` again once one succeeds).
    public var favoritesSaveError: String? {
      self.$favoritePrimes.saveError.map { "\($0)" }
    }
  }

  public enum Action: Sendable {
    case cancelButtonTapped
    case favoriteButtonTapped
    case nthPrimeButtonTapped
    case nthPrimeProgress(Int)
    case nthPrimeResponse(Result<Int, any Error>)
    case alert(PresentationAction<Alert>)

    @CasePathable
    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.primeClient) var primeClient

  public init() {}

  private enum CancelID { case nthPrime }

  public var body: some ReducerOf<Self> {
    NoticeRule<Self>(\.notice)
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        guard state.isLoading else {
          state.notice = "Nothing to cancel: no lookup is running."
          return .none
        }
        state.isLoading = false
        state.progress = nil
        state.notice = "Cancelled."
        return .cancel(id: CancelID.nthPrime)

      case .favoriteButtonTapped:
        // A favorite that is not prime (from an older favorites file) can still be removed.
        guard state.isPrime || state.isFavorite else {
          state.notice = "\(state.number) is not prime; only primes can be favorites."
          return .none
        }
        state.$favoritePrimes.withLock { [number = state.number] favorites in
          if favorites.contains(number) {
            favorites.removeAll { $0 == number }
          } else {
            favorites.append(number)
            favorites.sort()
          }
        }
        return .none

      case .nthPrimeButtonTapped:
        guard !state.isLoading else {
          state.notice =
            "Already computing the \(ordinal(state.number)) prime; 'cancel' stops it."
          return .none
        }
        state.isLoading = true
        return .run { [number = state.number] send in
          do {
            let prime = try await self.primeClient.nthPrimeReportingProgress(number) { percent in
              await send(.nthPrimeProgress(percent))
            }
            await send(.nthPrimeResponse(.success(prime)))
          } catch {
            await send(.nthPrimeResponse(.failure(error)))
          }
        }
        .cancellable(id: CancelID.nthPrime, cancelInFlight: true)

      case .nthPrimeProgress(let percent):
        guard state.isLoading else { return .none }
        state.progress = percent
        return .none

      case .nthPrimeResponse(.success(let prime)):
        state.isLoading = false
        state.progress = nil
        state.alert = AlertState {
          TextState("The \(ordinal(state.number)) prime is \(prime).")
        }
        return .none

      case .nthPrimeResponse(.failure(let error)):
        state.isLoading = false
        state.progress = nil
        state.alert = AlertState {
          TextState("Could not compute the \(ordinal(state.number)) prime.")
        } message: {
          TextState(String(describing: error))
        }
        return .none

      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// The lookup's progress and its answer: the user sends neither, so they leave the notice on
  /// screen (a refusal made while the lookup runs stays until the next command).
  public static func isSentByEffect(_ action: Action) -> Bool {
    switch action {
    case .nthPrimeProgress, .nthPrimeResponse: true
    case .cancelButtonTapped, .favoriteButtonTapped, .nthPrimeButtonTapped, .alert: false
    }
  }

  /// Whether `number` is prime: exact for every `Int`, in microseconds (a deterministic
  /// Miller–Rabin test; these twelve bases decide all 64-bit numbers).
  public static func isPrime(_ number: Int) -> Bool {
    guard number > 1 else { return false }
    let n = UInt64(number)
    let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    for base in bases where n % base == 0 { return n == base }
    var d = n - 1
    var shifts = 0
    while d % 2 == 0 {
      d /= 2
      shifts += 1
    }
    witnesses: for base in bases {
      var x = power(base, d, modulo: n)
      if x == 1 || x == n - 1 { continue }
      for _ in 0..<max(0, shifts - 1) {
        x = multiply(x, x, modulo: n)
        if x == n - 1 { continue witnesses }
      }
      return false
    }
    return true
  }
}

private func multiply(_ a: UInt64, _ b: UInt64, modulo n: UInt64) -> UInt64 {
  let product = a.multipliedFullWidth(by: b)
  return n.dividingFullWidth((product.high, product.low)).remainder
}

private func power(_ base: UInt64, _ exponent: UInt64, modulo n: UInt64) -> UInt64 {
  var result: UInt64 = 1
  var base = base % n
  var exponent = exponent
  while exponent > 0 {
    if exponent & 1 == 1 { result = multiply(result, base, modulo: n) }
    base = multiply(base, base, modulo: n)
    exponent >>= 1
  }
  return result
}

/// "1st", "2nd", "3rd", "11th", "42nd".
func ordinal(_ number: Int) -> String {
  let suffix: String
  switch (number.magnitude % 10, number.magnitude % 100) {
  case (_, 11...13): suffix = "th"
  case (1, _): suffix = "st"
  case (2, _): suffix = "nd"
  case (3, _): suffix = "rd"
  default: suffix = "th"
  }
  return "\(number)\(suffix)"
}
