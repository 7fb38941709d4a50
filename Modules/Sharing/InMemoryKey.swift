import Dependencies

/// A ``SharedKey`` whose value lives in memory: every `Shared` of one name shares it, for as
/// long as the app runs (or the test).
public struct InMemoryKey<Value>: SharedKey, CustomStringConvertible {
  private let name: String
  private let storage: InMemoryStorage

  init(_ name: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.name = name
    self.storage = storage
  }

  /// The name and the storage it lives in.
  public var id: InMemoryKeyID {
    InMemoryKeyID(name: self.name, storage: ObjectIdentifier(self.storage))
  }

  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\(String(reflecting: self.name)))" }

  /// The value stored under the name. A reference's first load stores its declared value when
  /// the name holds none, so that later declarations share it.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    switch context {
    case .initialValue(let initialValue):
      continuation.resume(returning: self.storage.value(self.name, default: initialValue))
    case .userInitiated:
      guard let value = self.storage.value(self.name, as: Value.self) else {
        return continuation.resumeReturningInitialValue()
      }
      continuation.resume(returning: value)
    }
  }

  /// Hears of no outside change: only the app writes memory.
  public func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value under the name, at once.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.storage.setValue(value, self.name)
    continuation.resume()
  }
}

/// What makes two ``InMemoryKey``s the same: their name and storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let name: String
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// A value kept in memory under `name`, shared by every `Shared` of that name.
  ///
  /// ```swift
  /// @Shared(.inMemory("favorites")) var favorites: [Int] = []
  /// ```
  ///
  /// - Parameter name: The value's name.
  /// - Returns: The key.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}
