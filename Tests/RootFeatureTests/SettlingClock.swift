import Foundation
import Navigation

/// A clock that moves only when a test wakes its sleepers, one at a time, and that counts the
/// tasks asleep on it.
///
/// Knowing who sleeps lets a test wait for a precise moment instead of yielding and hoping: the
/// store is idle when every running effect is asleep on this clock (`running == sleeperCount`).
/// That holds whether or not the main serial executor is in force, which other tests running in
/// parallel switch on and off for the whole process.
final class SettlingClock: Clock, Sendable {
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

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    // Sleeps cancelled before they were registered.
    var cancelledIDs: Set<Int> = []
  }

  private let state = LockIsolated(State())

  var now: Instant {
    self.state.value.now
  }

  var minimumResolution: Duration {
    .zero
  }

  /// The number of tasks asleep on the clock.
  var sleeperCount: Int {
    self.state.value.sleepers.count
  }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = self.state.withValue { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = self.state.withValue { state -> Result<Void, any Error>? in
          if state.cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = self.state.withValue { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Wakes the sleeper with the earliest deadline not after `target` (the first to fall asleep
  /// among equal deadlines) and moves the clock to its deadline.
  ///
  /// - Returns: Whether a sleeper was woken.
  func wakeNextSleeper(notAfter target: Instant) -> Bool {
    let sleeper = self.state.withValue { state -> Sleeper? in
      let due = state.sleepers.indices.filter { state.sleepers[$0].deadline <= target }
      guard
        let index = due.min(by: {
          (state.sleepers[$0].deadline, state.sleepers[$0].id)
            < (state.sleepers[$1].deadline, state.sleepers[$1].id)
        })
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }
    sleeper?.continuation.resume()
    return sleeper != nil
  }

  /// Moves the clock to `target` once no sleeper is due before it.
  func move(to target: Instant) {
    self.state.withValue { $0.now = max($0.now, target) }
  }
}
