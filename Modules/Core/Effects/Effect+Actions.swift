import Foundation

extension Effect where Action: Sendable {
  /// The actions this effect sends, run outside any store: for testing a helper that returns an
  /// effect, or for adapting an effect into an async sequence.
  ///
  /// ```swift
  /// var received: [Action] = []
  /// for await action in Feature.refresh().actions {
  ///   received.append(action)
  /// }
  /// ```
  ///
  /// The stream runs the effect as a store would: `.send` at once, `.run` in a task of its own
  /// with the dependencies it was created with, the parts of a `merge` in order and then at the
  /// same time, the steps of a `concatenate` one after another. Cancellation ids are local to
  /// the stream: `.cancel(id:)` and `cancelInFlight` reach only the parts of this effect marked
  /// `.cancellable` with that id, never a store's effects. The stream finishes when the effect
  /// does; cancelling the task that iterates it cancels the effect.
  public var actions: AsyncStream<Action> {
    if self.isNone { return AsyncStream { $0.finish() } }
    let effect = self
    return AsyncStream { continuation in
      let task = Task {
        let run = LocalEffectRun<Action>(continuation: continuation)
        var tasks: [Task<Void, Never>] = []
        run.interpret(effect, keys: []) { tasks.append($0) }
        await LocalEffectRun<Action>.wait(for: tasks)
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// One ``Effect/actions`` stream's run of an effect: where its actions go and which of its
/// `.cancellable` parts still run, by id.
private final class LocalEffectRun<Action: Sendable>: @unchecked Sendable {
  private let continuation: AsyncStream<Action>.Continuation
  private let lock = NSLock()
  private var running: [CancelKey: [UUID: Task<Void, Never>]] = [:]

  init(continuation: AsyncStream<Action>.Continuation) {
    self.continuation = continuation
  }

  /// Walks an effect as the store's interpreter does: sends, cancels and registrations happen
  /// now, in order; each `.run` and each concatenation becomes a task handed to `spawn`.
  func interpret(
    _ effect: Effect<Action>,
    keys: [CancelKey],
    spawn: (Task<Void, Never>) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      self.continuation.yield(action)
    case .cancel(let key):
      self.cancel(key)
    case .merge(let effects):
      for effect in effects { self.interpret(effect, keys: keys, spawn: spawn) }
    case .cancellable(let key, let cancelInFlight, let effect):
      if cancelInFlight { self.cancel(key) }
      self.interpret(effect, keys: keys + [key], spawn: spawn)
    case .run(let run):
      let continuation = self.continuation
      self.start(keys: keys, spawn: spawn) {
        await DependencyValues._withCurrent(run.dependencies) {
          await run.operation(Send { continuation.yield($0) })
        }
      }
    case .concatenate(let effects):
      self.start(keys: keys, spawn: spawn) {
        for step in effects {
          guard !Task.isCancelled else { return }
          var tasks: [Task<Void, Never>] = []
          self.interpret(step, keys: [], spawn: { tasks.append($0) })
          await Self.wait(for: tasks)
        }
      }
    }
  }

  /// Waits for tasks, cancelling them if the waiting task is cancelled.
  static func wait(for tasks: [Task<Void, Never>]) async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  private func start(
    keys: [CancelKey],
    spawn: (Task<Void, Never>) -> Void,
    operation: @escaping @Sendable () async -> Void
  ) {
    let token = UUID()
    self.lock.lock()
    let task = Task {
      await operation()
      self.finish(token, keys: keys)
    }
    for key in keys { self.running[key, default: [:]][token] = task }
    self.lock.unlock()
    spawn(task)
  }

  private func finish(_ token: UUID, keys: [CancelKey]) {
    self.lock.withLock {
      for key in keys {
        self.running[key]?[token] = nil
        if self.running[key]?.isEmpty == true { self.running[key] = nil }
      }
    }
  }

  private func cancel(_ key: CancelKey) {
    let tasks = self.lock.withLock { self.running.removeValue(forKey: key) }
    for task in (tasks ?? [:]).values { task.cancel() }
  }
}
