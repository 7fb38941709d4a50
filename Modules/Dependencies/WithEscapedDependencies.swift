/// Captures the dependencies in force, so that work that escapes this scope (a callback, a
/// dispatch, a stream's closure) can run with them later.
///
/// Task-local values do not follow work that leaves the current task, such as a closure given to
/// `DispatchQueue.main.async` or an `AsyncStream(unfolding:)`. Capture them here and restore
/// them where the work runs:
///
/// ```swift
/// func refreshButtonTapped() {
///   withEscapedDependencies { dependencies in
///     DispatchQueue.main.async {
///       dependencies.yield {
///         @Dependency(\.date.now) var now
///         self.lastRefresh = now
///       }
///     }
///   }
/// }
/// ```
///
/// - Parameter operation: Receives the captured dependencies.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation())
}

/// Captures the dependencies in force, so that work that escapes this scope can run with them
/// later (see ``withEscapedDependencies(_:)-(_)``).
///
/// - Parameters:
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - operation: Receives the captured dependencies.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation())
}

extension DependencyValues {
  /// Dependencies captured by `withEscapedDependencies`, to be put back in force where escaping
  /// work runs.
  public struct Continuation: Sendable {
    let dependencies = DependencyValues._current

    /// Runs synchronous work with the captured dependencies in force.
    ///
    /// - Parameter operation: The work.
    /// - Returns: What `operation` returns.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues._withCurrent(self.dependencies, operation: operation)
    }

    /// Runs asynchronous work with the captured dependencies in force.
    ///
    /// - Parameters:
    ///   - isolation: The actor the operation runs on; inferred from the caller.
    ///   - operation: The work.
    /// - Returns: What `operation` returns.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues._withCurrent(self.dependencies, operation: operation)
    }
  }
}
