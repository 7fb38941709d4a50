import Foundation
import Navigation

extension PrimeClient {
  /// The largest n the live client computes (the 10,000,000th prime is 179,424,673).
  public static let liveLimit = 10_000_000

  /// A segmented sieve of Eratosthenes up to a bound of the nth prime. It runs on a thread of its
  /// own, never on an executor of Swift concurrency, so that it holds back nothing else, even
  /// when every task runs on the main actor (as with `withMainSerialExecutor` under
  /// `--virtual-time`); it stops as soon as the task that asked is cancelled.
  ///
  /// Progress is the share of the n primes found so far, in whole percents: at most 99 reports,
  /// the newest one kept while the caller is busy with the one before.
  public static let live = PrimeClient.onAThreadOfItsOwn(sieve: sieveNthPrime)

  /// The live client around any sieve: limits checked, the sieve run on a thread of its own and
  /// told when the asking task is cancelled, its percents delivered to the caller. The tests
  /// hand it a sieve that waits for the cancellation, so that "cancelled mid-way" does not
  /// depend on how fast the machine sieves.
  static func onAThreadOfItsOwn(
    sieve:
      @escaping @Sendable (
        _ n: Int, _ isCancelled: () -> Bool, _ progress: (_ percent: Int) -> Void
      ) throws -> Int
  ) -> PrimeClient {
    PrimeClient { n, progress in
      guard n >= 1 else { throw PrimeError.notPositive(n) }
      guard n <= liveLimit else { throw PrimeError.tooLarge(n, limit: liveLimit) }
      let (reports, reporter) = AsyncStream.makeStream(
        of: Int.self, bufferingPolicy: .bufferingNewest(1))
      async let prime = runOnAThreadOfItsOwn { isCancelled in
        defer { reporter.finish() }
        return try sieve(n, isCancelled) { reporter.yield($0) }
      }
      for await percent in reports {
        await progress(percent)
      }
      return try await prime
    }
  }
}

/// Runs `work` on a new thread and waits for it without blocking the caller's executor;
/// cancelling the waiting task sets the flag `work` polls.
private func runOnAThreadOfItsOwn<Value: Sendable>(
  _ work: @escaping @Sendable (_ isCancelled: @Sendable () -> Bool) throws -> Value
) async throws -> Value {
  let cancelled = LockIsolated(false)
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try work { cancelled.value } })
      }
      .start()
    }
  } onCancel: {
    cancelled.setValue(true)
  }
}

/// The nth prime by a segmented sieve of Eratosthenes; throws `CancellationError` soon after
/// `isCancelled` turns true. `progress` gets the share of the n primes found so far each time it
/// grows by a whole percent (1 to 99, never 100: the answer comes instead).
///
/// Segments keep the work even along the way (a plain sieve marks the multiples of the small
/// primes first, most of its work, before it has counted any prime), so the percents follow the
/// time spent; they also keep the memory small and the cancellation checks frequent.
func sieveNthPrime(
  _ n: Int,
  isCancelled: () -> Bool,
  progress: (_ percent: Int) -> Void = { _ in }
) throws -> Int {
  if isCancelled() { throw CancellationError() }
  if n < 6 { return [2, 3, 5, 7, 11][n - 1] }
  let x = Double(n)
  let bound = Int(x * (log(x) + log(log(x)))) + 1
  let basePrimes = primes(upTo: Int(Double(bound).squareRoot()) + 1)
  let segmentSize = 1 << 16
  var isComposite = [Bool](repeating: false, count: segmentSize)
  var count = 0
  var reported = 0
  var low = 2
  while low <= bound {
    if isCancelled() { throw CancellationError() }
    let high = min(low + segmentSize - 1, bound)
    let found: Int? = isComposite.withUnsafeMutableBufferPointer { segment in
      segment.update(repeating: false)
      for p in basePrimes {
        if p * p > high { break }
        var multiple = max(p * p, (low + p - 1) / p * p)
        while multiple <= high {
          segment[multiple - low] = true
          multiple += p
        }
      }
      for offset in 0...(high - low) where !segment[offset] {
        count += 1
        if count == n { return low + offset }
        let percent = count * 100 / n
        if percent > reported {
          reported = percent
          progress(percent)
        }
      }
      return nil
    }
    if let found { return found }
    low = high + 1
  }
  preconditionFailure("The bound n(ln n + ln ln n) holds for n ≥ 6.")
}

/// The primes up to `limit`, by a plain sieve (for the segments' base primes: a few thousand).
private func primes(upTo limit: Int) -> [Int] {
  var isComposite = [Bool](repeating: false, count: limit + 1)
  var primes: [Int] = []
  for candidate in 2...limit where !isComposite[candidate] {
    primes.append(candidate)
    var multiple = candidate * candidate
    while multiple <= limit {
      isComposite[multiple] = true
      multiple += candidate
    }
  }
  return primes
}

extension PrimeClient: DependencyKey {
  /// The sieve, ``live``: computation only, so the feature declares it itself.
  public static let liveValue = PrimeClient.live
}
