/// Starts work that must not hold up its caller in the app, and that a test waits for.
///
/// In the app, calling it starts an unstructured task and returns at once. In tests it runs the
/// work to completion before returning, so the test can assert what the work did, and reports an
/// error the work throws.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget {
///   try await analytics.track("saved")
/// }
/// ```
public struct FireAndForget: Sendable {
  /// Runs the work given its task's name and priority.
  public let operation:
    @Sendable (String?, TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// Creates the dependency from the way it runs work.
  ///
  /// - Parameter operation: Receives the task's name, its priority and the work.
  public init(
    _ operation:
      @escaping @Sendable (String?, TaskPriority?, @escaping @Sendable () async throws -> Void)
      async -> Void
  ) {
    self.operation = operation
  }

  /// Starts `operation` (in tests: runs it to completion).
  ///
  /// - Parameters:
  ///   - name: The task's name.
  ///   - priority: The task's priority.
  ///   - operation: The work.
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(name, priority, operation)
  }
}

extension DependencyValues {
  /// Starts work without waiting for it; in tests, waits for it (see ``FireAndForget``).
  public var fireAndForget: FireAndForget {
    self[FireAndForgetKey.self]
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { name, priority, operation in
    Task(name: name, priority: priority) { try await operation() }
  }
  static let testValue = FireAndForget { name, priority, operation in
    await Task(name: name, priority: priority) {
      await withErrorReporting { try await operation() }
    }
    .value
  }
}
