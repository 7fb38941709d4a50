import Foundation
import TerminalFrontEnd

/// The history of typed commands, kept in the file `history` of the data folder between runs.
///
/// Reading a missing or unreadable file gives an empty history; a failed write is ignored (the
/// history is a convenience: it never stops the app).
struct HistoryFile {
  /// The file.
  let url: URL

  /// The history file of a data folder.
  init(directory: URL) {
    self.url = directory.appendingPathComponent("history")
  }

  /// The history saved by earlier runs.
  func load() -> History {
    guard let data = try? Data(contentsOf: self.url) else { return History() }
    return History(fileContents: String(decoding: data, as: UTF8.self))
  }

  /// Saves `history`, replacing the file atomically.
  func save(_ history: History) {
    try? Data(history.fileContents.utf8).write(to: self.url, options: .atomic)
  }
}
