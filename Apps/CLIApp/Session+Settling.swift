import Foundation
import Navigation

/// How the session waits after a command before it reads the next line: a script until the
/// store is idle, a terminal while the screen closes.
extension Session {
  /// In a script, waits until the store is idle before the next command: every effect still
  /// running is asleep on the clock (a timer), so lookups and saves a command started have sent
  /// their answers. When the next line is `quit`, the wait lasts at most a second (quitting then
  /// cancels what still runs), so that a long lookup never holds a quit back. Interactively the
  /// screen follows the effects as they answer: see ``waitWhileTheScreenCloses(_:)``.
  func settle() async {
    guard !self.options.isInteractive else { return }
    let clock = ContinuousClock()
    var quitSeen: ContinuousClock.Instant?
    var spins = 0
    while self.store.runningEffectCount > self.sleepCountingClock.sleeperCount {
      if self.lines.quitIsNext {
        let now = clock.now
        if now - (quitSeen ?? now) >= Self.quitGrace { return }
        quitSeen = quitSeen ?? now
      }
      spins += 1
      if spins < 1_000 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }

  /// Interactively, holds the next line while the screen is closing: while the command's effects
  /// (`done`'s dismissal) run and have not yet changed the screen, so that a line typed ahead
  /// reaches the screen the command leads to, never the one it leaves (typed ahead of `done`,
  /// `new` would replace the closing form and lose its item). It does not wait for work the
  /// screen shows and the user can stop (a lookup: Ctrl-C), for a save (the list says
  /// "Saving…"), for timers, nor past a `quit` (typed, or a signal).
  func waitWhileTheScreenCloses(_ task: StoreTask) async {
    let title = self.screen.title
    let isFinished = LockIsolated(false)
    // Never cancelled: cancelling a task waiting on `finish()` would cancel the effects.
    Task {
      await task.finish()
      isFinished.setValue(true)
    }
    var spins = 0
    while !isFinished.value, self.screen.title == title, self.screen.interruptAction == nil,
      self.store.runningEffectCount
        > self.sleepCountingClock.sleeperCount + (self.store.state.inventory.isSaving ? 1 : 0),
      !self.lines.quitWasRequested, !self.lines.quitIsNext
    {
      spins += 1
      if spins < 1_000 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
      self.renderIfNeeded()
    }
  }

  /// How long a `quit` waits for the effects of the command before it to answer.
  private static let quitGrace = Duration.seconds(1)
}
