import Navigation

/// A clock that tells time with another clock and counts the tasks asleep on it.
///
/// The session is idle when every effect the store runs is asleep on this clock: the effects of
/// a command have settled (a lookup answered, a save written) and only timers wait. That is a
/// fact read from the store and the clock, not a guess from how long the screen stayed still.
final class SleepCountingClock: Clock, Sendable {
  /// A moment, as the time since the clock was made.
  struct Instant: InstantProtocol, Hashable {
    var offset: Duration

    func advanced(by duration: Duration) -> Self {
      Self(offset: self.offset + duration)
    }

    func duration(to other: Self) -> Duration {
      other.offset - self.offset
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let elapsed: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration) async throws -> Void
  private let sleepers = LockIsolated(0)
  let minimumResolution: Duration

  /// A clock that tells time with `base`.
  init<Base: Clock<Duration>>(_ base: Base) {
    let origin = base.now
    self.elapsed = { origin.duration(to: base.now) }
    self.sleepUntil = { offset in
      try await base.sleep(until: origin.advanced(by: offset), tolerance: nil)
    }
    self.minimumResolution = base.minimumResolution
  }

  var now: Instant {
    Instant(offset: self.elapsed())
  }

  /// The number of tasks asleep on the clock right now.
  var sleeperCount: Int {
    self.sleepers.value
  }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    self.sleepers.withValue { $0 += 1 }
    defer { self.sleepers.withValue { $0 -= 1 } }
    try await self.sleepUntil(deadline.offset)
  }
}
