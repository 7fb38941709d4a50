extension Frame {
  /// The bytes that change the terminal from showing `previous` to showing this frame.
  ///
  /// Only the rows that differ are rewritten, each addressed by its position (`ESC [ row ; 1 H`)
  /// after clearing it (`ESC [ K`); rows the previous frame had below this one's are cleared. A
  /// row that keeps its style and its width (a count ticking from 2 to 3) has only its changed
  /// middle written, at its column. The frame is drawn from the top left of the screen. Without a previous frame, or
  /// when the width changed (the terminal has reflowed what it showed), the screen is cleared and
  /// every row drawn. The cursor is hidden while rows are written and then put back on the input
  /// line. Nothing at all is written when neither the rows nor the cursor changed.
  ///
  /// - Parameters:
  ///   - previous: The frame on show, or `nil` when the screen's content is unknown.
  ///   - usesColor: Whether rows are styled with ANSI colors (SGR).
  /// - Returns: The text to write to the terminal.
  public func paint(over previous: Frame?, usesColor: Bool) -> String {
    var output = ""
    if let previous, previous.width == self.width {
      for index in 0..<max(previous.rows.count, self.rows.count) {
        let old = index < previous.rows.count ? previous.rows[index] : nil
        let new = index < self.rows.count ? self.rows[index] : nil
        guard old != new else { continue }
        if let old, let new, let change = new.change(from: old) {
          output += "\u{1B}[\(index + 1);\(change.column + 1)H" + change.text.styled(usesColor)
          continue
        }
        // Cleared before it is written: clearing after a row as wide as the terminal would
        // erase its last character (the cursor waits on it to wrap).
        output += "\u{1B}[\(index + 1);1H\u{1B}[K" + (new.map { $0.styled(usesColor) } ?? "")
      }
      if output.isEmpty, previous.cursorRow == self.cursorRow,
        previous.cursorColumn == self.cursorColumn
      {
        return ""
      }
    } else {
      output += "\u{1B}[H\u{1B}[2J"
      for (index, row) in self.rows.enumerated() {
        output += "\u{1B}[\(index + 1);1H" + row.styled(usesColor)
      }
    }
    let cursor = "\u{1B}[\(self.cursorRow + 1);\(self.cursorColumn + 1)H"
    return output.isEmpty ? cursor : "\u{1B}[?25l" + output + cursor + "\u{1B}[?25h"
  }
}

extension Frame.Row {
  /// What differs from `old` when both have the same style and width: the middle between their
  /// common start and common end, and the column it starts at.
  fileprivate func change(from old: Frame.Row) -> (column: Int, text: Frame.Row)? {
    guard old.style == self.style, old.text.terminalWidth == self.text.terminalWidth else {
      return nil
    }
    let oldCharacters = Array(old.text)
    let newCharacters = Array(self.text)
    var start = 0
    while start < min(oldCharacters.count, newCharacters.count),
      oldCharacters[start] == newCharacters[start]
    {
      start += 1
    }
    var end = 0
    while end < min(oldCharacters.count, newCharacters.count) - start,
      oldCharacters[oldCharacters.count - 1 - end] == newCharacters[newCharacters.count - 1 - end]
    {
      end += 1
    }
    // The column is only as right as the width table: after a wide, composed or emoji
    // character a terminal might count otherwise, so such a row is rewritten whole.
    let isPlainBefore = newCharacters[..<start].allSatisfy { character in
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
      else { return false }
      return character.terminalWidth == 1 && !scalar.properties.isEmojiPresentation
    }
    guard isPlainBefore else { return nil }
    let middle = String(newCharacters[start..<(newCharacters.count - end)])
    return (String(newCharacters[..<start]).terminalWidth, Frame.Row(middle, style: self.style))
  }

  /// The text with its style's escape codes around it.
  fileprivate func styled(_ usesColor: Bool) -> String {
    guard usesColor, !self.text.isEmpty else { return self.text }
    let code: String
    switch self.style {
    case .plain: return self.text
    case .title: code = "1"
    case .dim: code = "2"
    case .warning: code = "33"
    }
    return "\u{1B}[\(code)m\(self.text)\u{1B}[0m"
  }
}
