extension Frame {
  /// Which lines of a screen's list a frame shows when the list does not fit: the first line
  /// shown, how many, and of how many.
  ///
  /// A front end keeps the paging position (``FrameContent/listStart``) and moves it by a page
  /// for Page Up and Page Down; the frame puts it back in range (a list that shrank).
  public struct Page: Equatable, Sendable {
    /// The first line shown, from 0 at the start of the list.
    public var first: Int
    /// How many lines show.
    public var count: Int
    /// How many lines the list has.
    public var total: Int

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - first: The first line shown, from 0.
    ///   - count: How many lines show.
    ///   - total: How many lines the list has.
    public init(first: Int, count: Int, total: Int) {
      self.first = first
      self.count = count
      self.total = total
    }

    /// Where the next page starts (for Page Down).
    public var next: Int { min(self.first + max(1, self.count), max(0, self.total - 1)) }

    /// Where the previous page starts (for Page Up).
    public var previous: Int { max(0, self.first - max(1, self.count)) }
  }

  /// The rows of the list lines from `start` that fit in `rows`, and which they are. The start
  /// is kept in range: never past the last page, which is full.
  static func listPage(
    _ lines: ArraySlice<String>, from start: Int, rows: Int, width: Int, glyphs: Glyphs
  ) -> (rows: [Row], page: Page) {
    let rows = max(1, rows)
    // The last page, found from the end: the latest start that still fills it.
    var lastStart = lines.endIndex
    var used = 0
    while lastStart > lines.startIndex {
      let count = self.bodyRows(lines[lastStart - 1], width: width, glyphs: glyphs, limit: rows + 1)
        .count
      guard used + count <= rows || lastStart == lines.endIndex else { break }
      used += count
      lastStart -= 1
    }
    let first = min(max(lines.startIndex, lines.startIndex + start), lastStart)
    var shown: [Row] = []
    var index = first
    while index < lines.endIndex {
      let lineRows = self.bodyRows(lines[index], width: width, glyphs: glyphs, limit: rows + 1)
      guard shown.count + lineRows.count <= rows else {
        // A line taller than the page shows as much as fits.
        if shown.isEmpty {
          shown = Array(lineRows.prefix(rows))
          index += 1
        }
        break
      }
      shown += lineRows
      index += 1
    }
    let page = Page(first: first - lines.startIndex, count: index - first, total: lines.count)
    return (shown, page)
  }

  /// The row under a page of the list: "Lines 31–51 of 51 (PgUp/PgDn)".
  static func pageRow(_ page: Page, width: Int, glyphs: Glyphs) -> Row {
    let last = page.first + page.count
    let text = glyphs.apply("  Lines \(page.first + 1)–\(last) of \(page.total) (PgUp/PgDn)")
    return Row(text.truncated(toWidth: width, ellipsis: glyphs.ellipsis), style: .dim)
  }
}
