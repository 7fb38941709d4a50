import Foundation

/// Waits until the running process `pid` has used `limit` of CPU time (it spins), or ten times
/// `limit` of wall time has passed (it blocks without working), looking every 20 ms; `true` then,
/// `false` when the task is cancelled first (the process ended) or the process is gone.
///
/// A limit in CPU time tells a hang from a busy machine: other builds slow the process down but
/// barely change the CPU it uses, so a run that takes 45 s of wall time for 0.2 s of CPU is not a
/// hang.
///
/// - Parameters:
///   - pid: The process.
///   - limit: The CPU time it may use.
///   - onReading: Called with each reading of its CPU time.
/// - Returns: Whether a limit was reached.
func waitForHang(
  of pid: Int32,
  limit: Duration,
  onReading: @Sendable (Duration) -> Void = { _ in }
) async -> Bool {
  let clock = ContinuousClock()
  let wallLimit = clock.now + limit * 10
  while !Task.isCancelled {
    do {
      try await Task.sleep(for: .milliseconds(20))
    } catch {
      return false
    }
    let used = processCPUTime(pid)
    if let used { onReading(used) }
    if (used ?? .zero) >= limit || clock.now >= wallLimit { return true }
  }
  return false
}
