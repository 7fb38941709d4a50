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
  /// inside a word longer than a row.
  func wrapped(toWidth width: Int) -> [String] {
    let width = max(1, width)
    guard self.terminalWidth > width else { return [self] }
    var rows: [String] = []
    var current = ""
    for word in self.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.terminalWidth <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { rows.append(current) }
      var rest = String(word)
      while rest.terminalWidth > width {
        var piece = rest.prefix(columns: width)
        // A character wider than a whole row still moves forward.
        if piece.isEmpty { piece = String(rest.prefix(1)) }
        rows.append(piece)
        rest.removeFirst(piece.count)
      }
      current = rest
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
