import Dependencies
import IssueReporting

/// Receives the value a key loaded: resume it exactly once.
///
/// ```swift
/// func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///   guard let data = try? Data(contentsOf: url) else {
///     return continuation.resumeReturningInitialValue()
///   }
///   continuation.resume(with: Result { try JSONDecoder().decode(Int.self, from: data) })
/// }
/// ```
///
/// A continuation dropped without being resumed reports an issue and resumes as
/// ``resumeReturningInitialValue()``; a second resume reports an issue and is ignored.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value>

  /// Creates a continuation.
  ///
  /// - Parameters:
  ///   - description: Names the key in the issues a misuse reports.
  ///   - callback: Receives the result: a value, `nil` (nothing stored), or an error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
  }

  /// Resumes with the loaded value.
  public func resume(returning value: Value) {
    self.resume(with: .success(value))
  }

  /// Resumes with why the value could not be loaded.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes with nothing stored: the reference keeps (or goes back to) its declared value.
  public func resumeReturningInitialValue() {
    self.resume(with: .success(nil))
  }

  /// Resumes with a result: a value, `nil` for nothing stored, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    self.box.resume(with: result)
  }
}

/// Receives a value a key saved: resume it exactly once, when the value is stored or could not
/// be.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Never>

  /// Creates a continuation.
  ///
  /// - Parameters:
  ///   - description: Names the key in the issues a misuse reports.
  ///   - callback: Receives the result (`.success(nil)` for a stored value).
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
  }

  /// Resumes: the value is stored.
  public func resume() {
    self.resume(with: .success(()))
  }

  /// Resumes with why the value could not be stored.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) {
    self.box.resume(with: result.map { nil })
  }
}

/// Receives the values a key's subscription delivers: stored values changed from outside the
/// app, errors, and whether a load is under way.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber.
  ///
  /// - Parameters:
  ///   - callback: Receives a value, `nil` (nothing stored), or an error.
  ///   - onLoading: Receives whether a load is under way.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Delivers a new stored value.
  public func yield(_ value: Value) {
    self.yield(with: .success(value))
  }

  /// Says whether a load is under way (`$value.isLoading`).
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading?(isLoading)
  }

  /// Delivers that nothing is stored: the reference goes back to its declared value.
  public func yieldReturningInitialValue() {
    self.yield(with: .success(nil))
  }

  /// Delivers why the stored value cannot be read (`$value.loadError`).
  public func yield(throwing error: any Error) {
    self.yield(with: .failure(error))
  }

  /// Delivers a result: a value, `nil` for nothing stored, or an error.
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }
}

/// Calls its callback at most once, and reports a continuation resumed twice or never.
private final class ContinuationBox<Value>: Sendable {
  private let callback: LockIsolated<(@Sendable (Result<Value?, any Error>) -> Void)?>
  private let description: @Sendable () -> String

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.callback = LockIsolated(callback)
    self.description = description
  }

  deinit {
    if let callback = self.callback.take() {
      reportIssue(
        "\(self.name) never resumed its continuation; whatever waited on it goes on as if "
          + "nothing was stored."
      )
      callback(.success(nil))
    }
  }

  func resume(with result: Result<Value?, any Error>) {
    guard let callback = self.callback.take() else {
      reportIssue("\(self.name) resumed its continuation a second time; only the first counts.")
      return
    }
    callback(result)
  }

  private var name: String {
    let description = self.description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }
}

extension LockIsolated {
  /// The value, leaving `nil` in its place: whoever takes it first gets it.
  func take<Wrapped: Sendable>() -> Value where Value == Wrapped? {
    self.withValue { value in
      defer { value = nil }
      return value
    }
  }
}
