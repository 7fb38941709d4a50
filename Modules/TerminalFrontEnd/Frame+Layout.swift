extension Frame {
  /// Lays out `content` for a terminal of `width` columns and `height` rows.
  ///
  /// From the top: the title in a rule as wide as the terminal, the screen's lines (wrapped
  /// between words, continued with a deeper indent), the Commands line (wrapped between
  /// commands), the message area, and the input line with the cursor. No row is wider than
  /// `width`, and control characters are drawn as symbols (see
  /// ``Swift/StringProtocol/showingControlCharacters``).
  ///
  /// When the rows do not fit in `height`, the screen's list (``FrameContent/list``) gives way
  /// first: it shows a page of its lines from ``FrameContent/listStart``, with a row that says
  /// which ("Lines 1–30 of 51", see ``page``), while the lines around it (a status like
  /// "Saving…", an error, a notice) stay on screen. Then the message area and the lines before
  /// the list give way (the last row kept says how many are hidden); the input line always
  /// shows, and scrolls sideways to keep the cursor in view.
  ///
  /// Only what is shown is wrapped: the cost is that of the rows on screen and of the input,
  /// however long the list.
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
    let lines = content.lines
    let list = (content.list ?? lines.indices).clamped(to: lines.indices)
    let commands = Self.commandRows(
      content.commands.map { glyphs.apply($0.showingControlCharacters) }, width: width,
      glyphs: glyphs)
    let title = Self.titleRow(
      glyphs.apply(content.title.showingControlCharacters), width: width, glyphs: glyphs)
    let (input, cursorColumn) = Self.inputRow(
      content.input, cursor: content.cursor, width: width, glyphs: glyphs)

    var room = max(0, height - 2 - commands.count)
    // What follows the list (a status, an error, a notice) is kept first.
    let tail = Self.fit(
      Self.bodyRows(lines[list.upperBound...], width: width, glyphs: glyphs, limit: room + 1),
      in: room, ellipsis: ellipsis)
    room -= tail.count
    var message: [Row] = []
    for row in content.message {
      for text in glyphs.apply(row.text.showingControlCharacters).wrapped(toWidth: width) {
        message.append(Row(text, style: row.style))
      }
    }
    message = Self.fit(message, in: room, ellipsis: ellipsis)
    room -= message.count
    var body = Self.bodyRows(
      lines[..<list.upperBound], width: width, glyphs: glyphs, limit: room + 1)
    var page: Page?
    if body.count > room {
      let head = Self.bodyRows(
        lines[..<list.lowerBound], width: width, glyphs: glyphs, limit: room + 1)
      if list.isEmpty || room < 2 {
        body = Self.fit(head, in: room, ellipsis: ellipsis)
      } else {
        // The list pages in what the lines before it leave (two rows at least: a line and
        // the row that says which).
        body = Self.fit(head, in: room - 2, ellipsis: ellipsis)
        let shown = Self.listPage(
          lines[list], from: content.listStart, rows: room - body.count - 1, width: width,
          glyphs: glyphs)
        page = shown.page
        body += shown.rows + [Self.pageRow(shown.page, width: width, glyphs: glyphs)]
      }
    }
    body += tail
    // Whatever a very narrow terminal forced past the width is cut.
    var rows = ([title] + body + commands + message + [input]).map { row in
      row.text.terminalWidth <= width
        ? row : Row(row.text.truncated(toWidth: width, ellipsis: ""), style: row.style)
    }
    if rows.count > height {
      rows.removeFirst(rows.count - height)
    }
    self.init(
      rows: rows, cursorRow: rows.count - 1, cursorColumn: cursorColumn, width: width, page: page)
  }

  /// The rows of screen lines (wrapped between words, continued with a deeper indent), at most
  /// `limit` of them: lines past the limit are not looked at.
  static func bodyRows(
    _ lines: ArraySlice<String>, width: Int, glyphs: Glyphs, limit: Int
  ) -> [Row] {
    var rows: [Row] = []
    for line in lines {
      guard rows.count < limit else { break }
      rows += self.bodyRows(line, width: width, glyphs: glyphs, limit: limit - rows.count)
    }
    return rows
  }

  /// The rows of one screen line, at most `limit`.
  static func bodyRows(_ line: String, width: Int, glyphs: Glyphs, limit: Int) -> [Row] {
    let line = glyphs.apply(line.showingControlCharacters)
    guard !line.isEmpty else { return [Row("")] }
    let first = line.wrapped(toWidth: width - 2, maxRows: 1)[0]
    var rows = [Row("  " + first)]
    // The rest of the line, wrapped with a deeper indent.
    var rest = line.dropFirst(first.count)
    if rest.first == " " { rest = rest.dropFirst() }
    if !rest.isEmpty, limit > 1 {
      rows += String(rest).wrapped(toWidth: width - 4, maxRows: limit - 1).map {
        Row("    " + $0)
      }
    }
    return rows
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

  /// The prompt and the part of the input around the cursor, and the cursor's column: linear in
  /// the input's length (what a terminal gives it is only the text around the cursor, see
  /// ``LineEditor/textAroundCursor(radius:)``).
  private static func inputRow(
    _ input: String, cursor: Int, width: Int, glyphs: Glyphs
  ) -> (Row, cursorColumn: Int) {
    let prompt = glyphs.prompt + " "
    let room = max(1, width - prompt.terminalWidth)
    // One cell per typed character, as drawn (an ASCII terminal may draw one as several).
    let cells = input.map { glyphs.apply($0.description.showingControlCharacters) }
    let widths = cells.map(\.terminalWidth)
    let cursor = min(max(0, cursor), cells.count)
    // Scrolled sideways so that the cursor's cell is on screen: the first cell shown is the
    // earliest from which the cells before the cursor take less than the room.
    var start = cursor
    var before = 0
    while start > 0, before + widths[start - 1] < room {
      start -= 1
      before += widths[start]
    }
    var visible = ""
    var used = 0
    for index in start..<cells.count {
      guard used + widths[index] <= room else { break }
      visible += cells[index]
      used += widths[index]
    }
    return (Row(prompt + visible), min(prompt.terminalWidth + before, width - 1))
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
