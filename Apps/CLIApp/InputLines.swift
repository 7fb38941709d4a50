import Foundation
import TerminalUI

/// The lines of input, read as they arrive, so that the session can see what comes next: a
/// `quit` already typed (or piped) ends the wait for the effects of the command before it.
@MainActor
final class InputLines {
  private var buffered: [String] = []
  private var hasEnded = false
  /// Whether a signal asked to quit (``quitNow()``).
  private(set) var quitWasRequested = false
  private var waiter: CheckedContinuation<String?, Never>?

  /// Starts reading `stream` in the background.
  init(_ stream: AsyncStream<String>) {
    Task { @MainActor [weak self] in
      for await line in stream {
        guard let self else { return }
        self.receive(line)
      }
      self?.end()
    }
  }

  /// The next line, trimmed of spaces; `nil` at the end of input.
  func next() async -> String? {
    if !self.buffered.isEmpty { return self.buffered.removeFirst() }
    if self.hasEnded { return nil }
    return await withCheckedContinuation { self.waiter = $0 }
  }

  /// Makes `quit` the next line, before any line already read (a signal asks to quit now).
  func quitNow() {
    self.quitWasRequested = true
    if let waiter = self.waiter {
      self.waiter = nil
      waiter.resume(returning: "quit")
    } else {
      self.buffered.insert("quit", at: 0)
    }
  }

  /// Whether the next line, already read, asks to quit.
  var quitIsNext: Bool {
    self.buffered.first.map(Self.isQuit) ?? false
  }

  /// Whether `line` (trimmed) asks to quit.
  static func isQuit(_ line: String) -> Bool {
    GlobalCommand.quit.matches(line)
  }

  private func receive(_ line: String) {
    let line = line.trimmingCharacters(in: .whitespaces)
    if let waiter = self.waiter {
      self.waiter = nil
      waiter.resume(returning: line)
    } else {
      self.buffered.append(line)
    }
  }

  private func end() {
    self.hasEnded = true
    self.waiter?.resume(returning: nil)
    self.waiter = nil
  }
}
