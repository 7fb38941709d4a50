import Foundation

/// The lines a user entered, oldest first, as a line editor recalls them with Up and Down.
///
/// Blank lines, a repeat of the previous line, lines longer than ``longestLine`` bytes and lines
/// with a control character (an escape sequence) are not recorded, nor read from a file; past
/// `limit` lines the oldest are forgotten. ``fileContents`` and ``init(fileContents:limit:)`` keep it in a file between
/// runs (one line per entry).
public struct History: Equatable, Sendable {
  /// The lines, oldest first.
  public private(set) var entries: [String] = []
  /// How many lines are kept.
  public let limit: Int

  /// A history holding the last `limit` of `entries` that it would have recorded.
  ///
  /// - Parameters:
  ///   - entries: Lines, oldest first.
  ///   - limit: How many lines are kept.
  public init(_ entries: [String] = [], limit: Int = 500) {
    self.limit = max(0, limit)
    for entry in entries {
      self.append(entry)
    }
  }

  /// The history saved as `fileContents` by an earlier run.
  ///
  /// - Parameters:
  ///   - fileContents: The text of the history file (one line per entry).
  ///   - limit: How many lines are kept.
  public init(fileContents: String, limit: Int = 500) {
    self.init(
      fileContents.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(
        String.init),
      limit: limit)
  }

  /// The longest line recorded, in UTF-8 bytes; longer lines are not recorded.
  public static let longestLine = 4_096

  /// The text of the history file: one line per entry, each ending with a newline.
  public var fileContents: String {
    self.entries.map { $0 + "\n" }.joined()
  }

  /// Records a line the user entered, trimmed of surrounding spaces.
  ///
  /// - Parameter line: The line.
  public mutating func append(_ line: String) {
    // A pasted page is not worth recalling, and would make the file as long.
    guard line.utf8.count <= Self.longestLine else { return }
    let line = line.trimmingCharacters(in: .whitespaces)
    guard !line.isEmpty, line != self.entries.last, self.limit > 0 else { return }
    // A line with a line break could not be read back as one entry; one with a control
    // character (an escape sequence from a crafted file) is never recalled onto the screen.
    guard !line.contains(where: \.isNewline), !line.unicodeScalars.contains(where: \.isControl)
    else { return }
    self.entries.append(line)
    if self.entries.count > self.limit {
      self.entries.removeFirst(self.entries.count - self.limit)
    }
  }
}
