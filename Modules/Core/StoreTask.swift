/// The effects started by one ``Store/send(_:)``.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(tasks: [Task<Void, Never>]) {
    switch tasks.count {
    case 0:
      self.rawValue = nil
    case 1:
      self.rawValue = tasks[0]
    default:
      self.rawValue = Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }

  /// Cancels the effects.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits until the effects finish; cancelling the waiting task cancels them.
  public func finish() async {
    await self.rawValue?.cancellableValue
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
