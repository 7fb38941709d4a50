/// Where a shared value comes from: loads it, and tells about changes made outside the app.
///
/// Keys with equal ``id``s share one reference: every `SharedReader` (and `Shared`) of them
/// reads one value, loaded once. A key that is `Hashable` is its own id.
///
/// ```swift
/// struct EnvironmentKey: SharedReaderKey, Hashable {
///   let name: String
///   func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
///     guard let value = ProcessInfo.processInfo.environment[self.name] else {
///       return continuation.resumeReturningInitialValue()
///     }
///     continuation.resume(returning: value)
///   }
///   func subscribe(
///     context: LoadContext<String>, subscriber: SharedSubscriber<String>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
///
/// > Important: Resume every continuation exactly once: a continuation that is dropped or
/// > resumed twice is reported as an issue.
public protocol SharedReaderKey<Value>: Sendable {
  /// The value the key holds.
  associatedtype Value
  /// What makes two keys the same.
  associatedtype ID: Hashable = Self

  /// What makes two keys the same: keys with equal ids share one reference.
  var id: ID { get }

  /// Loads the stored value and resumes `continuation` with it, now or later.
  ///
  /// Resume with ``LoadContinuation/resumeReturningInitialValue()`` when nothing is stored (the
  /// reference then holds the value it was declared with), or with an error when the stored value
  /// cannot be read (the reference keeps its value and reports the error as its `loadError`).
  ///
  /// - Parameters:
  ///   - context: Why the value is loaded: a reference's first load (with the declared value),
  ///     or a load the user asked for (`$value.load()`).
  ///   - continuation: Receives the loaded value.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts telling `subscriber` about values stored from outside the app (another process, the
  /// system); the subscription ends when the reference goes away.
  ///
  /// - Parameters:
  ///   - context: As for ``load(context:continuation:)``.
  ///   - subscriber: Receives new stored values, errors and loading states.
  /// - Returns: The subscription; cancelling it stops the deliveries.
  func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// The key itself: a `Hashable` key is its own id.
  public var id: ID { self }
}

/// Why a key loads its value.
public enum LoadContext<Value> {
  /// A reference's first load: the value is the one it was declared with (its default).
  case initialValue(Value)

  /// A load the user asked for, with `$value.load()` or `Shared(require:)`.
  case userInitiated

  /// The declared value of an ``initialValue(_:)`` load; `nil` for a user-initiated one.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}
