import Navigation

/// Computes primes. Prime is its only user: adding this client needed no change in any parent.
public struct PrimeClient: Sendable {
  /// The nth prime (the 1st is 2), reporting how far the lookup got as it runs: whole percents,
  /// increasing, at most one call per percent, so a long lookup reports about 100 times
  /// whatever its size. Throws ``PrimeError`` for numbers it cannot compute.
  public var nthPrimeReportingProgress:
    @Sendable (
      _ n: Int,
      _ progress: @escaping @Sendable (_ percent: Int) async -> Void
    ) async throws -> Int

  /// A client from a function that reports progress.
  ///
  /// - Parameter nthPrimeReportingProgress: The nth prime, reporting whole percents done.
  public init(
    nthPrimeReportingProgress:
      @escaping @Sendable (
        _ n: Int,
        _ progress: @escaping @Sendable (_ percent: Int) async -> Void
      ) async throws -> Int
  ) {
    self.nthPrimeReportingProgress = nthPrimeReportingProgress
  }

  /// A client whose lookups report no progress.
  ///
  /// - Parameter nthPrime: The nth prime.
  public init(nthPrime: @escaping @Sendable (_ n: Int) async throws -> Int) {
    self.nthPrimeReportingProgress = { n, _ in try await nthPrime(n) }
  }

  /// The nth prime (the 1st is 2), without progress; setting it replaces the client with one
  /// that reports none.
  public var nthPrime: @Sendable (_ n: Int) async throws -> Int {
    get { { [nthPrimeReportingProgress] n in try await nthPrimeReportingProgress(n) { _ in } } }
    set { self = PrimeClient(nthPrime: newValue) }
  }
}

/// Why a prime could not be computed.
public enum PrimeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Primes are counted from 1.
  case notPositive(Int)
  /// Above the largest n the client computes.
  case tooLarge(Int, limit: Int)

  public var description: String {
    switch self {
    case .notPositive(let n): "Primes are counted from 1; \(n) has no prime."
    case .tooLarge(let n, let limit): "\(n) is too large; the largest supported is \(limit)."
    }
  }
}

extension PrimeClient: TestDependencyKey {
  public static let testValue = PrimeClient(nthPrime: unimplemented("PrimeClient.nthPrime"))

  public static let previewValue = PrimeClient { n in
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
    guard n >= 1 else { throw PrimeError.notPositive(n) }
    guard n <= primes.count else { throw PrimeError.tooLarge(n, limit: primes.count) }
    return primes[n - 1]
  }
}

extension DependencyValues {
  /// Computes primes.
  public var primeClient: PrimeClient {
    get { self[PrimeClient.self] }
    set { self[PrimeClient.self] = newValue }
  }
}
