import Foundation

/// Tells the current date. Read it with `@Dependency(\.date)`; override it in tests with
/// ``constant(_:)``.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a closure.
  ///
  /// - Parameter generate: Returns the current date each time it is called.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date; setting it makes the generator return that date from then on.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// } operation: { … }
  /// ```
  public var now: Date {
    get { self.generate() }
    set { self.generate = { newValue } }
  }

  /// Returns the current date.
  public func callAsFunction() -> Date {
    self.generate()
  }

  /// Always the same date.
  ///
  /// - Parameter date: The date to return.
  /// - Returns: A generator that returns `date`.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

extension DependencyValues {
  /// Tells the current date. Unimplemented in tests: override it, for example with
  /// `.constant(Date(timeIntervalSince1970: 0))`.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue: DateGenerator = {
    let unimplementedNow: @Sendable () -> Date = unimplemented(
      #"@Dependency(\.date)"#, placeholder: Date(timeIntervalSince1970: 0))
    return DateGenerator {
      // Writing `now` through a key path (`.dependency(\.date.now, …)`) reads it first: inside an
      // override that read is part of replacing the generator, not a use of it.
      OverrideScope.isActive ? Date(timeIntervalSince1970: 0) : unimplementedNow()
    }
  }()
}
