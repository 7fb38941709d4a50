extension Effect where Action: Sendable {
  /// Lets through at most one of this effect's actions per `interval` for an id: the first
  /// right away, then, within the interval, one more at its end (the first or the latest
  /// action sent meanwhile, as `latest` says).
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.loadPage(offset))
  ///     .throttle(id: CancelID.scroll, for: .seconds(1), clock: self.clock, latest: true)
  /// ```
  ///
  /// As in TCA, a throttled effect cancels the one of the same id still waiting to send, and
  /// the time of the last action let through is kept per id (and navigation path, as for
  /// cancellation) for the whole process. TCA takes a
  /// Combine scheduler; here time goes through a `Clock`. The effect runs as one task, so its
  /// own `.send`s arrive after the `send` that started it returns, and cancellation ids inside
  /// it are local to it (see ``actions``).
  ///
  /// - Parameters:
  ///   - id: The throttle's id, also the effect's cancellation id.
  ///   - interval: The least time between two actions let through.
  ///   - clock: The clock that measures it.
  ///   - latest: Whether the action sent at the end of an interval is the latest one (`true`)
  ///     or the first one sent during it (`false`).
  /// - Returns: The throttled effect.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    if self.isNone { return .none }
    let key = CancelKey(id: id, path: DependencyValues._current.navigationIDPath)
    return .run { send in
      for await action in self.actions {
        switch ThrottleTimes.shared.decide(
          key, action: action, now: clock.now, interval: interval, latest: latest)
        {
        case .now(let value):
          await send(value)
        case .at(let deadline, let value):
          try await clock.sleep(until: deadline, tolerance: nil)
          await send(value)
        }
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
