extension Store {
  /// Observes a value derived from the state: `onChange` is called at once with the current
  /// value, then after each `send` that changed it, and never when it did not change.
  ///
  /// ```swift
  /// let token = store.observe(\.count) { count in
  ///   print("count is now \(count)")
  /// }
  /// ```
  ///
  /// Observers run after the action queue drains, once per `send`, on the main actor. Derive
  /// only what the view shows, so that unrelated changes never reach it.
  ///
  /// - Parameters:
  ///   - transform: Derives the observed value from the state.
  ///   - onChange: Called with each new value.
  /// - Returns: A token; the observation lasts until it is cancelled or released.
  public func observe<Value: Equatable>(
    _ transform: @escaping (_ state: State) -> Value,
    onChange: @escaping (_ value: Value) -> Void
  ) -> ObservationToken {
    self.core.observe(transform, onChange: onChange)
  }

  /// The values derived from the state, as an asynchronous sequence: the current value first,
  /// then each change.
  ///
  /// - Parameter transform: Derives the observed value from the state.
  /// - Returns: A stream that ends when the consuming task is cancelled, or when the store is
  ///   released.
  public func values<Value: Equatable & Sendable>(
    of transform: @escaping (_ state: State) -> Value
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
    // Only the observer holds the finisher: when the store is released, so is the observer, and
    // the stream ends instead of leaving its consumer waiting forever.
    let finisher = StreamFinisher(continuation)
    let token = self.observe(transform) { finisher.continuation.yield($0) }
    continuation.onTermination = { _ in token.cancel() }
    return stream
  }
}

/// Finishes a stream when it is released.
private final class StreamFinisher<Value>: Sendable {
  let continuation: AsyncStream<Value>.Continuation

  init(_ continuation: AsyncStream<Value>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    self.continuation.finish()
  }
}
