import Foundation

// The values in force live in two places. A task local holds them for a task and every task it
// creates. A thread-local slot holds them for synchronous work on one thread: a store's reducers,
// and a navigation reducer's child. Binding the slot is two stores to a thread-local; binding a
// task local takes the task's status lock, or allocates outside a task, and a reducer reads the
// slot for a fraction of what a task-local read costs.
//
// Synchronous work cannot suspend, so the slot never outlives the work on its thread, and no
// other task runs on that thread meanwhile (a task started immediately inside the work sees the
// slot until its first suspension, then its inherited task local). A task created inside the
// work inherits the task local, not the slot: `_withCurrent(_:operation:)` binds both. A store's
// reducers and a navigation reducer's child bind the slot alone: their effects capture the values
// in force when they are made, and binding a task local at every action costs more than the rest
// of a trivial send.
//
// Only `_current` is public (swift-dependencies' API, read by users' code and tests). The binding
// entry points are `package`: `Core`'s stores and navigation runtime call them, and code outside
// this package binds values with `withDependencies` or `withEscapedDependencies` instead.

extension DependencyValues {
  /// The dependencies in force here: those bound for the synchronous work running on this
  /// thread, if any, otherwise the current task's. Prefer `@Dependency` and `withDependencies` to
  /// touching this directly.
  public static var _current: DependencyValues {
    if let bound = pthread_getspecific(Self.synchronousKey) {
      return DependencyValues(
        contents: Unmanaged<Contents>.fromOpaque(bound).takeUnretainedValue())
    }
    return Self.taskCurrent
  }

  /// Runs synchronous work with `values` in force, for it and for the tasks it creates.
  ///
  /// - Parameters:
  ///   - values: The dependencies.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  @inlinable
  package static func _withCurrent<R>(
    _ values: DependencyValues,
    operation: () throws -> R
  ) rethrows -> R {
    let outer = Self._bindSynchronously(values)
    defer { Self._restoreSynchronousBinding(outer) }
    // Already the task's (a store sent to where it was made): binding them again costs more
    // than the rest of a trivial send.
    guard !Self._isTaskCurrent(values) else { return try operation() }
    return try Self._withTaskCurrent(values, operation: operation)
  }

  /// Runs asynchronous work with `values` in force, for it and for the tasks it creates.
  ///
  /// - Parameters:
  ///   - values: The dependencies.
  ///   - isolation: The actor the operation runs on; inferred from the caller.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  package static func _withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.$taskCurrent.withValue(values, operation: operation)
  }

  /// Runs synchronous work with `values` in force for the work itself only: a task it creates
  /// inherits the values in force around this call instead. For a navigation reducer's child,
  /// whose effects capture the values in force when they are made.
  ///
  /// - Parameters:
  ///   - values: The dependencies.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  @inlinable
  package static func _withCurrentSynchronously<R>(
    _ values: DependencyValues,
    operation: () throws -> R
  ) rethrows -> R {
    let outer = Self._bindSynchronously(values)
    defer { Self._restoreSynchronousBinding(outer) }
    return try operation()
  }

  /// Puts `values` in force for the synchronous work that follows on this thread, until
  /// `_restoreSynchronousBinding(_:)` (in a `defer`, before anything can suspend); `values` must
  /// outlive the binding. For the runtime's hot paths, where a closure would cost more than the
  /// binding; `_withCurrentSynchronously(_:operation:)` is the safe form.
  ///
  /// - Parameter values: The dependencies.
  /// - Returns: The binding it replaced, to restore.
  @inlinable
  package static func _bindSynchronously(_ values: DependencyValues) -> _SynchronousBinding {
    let outer = _SynchronousBinding(slot: pthread_getspecific(Self.synchronousKey))
    // The caller holds `values` for the binding's life: the slot needs no reference of its own.
    pthread_setspecific(Self.synchronousKey, Unmanaged.passUnretained(values.contents).toOpaque())
    return outer
  }

  /// Ends a binding `_bindSynchronously(_:)` made, putting back the one it replaced.
  ///
  /// - Parameter outer: What `_bindSynchronously(_:)` returned.
  @inlinable
  package static func _restoreSynchronousBinding(_ outer: _SynchronousBinding) {
    pthread_setspecific(Self.synchronousKey, outer.slot)
  }

  /// Whether `values` are already the current task's: binding them to the task again would
  /// change nothing.
  ///
  /// - Parameter values: The dependencies.
  /// - Returns: `true` when every key resolves alike.
  @inlinable
  package static func _isTaskCurrent(_ values: DependencyValues) -> Bool {
    Self.taskCurrent.isIdentical(to: values)
  }

  /// Runs synchronous work with `values` as the current task's dependencies (not this thread's
  /// binding: see `_withCurrent(_:operation:)`).
  ///
  /// - Parameters:
  ///   - values: The dependencies.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  @usableFromInline
  package static func _withTaskCurrent<R>(
    _ values: DependencyValues,
    operation: () throws -> R
  ) rethrows -> R {
    try Self.$taskCurrent.withValue(values, operation: operation)
  }

  /// The dependencies of the current task.
  @usableFromInline @TaskLocal static var taskCurrent = DependencyValues.root

  /// The thread-local slot of the dependencies bound for synchronous work on this thread.
  @usableFromInline static let synchronousKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}

/// The thread's binding that `DependencyValues._bindSynchronously(_:)` replaced.
@usableFromInline
package struct _SynchronousBinding {
  @usableFromInline let slot: UnsafeMutableRawPointer?

  @usableFromInline
  init(slot: UnsafeMutableRawPointer?) {
    self.slot = slot
  }
}
