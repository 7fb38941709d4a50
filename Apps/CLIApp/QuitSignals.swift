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
/// The handlers are installed first thing (``install()``), before the data folder is locked or
/// the inventory loaded: a signal that comes while the app starts is kept until the session
/// ``listen(interrupt:quit:)``s, which then quits before reading any command (and says so); a
/// second one exits at once, 130, with a message (nothing has been changed yet).
///
/// The signal handler only writes the signal's number to a pipe (all a handler may safely do);
/// a thread reads the pipe and hands the signal to the session on the main actor.
enum QuitSignals {
  /// Where the signals go: the session's handlers once it listens, or the one signal that came
  /// before.
  private struct Receiver: Sendable {
    var interrupt: (@MainActor @Sendable () -> Bool)?
    var quit: (@MainActor @Sendable () -> Void)?
    var early: Int32?
  }

  private static let receiver = LockIsolated(Receiver())
  private static let isQuitting = LockIsolated(false)

  /// Starts catching the signals, for the rest of the process (and ignores `SIGPIPE`, so that a
  /// closed standard output cannot end the app before it saves). Call it before anything slow.
  static func install() {
    // A closed standard output (`CLIApp | head -n 1`) must not kill the app before it saves:
    // writes to it then fail with EPIPE, which `Console` ignores, instead of raising SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    signalPipeWriteEnd = ends[1]
    let readEnd = ends[0]
    Thread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 {
        self.received(Int32(byte))
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

  /// Hands the signals to the session from now on.
  ///
  /// - Parameters:
  ///   - interrupt: Called on the main actor for `SIGINT`; returns whether it stopped long
  ///     work (then the app does not quit).
  ///   - quit: Called on the main actor for a signal that quits.
  /// - Returns: The signal that came while the app started, if one did: the caller quits now.
  @MainActor
  static func listen(
    interrupt: @escaping @MainActor @Sendable () -> Bool,
    quit: @escaping @MainActor @Sendable () -> Void
  ) -> Int32? {
    self.receiver.withValue { receiver in
      receiver.interrupt = interrupt
      receiver.quit = quit
      guard let early = receiver.early else { return nil }
      self.isQuitting.setValue(true)
      return early
    }
  }

  /// The signal's name, for messages: `SIGTERM`.
  static func name(of number: Int32) -> String {
    switch number {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(number)"
    }
  }

  /// On the pipe's thread: a signal, to hand on, to keep, or to exit at once for.
  private static func received(_ number: Int32) {
    let handlers = self.receiver.withValue { receiver in
      if receiver.quit == nil, receiver.early == nil {
        receiver.early = number
        return (interrupt: receiver.interrupt, quit: receiver.quit, isKept: true)
      }
      return (interrupt: receiver.interrupt, quit: receiver.quit, isKept: false)
    }
    if handlers.isKept { return }
    guard let quit = handlers.quit, !self.isQuitting.value else {
      RawMode.restore()
      if handlers.quit == nil {
        writeUnbuffered(
          "CLIApp: \(self.name(of: number)) while starting, a second signal: quit at once; "
            + "nothing was changed.\n", to: STDERR_FILENO)
      }
      _exit(130)
    }
    let isInterrupt = number == SIGINT
    let interrupt = handlers.interrupt
    Task { @MainActor in
      if isInterrupt, !self.isQuitting.value, interrupt?() == true { return }
      self.isQuitting.setValue(true)
      quit()
    }
  }
}

/// The pipe the signal handler writes to (set once, before any handler is installed).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
