import Foundation

/// When a throttled action goes out: now, or at the end of the current interval.
enum ThrottleDecision<Instant, Action> {
  case now(Action)
  case at(Instant, Action)
}

/// The process-wide record, per throttle id (``Effect/throttle(id:for:clock:latest:)``, keyed as
/// cancellation ids are: by id and navigation path), of the last time an action went out and of
/// the action kept for the end of the current interval.
final class ThrottleTimes: @unchecked Sendable {
  static let shared = ThrottleTimes()

  private let lock = NSLock()
  private var records: [CancelKey: (time: any Sendable, pending: (any Sendable)?)] = [:]

  /// Records an action of a throttled effect and says when it goes out.
  func decide<Instant: InstantProtocol, Action: Sendable>(
    _ key: CancelKey,
    action: Action,
    now: Instant,
    interval: Instant.Duration,
    latest: Bool
  ) -> ThrottleDecision<Instant, Action> {
    self.lock.withLock {
      guard let record = self.records[key], let last = record.time as? Instant else {
        self.records[key] = (now, nil)
        return .now(action)
      }
      let value = latest ? action : (record.pending as? Action ?? action)
      guard last.duration(to: now) < interval else {
        self.records[key] = (now, nil)
        return .now(value)
      }
      self.records[key] = (last, value)
      return .at(last.advanced(by: interval), value)
    }
  }
}
