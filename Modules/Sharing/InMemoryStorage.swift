import Dependencies
import Foundation

/// The values of the `.inMemory` keys: one per name, for as long as the storage lives, never
/// written anywhere.
///
/// The app uses one storage for its whole run; each test gets a fresh one from its dependencies
/// (`\.defaultInMemoryStorage`), so tests running in parallel never
/// see each other's values.
public final class InMemoryStorage: @unchecked Sendable {
  // Values need not be `Sendable`: only the key's reference reads them, under this lock.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// An empty storage.
  public init() {}

  /// The value stored under `name`, if there is one of type `Value`.
  func value<Value>(_ name: String, as _: Value.Type) -> Value? {
    // Unwrap before casting: `nil as? Int?` succeeds, and would pass for a stored value.
    guard let stored = self.lock.withLock({ self.values[name] }) else { return nil }
    return stored as? Value
  }

  /// The value stored under `name`, or `defaultValue` after storing it when there is none (or
  /// one of another type).
  func value<Value>(_ name: String, default defaultValue: Value) -> Value {
    self.lock.withLock {
      // Unwrap before casting: `nil as? Int?` succeeds, and would pass for a stored value.
      if let stored = self.values[name], let value = stored as? Value { return value }
      self.values[name] = defaultValue
      return defaultValue
    }
  }

  func setValue(_ value: Any, _ name: String) {
    self.lock.withLock { self.values[name] = value }
  }
}

extension DependencyValues {
  /// The storage of the `.inMemory` keys: one for the app, a new one for each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}
