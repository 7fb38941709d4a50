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

  package static func cancel(key: CancelKey) -> Self {
    Self(operation: .cancel(key))
  }

  package func cancellable(key: CancelKey) -> Self {
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
  let registry = CancellationRegistry.current
  let key = CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
  if cancelInFlight {
    registry.cancel(key)
  }
  let recordID = registry.insert(
    keys: [key],
    location: "withTaskCancellation",
    cause: "",
    origin: nil,
    isEffect: false
  )
  let task = Task { try await operation() }
  registry.attach(id: recordID) { task.cancel() }
  defer { registry.remove(id: recordID) }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
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
  let registry = CancellationRegistry.current
  let key = CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
  if cancelInFlight {
    registry.cancel(key)
  }
  let recordID = registry.insert(
    keys: [key],
    location: "withTaskCancellation",
    cause: "",
    origin: nil,
    isEffect: false
  )
  let task = Task { await operation() }
  registry.attach(id: recordID) { task.cancel() }
  defer { registry.remove(id: recordID) }
  return await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
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
