import Foundation
import Navigation

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` end the app the way `quit` does: open forms close
/// as their `back` would, and the app exits once every save has landed. A signal while that runs
/// exits at once with status 130 (the saves are atomic: the file is the old one or the new one,
/// never half of each). While the screen runs long work (a prime lookup), Ctrl-C stops that
/// work instead, and the app goes on.
///
/// The signal handler only writes the signal's number to a pipe (all a handler may safely do);
/// a thread reads the pipe and hands the signal to the session on the main actor.
enum QuitSignals {
  /// Starts listening, for the rest of the process.
  ///
  /// - Parameters:
  ///   - interrupt: Called on the main actor for `SIGINT`; returns whether it stopped long
  ///     work (then the app does not quit).
  ///   - quit: Called on the main actor for a signal that quits.
  static func install(
    interrupt: @escaping @MainActor @Sendable () -> Bool,
    quit: @escaping @MainActor @Sendable () -> Void
  ) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    signalPipeWriteEnd = ends[1]
    let readEnd = ends[0]
    let isQuitting = LockIsolated(false)
    Thread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 {
        if isQuitting.value {
          RawMode.restore()
          _exit(130)
        }
        let isInterrupt = Int32(byte) == SIGINT
        Task { @MainActor in
          if isInterrupt, !isQuitting.value, interrupt() { return }
          isQuitting.setValue(true)
          quit()
        }
      }
    }
    .start()
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeWriteEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }
}

/// The pipe the signal handler writes to (set once, before any handler is installed).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
