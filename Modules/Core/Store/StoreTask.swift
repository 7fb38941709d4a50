/// The effects started by one ``Store/send(_:)-(Action)``, and those started by the actions they send
/// back.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(lineage: EffectLineage?) {
    guard let lineage, !lineage.isEmpty else {
      self.rawValue = nil
      return
    }
    self.rawValue = Task {
      await withTaskCancellationHandler {
        await lineage.waitForAll()
      } onCancel: {
        lineage.cancel()
      }
    }
  }

  /// Cancels the effects, and the effects of the actions they sent back (cascading).
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
