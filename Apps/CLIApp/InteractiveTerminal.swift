import Foundation
import TerminalFrontEnd

#if canImport(Glibc)
  import Glibc
#endif

/// The app drawn in place on a terminal: the screen, a message area and an input line with a
/// line editor, repainted row by row as they change.
///
/// Keys are read in raw mode (``RawMode``) on a background thread and applied to a
/// ``LineEditor`` on the main actor; each entered line comes out of ``lines``. A timer tick
/// rewrites only the rows that changed and puts the cursor back where the user was typing. The
/// history is loaded from and saved to the data folder (``HistoryFile``).
@MainActor
final class InteractiveTerminal {
  /// The lines the user enters, in order; finished by Ctrl-D on an empty line or the end of
  /// input.
  let lines: AsyncStream<String>
  /// The words Tab may complete, given the text before the cursor.
  var completions: (String) -> [String] = { _ in [] }
  /// Called for Ctrl-C typed as a key (when it is not a signal).
  var onInterrupt: () -> Void = {}

  private let linesContinuation: AsyncStream<String>.Continuation
  private let style: OutputStyle
  private let environment: [String: String]
  private let historyFile: HistoryFile
  private var editor: LineEditor
  private var decoder = KeyDecoder()
  private var content = FrameContent(title: "")
  /// Whether a screen was given: nothing is drawn before (keys typed early wait for it).
  private var hasScreen = false
  private var shown: Frame?
  private var size: TerminalSize
  private var isActive = false
  /// Whether a line was entered and the session has not finished it yet.
  private var isAwaitingCommand = false
  /// Keys typed while ``isAwaitingCommand``.
  private var heldKeys: [Key] = []
  /// How many lines were entered: tells a late release of held keys from a current one.
  private var commandCount = 0
  /// The page of the screen's list on show, when it does not fit; Page Up and Page Down move
  /// from it.
  private var page: Frame.Page?

  /// A terminal front end; nothing is drawn until ``start()``.
  init(style: OutputStyle, historyFile: HistoryFile, environment: [String: String]) {
    (self.lines, self.linesContinuation) = AsyncStream.makeStream()
    self.style = style
    self.environment = environment
    self.historyFile = historyFile
    self.editor = LineEditor(history: historyFile.load())
    self.size = TerminalSize.current(environment: environment)
  }

  /// Enters raw mode and starts reading keys (the screen is cleared at the first ``show``);
  /// false when standard input is not a terminal after all.
  func start() -> Bool {
    let entered = RawMode.enter { event in
      Task { @MainActor [weak self] in self?.terminalChanged(event) }
    }
    guard entered else { return false }
    self.isActive = true
    let keys = readStandardInput()
    Task { @MainActor [weak self] in
      for await bytes in keys {
        guard let self, self.isActive else { return }
        self.receive(bytes)
      }
      self?.linesContinuation.finish()
    }
    return true
  }

  /// Shows a screen, keeping the message area and what is typed.
  func show(title: String, lines: [String], commands: [String]) {
    if title != self.content.title {
      // Another screen starts at the top of its list.
      self.content.listStart = 0
    }
    self.content.title = title
    self.content.lines = lines
    // Its numbered lines page; what comes before and after (a status, a notice) stays.
    self.content.list = FrameContent.numberedList(in: lines)
    self.content.commands = commands
    self.hasScreen = true
    self.repaint()
  }

  /// Fills the message area until the next command is entered.
  func showMessage(_ rows: [Frame.Row]) {
    self.content.message = rows
    self.repaint()
  }

  /// Leaves the screen as it is, moves below it onto a fresh line and restores the terminal.
  func finish() {
    guard self.isActive else { return }
    self.isActive = false
    RawMode.restore()
    guard self.shown != nil else { return }
    // Below the screen, then a newline: the last byte written, so the shell's prompt starts on
    // a line of its own.
    let below = (self.shown?.rows.count ?? 0) + 1
    writeUnbuffered("\u{1B}[\(below);1H\r\n", to: STDOUT_FILENO)
  }

