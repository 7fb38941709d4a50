import Foundation

/// Generates UUIDs. Read it with `@Dependency(\.uuid)`; override it in tests with
/// ``incrementing`` so that ids are predictable.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a closure.
  ///
  /// - Parameter generate: Returns a new UUID each time it is called.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns a new UUID.
  public func callAsFunction() -> UUID {
    self.generate()
  }

  /// Random UUIDs from the system.
  public static let live = UUIDGenerator { UUID() }

  /// Always the same UUID.
  ///
  /// - Parameter uuid: The UUID to return.
  /// - Returns: A generator that returns `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// UUIDs counting up from `00000000-0000-0000-0000-000000000000`, one generator's own count.
  public static var incrementing: UUIDGenerator {
    let count = LockIsolated(0)
    return UUIDGenerator {
      count.withValue { count in
        defer { count += 1 }
        return UUID(count)
      }
    }
  }
}

/// Predictable UUIDs for tests.
extension UUID {
  /// The UUID whose last 12 hexadecimal digits spell `intValue`, as ``UUIDGenerator/incrementing``
  /// produces them: `UUID(1)` is `00000000-0000-0000-0000-000000000001`.
  ///
  /// - Parameter intValue: A non-negative integer below 16¹².
  public init(_ intValue: Int) {
    let digits = String(intValue, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    self.init(uuidString: "00000000-0000-0000-0000-\(padded.suffix(12))")!
  }
}

extension DependencyValues {
  /// Generates UUIDs. Unimplemented in tests: override it, for example with `.incrementing`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static let testValue = UUIDGenerator(
    unimplemented(#"@Dependency(\.uuid)"#, placeholder: UUID(0))
  )
}
