/// Where a shared value comes from: loads it, and tells about changes made outside the app.
///
/// Keys with equal ``id``s share one reference: every `SharedReader` (and `Shared`) of them
/// reads one value, loaded once.
///
/// ```swift
/// struct EnvironmentKey: SharedReaderKey {
///   let name: String
///   var id: String { self.name }
///   func load() throws -> String? { ProcessInfo.processInfo.environment[self.name] }
///   func subscribe(
///     _ receive: @escaping @Sendable (Result<String?, any Error>) -> Void
///   ) -> SharedSubscription { SharedSubscription {} }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The value the key holds.
  associatedtype Value
  /// What makes two keys the same.
  associatedtype ID: Hashable & Sendable

  /// What makes two keys the same: keys with equal ids share one reference.
  var id: ID { get }

  /// The stored value, or `nil` when nothing is stored yet (the declared default is used).
  ///
  /// - Throws: Why the stored value cannot be read; the reference keeps the default and
  ///   reports the error as its `loadError`.
  func load() throws -> Value?

  /// Starts telling `receive` about values stored from outside the app (another process, the
  /// system); the subscription ends when the reference goes away.
  ///
  /// - Parameter receive: Receives a new stored value (`nil`: none), or why it cannot be read.
  /// - Returns: The subscription; cancelling it stops the deliveries.
  func subscribe(
    _ receive: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) -> SharedSubscription
}

extension SharedReaderKey {
  /// Tells about no outside change: for keys whose storage only the app changes.
  public func subscribe(
    _ receive: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}
