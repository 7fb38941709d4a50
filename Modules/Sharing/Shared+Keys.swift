extension Shared {
  /// A shared value persisted by `key`: the value the key already holds (an earlier `Shared`
  /// of the key, or its storage), or `wrappedValue` when it holds nothing.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value lives.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: SharedReferences.reference(for: key, default: wrappedValue))
  }

  /// A shared optional persisted by `key`, `nil` when the key holds nothing.
  ///
  /// - Parameter key: Where the value lives.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value persisted by a key with a default of its own (``SharedReaderKey/Default``).
  ///
  /// ```swift
  /// @Shared(.isOn) var isOn
  /// ```
  ///
  /// - Parameter key: Where the value lives, and its default.
  public init<Key: SharedKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// A shared value persisted by a key with a default of its own, starting from `wrappedValue`
  /// instead of that default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value for this declaration.
  ///   - key: Where the value lives.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: Key.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A shared value of `key` that must be stored: loads it first, and throws when the key holds
  /// nothing or cannot be read.
  ///
  /// ```swift
  /// let settings = try await Shared(require: .fileStorage(settingsURL))
  /// ```
  ///
  /// - Parameter key: Where the value lives.
  /// - Throws: ``SharedValueNotStored`` when nothing is stored, or the key's load error.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await requiredValue(of: key)
    self.init(
      reference: SharedReferences.reference(for: key, default: { value }, skipInitialLoad: true)
    )
    if let loadError = self.loadError { throw loadError }
  }
}

extension SharedReader {
  /// A read-only shared value of `key`: the value the key already holds, or `wrappedValue` when
  /// it holds nothing.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value comes from.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: SharedReferences.reference(for: key, default: wrappedValue))
  }

  /// A read-only shared optional of `key`, `nil` when the key holds nothing.
  ///
  /// - Parameter key: Where the value comes from.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A read-only shared value of a key with a default of its own.
  ///
  /// - Parameter key: Where the value comes from, and its default.
  public init<Key: SharedReaderKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// A read-only shared value of a key with a default of its own, starting from `wrappedValue`
  /// instead of that default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value for this declaration.
  ///   - key: Where the value comes from.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: Key.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A read-only shared value of `key` that must be stored: loads it first, and throws when the
  /// key holds nothing or cannot be read.
  ///
  /// - Parameter key: Where the value comes from.
  /// - Throws: ``SharedValueNotStored`` when nothing is stored, or the key's load error.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await requiredValue(of: key)
    self.init(
      reference: SharedReferences.reference(for: key, default: { value }, skipInitialLoad: true)
    )
    if let loadError = self.loadError { throw loadError }
  }
}

/// Thrown by `Shared(require:)` and `SharedReader(require:)` when the key holds no value.
public struct SharedValueNotStored: Error, CustomStringConvertible {
  /// The key, as `String(reflecting:)` shows it.
  public let key: String

  /// Says which key holds nothing.
  public var description: String { "Nothing is stored for \(self.key)." }
}

private func requiredValue<Key: SharedReaderKey>(of key: Key) async throws -> Key.Value {
  let box = try await withUnsafeThrowingContinuation {
    (continuation: UnsafeContinuation<UncheckedBox<Key.Value?>, any Error>) in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(String(describing: key)) { result in
        continuation.resume(with: result.map { UncheckedBox(value: $0) })
      }
    )
  }
  guard let value = box.value else {
    throw SharedValueNotStored(key: String(reflecting: key))
  }
  return value
}

/// Carries a loaded value across the continuation (the key already handed it over).
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
}
