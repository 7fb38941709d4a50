extension Effect {
  /// Makes the effect cancellable with an id, for ``cancel(id:)`` or `Task.cancel(id:)`.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
  /// }
  /// .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to the store (two stores never cancel each other's effects) and to the
  /// presented child the reducer runs under (two counters on a stack have separate timers).
  ///
  /// - Parameters:
  ///   - id: The cancellation id.
  ///   - cancelInFlight: Whether to cancel effects already running with this id before starting
  ///     this one, so that only the newest runs.
  /// - Returns: The cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let key = CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
    if case .none = self.operation, !cancelInFlight { return .none }
    return Self(operation: .cancellable(key, cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels the running effects with an id.
  ///
  /// - Parameter id: The cancellation id.
  /// - Returns: The effect.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelKey(id: id, path: DependencyValues._current.navigationIDPath)))
  }

  static func cancel(key: CancelKey) -> Self {
    Self(operation: .cancel(key))
  }

  func cancellable(key: CancelKey) -> Self {
    if case .none = self.operation { return .none }
    return Self(operation: .cancellable(key, cancelInFlight: false, self))
  }
}

/// Runs an asynchronous operation that can be cancelled with `Task.cancel(id:)` or
/// ``Effect/cancel(id:)``.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.searchResponse(try await client.search(query)))
///   }
/// }
/// ```
///
/// - Parameters:
///   - id: The cancellation id.
///   - cancelInFlight: Whether to cancel operations already running with this id first.
///   - operation: The work to run.
/// - Returns: The operation's result.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let result = await runCancellable(id: id, cancelInFlight: cancelInFlight) {
    () async -> Result<T, any Error> in
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}

/// Runs a non-throwing asynchronous operation that can be cancelled with `Task.cancel(id:)`.
///
/// - Parameters:
///   - id: The cancellation id.
///   - cancelInFlight: Whether to cancel operations already running with this id first.
///   - operation: The work to run.
/// - Returns: The operation's result; when cancelled, whatever the operation returns after
///   observing cancellation.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  await runCancellable(id: id, cancelInFlight: cancelInFlight, operation: operation)
}

/// The body of both `withTaskCancellation` functions.
private func runCancellable<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool,
  operation: @escaping @Sendable () async -> T
) async -> T {
  let registry = CancellationRegistry.current
  let key = CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
  if cancelInFlight {
    registry.cancel(key)
  }
  return await registry.withCancellation(keys: [key], location: "withTaskCancellation") {
    await operation()
  }
}

/// Cancellation of effects by id from any asynchronous code that runs in a store.
extension Task where Success == Never, Failure == Never {
  /// Cancels the effects and operations running with an id in the current store.
  ///
  /// - Parameter id: The cancellation id.
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.current.cancel(
      CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
    )
  }
}
