import Foundation
import Navigation

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` end the app the way `quit` does: open forms close
/// as their `back` would, and the app exits once every save has landed. A second signal while
/// that runs exits at once with status 130 (the saves are atomic: the file is the old one or the
/// new one, never half of each).
///
/// The signal handler only writes a byte to a pipe (all a handler may safely do); a thread reads
/// the pipe and asks the session to quit on the main actor.
enum QuitSignals {
  /// Starts listening, for the rest of the process; `quit` runs on the main actor at the first
  /// signal.
  static func install(quit: @escaping @MainActor @Sendable () -> Void) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    signalPipeWriteEnd = ends[1]
    let readEnd = ends[0]
    Thread {
      var byte: UInt8 = 0
      var count = 0
      while read(readEnd, &byte, 1) == 1 {
        count += 1
        if count > 1 {
          RawMode.restore()
          _exit(130)
        }
        Task { @MainActor in quit() }
      }
    }
    .start()
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in
        var byte: UInt8 = 1
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
