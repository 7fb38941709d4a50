extension String {
  /// The text cut to at most `width` columns, ending with `ellipsis` when it was cut.
  func truncated(toWidth width: Int, ellipsis: String) -> String {
    guard self.terminalWidth > width else { return self }
    let room = width - ellipsis.terminalWidth
    guard room > 0 else { return String(ellipsis.prefix(max(0, width))) }
    return self.prefix(columns: room) + ellipsis
  }

  /// The longest start of the text that takes at most `columns` columns.
  func prefix(columns: Int) -> String {
    var result = ""
    var used = 0
    for character in self {
      let width = character.terminalWidth
      guard used + width <= columns else { break }
      result.append(character)
      used += width
    }
    return result
  }

  /// The text in rows of at most `width` columns, broken between words where it can be and
  /// inside a word longer than a row; linear in the text's length. With `maxRows`, only the
  /// first rows.
  func wrapped(toWidth width: Int, maxRows: Int = .max) -> [String] {
    let width = max(1, width)
    guard maxRows > 0 else { return [] }
    guard self.terminalWidth > width else { return [self] }
    var rows: [String] = []
    var current = ""
    var currentWidth = 0
    for word in self.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = word.terminalWidth
      let candidateWidth = current.isEmpty ? wordWidth : currentWidth + 1 + wordWidth
      if candidateWidth <= width {
        if !current.isEmpty { current += " " }
        current += word
        currentWidth = candidateWidth
        continue
      }
      if !current.isEmpty { rows.append(current) }
      guard rows.count < maxRows else { return rows }
      // The word in pieces of a row each; the last piece may be followed by the next words.
      current = ""
      currentWidth = 0
      for character in word {
        let characterWidth = character.terminalWidth
        // A character wider than a whole row still moves forward.
        if currentWidth + characterWidth > width, !current.isEmpty {
          rows.append(current)
          guard rows.count < maxRows else { return rows }
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += characterWidth
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
