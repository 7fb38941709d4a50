extension Frame {
  /// Lays out `content` for a terminal of `width` columns and `height` rows.
  ///
  /// From the top: the title in a rule as wide as the terminal, the screen's lines (wrapped
  /// between words, continued with a deeper indent), the Commands line (wrapped between
  /// commands), the message area, and the input line with the cursor. No row is wider than
  /// `width`. When the rows do not fit in `height`, the screen's lines give way first (the last
  /// one kept says how many are hidden), then the message area; the input line always shows, and
  /// scrolls sideways to keep the cursor in view.
  ///
  /// - Parameters:
  ///   - content: What to show.
  ///   - width: The terminal's columns.
  ///   - height: The terminal's rows.
  ///   - glyphs: The symbols to draw with (see ``Glyphs``).
  public init(_ content: FrameContent, width: Int, height: Int, glyphs: Glyphs) {
    let width = max(2, width)
    let height = max(1, height)
    let ellipsis = glyphs.ellipsis
    var body: [Row] = []
    for line in content.lines.map(glyphs.apply) {
      guard !line.isEmpty else {
        body.append(Row(""))
        continue
      }
      let first = line.wrapped(toWidth: width - 2)[0]
      body.append(Row("  " + first))
      // The rest of the line, wrapped with a deeper indent.
      var rest = line.dropFirst(first.count)
      if rest.first == " " { rest = rest.dropFirst() }
      if !rest.isEmpty {
        body += String(rest).wrapped(toWidth: width - 4).map { Row("    " + $0) }
      }
    }
    var message: [Row] = []
    for row in content.message {
      for text in glyphs.apply(row.text).wrapped(toWidth: width) {
        message.append(Row(text, style: row.style))
      }
    }
    let commands = Self.commandRows(
      content.commands.map(glyphs.apply), width: width, glyphs: glyphs)
    let title = Self.titleRow(glyphs.apply(content.title), width: width, glyphs: glyphs)
    let (input, cursorColumn) = Self.inputRow(
      content.input, cursor: content.cursor, width: width, glyphs: glyphs)

    var room = max(0, height - 2 - commands.count)
    message = Self.fit(message, in: room, ellipsis: ellipsis)
    room -= message.count
    body = Self.fit(body, in: room, ellipsis: ellipsis)
    // Whatever a very narrow terminal forced past the width is cut.
    var rows = ([title] + body + commands + message + [input]).map { row in
      row.text.terminalWidth <= width
        ? row : Row(row.text.truncated(toWidth: width, ellipsis: ""), style: row.style)
    }
    if rows.count > height {
      rows.removeFirst(rows.count - height)
    }
    self.init(rows: rows, cursorRow: rows.count - 1, cursorColumn: cursorColumn, width: width)
  }

  private static func titleRow(_ title: String, width: Int, glyphs: Glyphs) -> Row {
    let rule = String(glyphs.rule)
    let lead = rule + rule + " "
    // At least one rule after the title, separated by a space.
    let shown = title.truncated(
      toWidth: max(1, width - lead.terminalWidth - 2), ellipsis: glyphs.ellipsis)
    let text = lead + shown + " "
    let fill = String(repeating: rule, count: max(0, width - text.terminalWidth))
    return Row((text + fill).truncated(toWidth: width, ellipsis: ""), style: .title)
  }

  private static func commandRows(_ names: [String], width: Int, glyphs: Glyphs) -> [Row] {
    let lead = "Commands: "
    var rows: [String] = []
    var current = lead
    for (index, name) in names.enumerated() {
      let name = name.truncated(toWidth: width - lead.count, ellipsis: glyphs.ellipsis)
      let separator = index == 0 ? "" : glyphs.separator
      if (current + separator + name).terminalWidth <= width {
        current += separator + name
      } else {
        rows.append(current + glyphs.separator.trimmingTrailingSpaces)
        current = String(repeating: " ", count: lead.count) + name
      }
    }
    rows.append(current)
    return rows.map { Row($0.truncated(toWidth: width, ellipsis: glyphs.ellipsis), style: .dim) }
  }

  private static func inputRow(
    _ input: String, cursor: Int, width: Int, glyphs: Glyphs
  ) -> (Row, cursorColumn: Int) {
    let prompt = glyphs.prompt + " "
    let room = max(1, width - prompt.terminalWidth)
    // One cell per typed character, as drawn (an ASCII terminal may draw one as several).
    let cells = input.map { glyphs.apply(String($0)) }
    let cursor = min(max(0, cursor), cells.count)
    // Scrolled sideways so that the cursor's cell is on screen.
    var start = 0
    while start < cursor, cells[start..<cursor].joined().terminalWidth >= room {
      start += 1
    }
    let visible = cells[start...].joined().prefix(columns: room)
    let cursorColumn = prompt.terminalWidth + cells[start..<cursor].joined().terminalWidth
    return (Row(prompt + visible), min(cursorColumn, width - 1))
  }

  /// At most `count` of `rows`; when some are cut, the last one kept says how many.
  private static func fit(_ rows: [Row], in count: Int, ellipsis: String) -> [Row] {
    guard rows.count > count else { return rows }
    guard count > 0 else { return [] }
    let hidden = rows.count - count + 1
    return rows.prefix(count - 1) + [Row("  \(ellipsis) (\(hidden) more lines)", style: .dim)]
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self.reversed().drop { $0 == " " }.reversed())
  }
}