  /// The session handled the last line entered: keys typed meanwhile are edited now, against
  /// the screen that command led to.
  func commandFinished() {
    guard self.isAwaitingCommand else { return }
    self.isAwaitingCommand = false
    let keys = self.heldKeys
    self.heldKeys = []
    self.handle(keys)
  }

  private func receive(_ bytes: [UInt8]) {
    self.handle(self.decoder.decode(bytes))
  }

  private func handle(_ keys: [Key]) {
    var index = keys.startIndex
    while index < keys.endIndex {
      // Typed ahead of a command still being handled: held, so that Tab completes against the
      // screen the command leads to, not the one it leaves.
      guard !self.isAwaitingCommand else {
        self.heldKeys.append(contentsOf: keys[index...])
        break
      }
      // A run of characters (a paste) goes in at once: linear in its length wherever the
      // cursor is.
      var typed = ""
      while index < keys.endIndex, case .character(let character) = keys[index] {
        typed.append(character)
        index += 1
      }
      if !typed.isEmpty {
        _ = self.editor.type(typed)
        continue
      }
      let key = keys[index]
      index += 1
      if key == .pageUp || key == .pageDown, let page = self.page {
        self.content.listStart = key == .pageUp ? page.previous : page.next
        continue
      }
      switch self.editor.handle(key, completions: self.completions) {
      case .edited, .ignored:
        break
      case .submitted(let line):
        self.historyFile.save(self.editor.history)
        self.content.message = []
        self.isAwaitingCommand = true
        self.commandCount += 1
        self.linesContinuation.yield(line)
        // A command that takes long (a long `advance`) lets typing through after a moment, so
        // that a `quit` typed meanwhile reaches the session.
        let command = self.commandCount
        Task { @MainActor [weak self] in
          try? await Task.sleep(for: .milliseconds(250))
          if self?.commandCount == command { self?.commandFinished() }
        }
      case .candidates(let words):
        self.content.message = [Frame.Row(words.joined(separator: "  "), style: .dim)]
      case .endOfInput:
        self.linesContinuation.finish()
      case .interrupted:
        self.onInterrupt()
      case .repaintRequested:
        self.shown = nil
      }
    }
    self.repaint()
  }

  private func terminalChanged(_ event: RawMode.Event) {
    guard self.isActive else { return }
    self.size = TerminalSize.current(environment: self.environment)
    // After a resize the terminal has reflowed the old rows; after `fg` the shell wrote over them.
    self.shown = nil
    self.repaint()
  }

  private func repaint() {
    guard self.isActive, self.hasScreen else { return }
    // Only what the input line can show: a repaint costs the width, not the line's length.
    (self.content.input, self.content.cursor) = self.editor.textAroundCursor(
      radius: self.size.columns)
    let frame = Frame(
      self.content, width: self.size.columns, height: self.size.rows, glyphs: self.style.glyphs)
    // Kept in range: a list that shrank shows its last page.
    self.page = frame.page
    self.content.listStart = frame.page?.first ?? 0
    let output = frame.paint(over: self.shown, usesColor: self.style.usesColor)
    self.shown = frame
    if !output.isEmpty { writeUnbuffered(output, to: STDOUT_FILENO) }
  }
}

/// The bytes of standard input as they arrive, read on a background thread.
private func readStandardInput() -> AsyncStream<[UInt8]> {
  AsyncStream { continuation in
    Thread {
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 {
          // A paste comes a few kilobytes at a time: what is already there goes with it, so
          // that it is drawn once, not once per piece.
          var bytes = Array(buffer[..<count])
          while bytes.count < 65_536, isReadable(STDIN_FILENO) {
            let more = buffer.withUnsafeMutableBytes {
              read(STDIN_FILENO, $0.baseAddress, $0.count)
            }
            guard more > 0 else { break }
            bytes += buffer[..<more]
          }
          continuation.yield(bytes)
        } else if count < 0, errno == EINTR || errno == EAGAIN {
          continue
        } else {
          break
        }
      }
      continuation.finish()
    }
    .start()
  }
}

/// Whether `descriptor` has bytes to read now.
private func isReadable(_ descriptor: Int32) -> Bool {
  var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  return poll(&request, 1, 0) == 1 && request.revents & Int16(POLLIN) != 0
}
