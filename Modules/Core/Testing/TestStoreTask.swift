/// The effects started by one
/// ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``, and those
/// started by the actions they send back.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Cancels the effects, and the effects of the actions they sent back (cascading), and waits
  /// until they stopped.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.value
  }

  /// Waits until the effects finish; reports an issue if they are still running after the
  /// timeout.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; the test store's timeout by default.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let task = self.rawValue else { return }
    let isFinished = LockIsolated(false)
    let waiter = Task {
      await task.value
      isFinished.setValue(true)
    }
    let timeout = timeout ?? self.timeout
    let didFinish = await waitUntil(timeout: timeout) { isFinished.value }
    waiter.cancel()
    if !didFinish {
      reportIssue(
        "Expected task to finish, but it is still in-flight after \(format(timeout)).",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}

/// Waits until `condition` holds, letting other tasks run; returns false after `timeout`.
@MainActor
func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
  await waitUntil(timeout: timeout, condition, orGiveUpWhen: { false })
}

/// A duration as a person reads it: "1 second", "0.1 seconds".
func format(_ duration: Duration) -> String {
  let seconds =
    Double(duration.components.seconds)
    + Double(duration.components.attoseconds) / 1e18
  let number =
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds))" : "\(seconds)"
  return seconds == 1 ? "1 second" : "\(number) seconds"
}
