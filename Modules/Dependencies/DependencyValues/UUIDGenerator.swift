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
  /// The UUID that spells `intValue` in hexadecimal in its last 16 digits, as
  /// ``UUIDGenerator/incrementing`` produces them: `UUID(1)` is
  /// `00000000-0000-0000-0000-000000000001`.
  ///
  /// A negative number spells its magnitude and sets the last digit of the third group:
  /// `UUID(-1)` is `00000000-0000-0001-0000-000000000001`.
  ///
  /// - Parameter intValue: Any integer.
  public init(_ intValue: Int) {
    let magnitude = intValue.magnitude
    var bytes = [UInt8](repeating: 0, count: 16)
    bytes[7] = intValue < 0 ? 1 : 0
    for index in 0..<8 {
      bytes[15 - index] = UInt8(truncatingIfNeeded: magnitude >> (8 * UInt64(index)))
    }
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
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
