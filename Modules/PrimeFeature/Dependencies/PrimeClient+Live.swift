import Foundation
import Navigation

extension PrimeClient {
  /// The largest n the live client computes (the 10,000,000th prime is 179,424,673).
  public static let liveLimit = 10_000_000

  /// A sieve of Eratosthenes over an upper bound of the nth prime; it runs off the main actor
  /// and stops as soon as its task is cancelled.
  public static let live = PrimeClient { n in
    guard n >= 1 else { throw PrimeError.notPositive(n) }
    guard n <= liveLimit else { throw PrimeError.tooLarge(n, limit: liveLimit) }
    return try await Task.detached(priority: .userInitiated) {
      try sieveNthPrime(n)
    }
    .cancellableValue
  }
}

/// The nth prime by a sieve; checks for cancellation as it goes.
func sieveNthPrime(_ n: Int) throws -> Int {
  if n < 6 { return [2, 3, 5, 7, 11][n - 1] }
  let x = Double(n)
  let bound = Int(x * (log(x) + log(log(x)))) + 1
  var isComposite = [Bool](repeating: false, count: bound + 1)
  var count = 0
  var candidate = 2
  while candidate <= bound {
    if candidate & 0xFFFF == 0 { try Task.checkCancellation() }
    if !isComposite[candidate] {
      count += 1
      if count == n { return candidate }
      var multiple = candidate * candidate
      var marked = 0
      while multiple <= bound {
        isComposite[multiple] = true
        multiple += candidate
        // Most of the work happens here, for the small primes: the outer loop alone would
        // notice a cancellation only after nearly all of it.
        marked &+= 1
        if marked & 0xFFFF == 0 { try Task.checkCancellation() }
      }
    }
    candidate += 1
  }
  preconditionFailure("The bound n(ln n + ln ln n) holds for n ≥ 6.")
}

extension PrimeClient: DependencyKey {
  /// The sieve, ``live``: computation only, so the feature declares it itself.
  public static let liveValue = PrimeClient.live
}
