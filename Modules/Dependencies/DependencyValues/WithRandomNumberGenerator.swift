import Foundation

/// Gives exclusive access to a random number generator. Read it with
/// `@Dependency(\.withRandomNumberGenerator)`:
///
/// ```swift
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// In tests, override it with a seeded generator so that results are deterministic:
/// `$0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))`.
public final class WithRandomNumberGenerator: @unchecked Sendable {
  // Guarded by `lock`.
  private var generator: any RandomNumberGenerator & Sendable
  private let lock = NSLock()

  /// Wraps a generator.
  ///
  /// - Parameter generator: The generator to hand out.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = generator
  }

  /// Runs `work` with exclusive access to the generator.
  ///
  /// - Parameter work: A closure that draws random values from the generator.
  /// - Returns: The result of `work`.
  public func callAsFunction<R>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try self.lock.withLock { try work(&self.generator) }
  }
}

/// A fast, seedable generator (SplitMix64): the same seed gives the same sequence on every
/// platform.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// Returns the next value of the sequence.
  public mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension DependencyValues {
  /// A random number generator. Unimplemented in tests: override it with a seeded generator.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static let testValue = WithRandomNumberGenerator(UnimplementedRandomNumberGenerator())
}

private struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
  var fallback = SeededRandomNumberGenerator(seed: 0)

  mutating func next() -> UInt64 {
    reportIssue(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
    return self.fallback.next()
  }
}
