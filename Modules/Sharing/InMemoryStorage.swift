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

  func value(_ name: String) -> Any? {
    self.lock.withLock { self.values[name] }
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
