import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal in raw mode: keys arrive one by one, unechoed, and the terminal is put back as
/// it was whatever way the process leaves.
///
/// Restored on `restore()` (quit, end of input), at `exit` (an `atexit` handler), on a crash
/// (`SIGSEGV`, `SIGABRT`, `SIGBUS`, `SIGILL`, `SIGFPE`, and Ctrl-\'s `SIGQUIT`: restored, then
/// the signal goes on to the handler that was there before, the Swift runtime's backtracer or
/// the default), and on Ctrl-Z
/// (`SIGTSTP`: restored, then the process stops; at `fg` raw mode comes back and `events` says
/// so). Ctrl-C stays a signal (`ISIG` is kept), which ``QuitSignals`` turns into `quit`.
///
/// Handlers only call async-signal-safe functions (`tcsetattr`, `write`, `sigaction`, `raise`)
/// on state set before they are installed.
enum RawMode {
  /// Something the terminal did that needs a repaint.
  enum Event: UInt8 {
    /// The window changed size (`SIGWINCH`).
    case resized = 1
    /// The process was stopped with Ctrl-Z and continued with `fg`.
    case continued = 2
  }

  /// Puts standard input in raw mode; `events` is called on a background thread for each
  /// resize and continue. Returns false when standard input is not a terminal.
  static func enter(events: @escaping @Sendable (Event) -> Void) -> Bool {
    guard tcgetattr(STDIN_FILENO, savedAttributes) == 0 else { return false }
    var raw = savedAttributes.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    rawAttributes.pointee = raw
    startEventThread(events)
    installHandlers()
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, rawAttributes) == 0 else { return false }
    isRaw = 1
    return true
  }

  /// Puts the terminal back as it was before `enter` and shows the cursor; does nothing when it
  /// is not in raw mode. Safe to call from a signal handler.
  static func restore() {
    guard isRaw == 1 else { return }
    isRaw = 0
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, savedAttributes)
    writeShowCursor()
  }
}

// MARK: - State shared with the signal handlers

/// Allocated once and never freed: a handler reads them without touching Swift's runtime.
nonisolated(unsafe) private let savedAttributes = UnsafeMutablePointer<termios>.allocate(
  capacity: 1)
nonisolated(unsafe) private let rawAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)
nonisolated(unsafe) private var isRaw: Int32 = 0
nonisolated(unsafe) private var eventPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var handlersAreInstalled = false

/// The signals that end the process on the spot: crashes, and Ctrl-\ (`SIGQUIT`).
private let crashSignals = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGQUIT]

private func writeShowCursor() {
  let bytes: [UInt8] = [0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x68]  // ESC [ ? 2 5 h
  bytes.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

private func notify(_ event: RawMode.Event) {
  var byte = event.rawValue
  _ = write(eventPipeWriteEnd, &byte, 1)
}

private func startEventThread(_ events: @escaping @Sendable (RawMode.Event) -> Void) {
  guard eventPipeWriteEnd < 0 else { return }
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return }
  eventPipeWriteEnd = ends[1]
  let readEnd = ends[0]
  Thread {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count == 1, let event = RawMode.Event(rawValue: byte) {
        events(event)
      } else if count < 0, errno == EINTR {
        continue
      } else if count <= 0 {
        return
      }
    }
  }
  .start()
}

private func installHandlers() {
  guard !handlersAreInstalled else { return }
  handlersAreInstalled = true
  atexit { RawMode.restore() }
  for number in crashSignals {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      RawMode.restore()
      // On to the handler that was there before (or the default), which ends the process.
      sigaction(number, previousActions + Int(number), nil)
      raise(number)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_NODEFER | SA_ONSTACK
    sigaction(number, &action, previousActions + Int(number))
  }
  installStopHandler()
  var resize = sigaction()
  resize.__sigaction_handler.sa_handler = { _ in notify(.resized) }
  sigemptyset(&resize.sa_mask)
  resize.sa_flags = SA_RESTART
  sigaction(SIGWINCH, &resize, nil)
}

private func installStopHandler() {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = { _ in stopped() }
  sigemptyset(&action.sa_mask)
  action.sa_flags = SA_RESTART
  sigaction(SIGTSTP, &action, nil)
}

/// Ctrl-Z: the terminal is restored, then the process stops for real; it runs on from here at
/// `fg`.
private func stopped() {
  let wasRaw = isRaw == 1
  RawMode.restore()
  var original = sigaction()
  original.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&original.sa_mask)
  sigaction(SIGTSTP, &original, nil)
  var mask = sigset_t()
  sigemptyset(&mask)
  sigaddset(&mask, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &mask, nil)
  raise(SIGTSTP)
  // Continued.
  installStopHandler()
  if wasRaw, tcsetattr(STDIN_FILENO, TCSADRAIN, rawAttributes) == 0 {
    isRaw = 1
  }
  notify(.continued)
}
