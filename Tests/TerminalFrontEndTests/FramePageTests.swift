import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(2)))
struct FramePageTests {
  /// An inventory-like screen: `count` numbered items, then a status line and a notice.
  private func content(items count: Int, start: Int = 0) -> FrameContent {
    let lines = (1...count).map { "\($0). Item \($0) — 1 in stock" } + ["Saving…", "ℹ Done."]
    return FrameContent(
      title: "Root › Inventory", lines: lines,
      commands: ["new", "edit <number>", "delete <number>", "back", "help", "quit"],
      message: [Frame.Row("⚠ Unknown command 'x'.", style: .warning)],
      list: FrameContent.numberedList(in: lines), listStart: start)
  }

  private func items(_ frame: Frame) -> [Int] {
    frame.rows.compactMap { row in
      let text = row.text.drop { $0 == " " }
      return Int(text.prefix { $0.isNumber }).flatMap {
        text.dropFirst("\($0)".count).hasPrefix(". ") ? $0 : nil
      }
    }
  }

  @Test func aLongListPagesAndTheStatusStaysOnScreen() {
    let frame = Frame(self.content(items: 51), width: 80, height: 40, glyphs: .unicode)
    #expect(frame.rows.count == 40)
    let texts = frame.rows.map(\.text)
    #expect(texts.contains("  Saving…"))
    #expect(texts.contains("  ℹ Done."))
    #expect(texts.contains("⚠ Unknown command 'x'."))
    #expect(texts.last == "› ")
    let page = try! #require(frame.page)
    #expect(page.first == 0)
    #expect(page.total == 51)
    #expect(self.items(frame) == Array(1...page.count))
    #expect(texts.contains("  Lines 1–\(page.count) of 51 (PgUp/PgDn)"))
  }

  @Test func pagingReachesEveryLineAndStopsAtAFullLastPage() {
    var seen: [Int] = []
    var start = 0
    var pages = 0
    while pages < 10 {
      let frame = Frame(
        self.content(items: 51, start: start), width: 80, height: 40, glyphs: .unicode)
      let page = try! #require(frame.page)
      seen += self.items(frame)
      #expect(frame.rows.map(\.text).contains("  Saving…"))
      pages += 1
      guard page.next > page.first, page.first + page.count < page.total else { break }
      start = page.next
    }
    #expect(Set(seen) == Set(1...51))
    // Past the end, the last page shows, full.
    let last = Frame(self.content(items: 51, start: 1_000), width: 80, height: 40, glyphs: .unicode)
    let page = try! #require(last.page)
    #expect(page.first + page.count == 51)
    #expect(self.items(last).last == 51)
    #expect(last.rows.count == 40)
    // Back a page, and back to the top.
    let back = Frame(
      self.content(items: 51, start: page.previous), width: 80, height: 40, glyphs: .unicode)
    #expect(back.page!.first < page.first)
    #expect(
      Frame(self.content(items: 51, start: -5), width: 80, height: 40, glyphs: .unicode).page!.first
        == 0)
  }

  @Test func aListThatFitsDoesNotPage() {
    let frame = Frame(self.content(items: 5), width: 80, height: 40, glyphs: .unicode)
    #expect(frame.page == nil)
    #expect(self.items(frame) == [1, 2, 3, 4, 5])
    #expect(!frame.rows.contains { $0.text.contains("Lines ") })
  }

  @Test func aScreenWithoutAListPagesAllItsLines() {
    let lines = (1...30).map { "Line \($0)" }
    let frame = Frame(
      FrameContent(title: "T", lines: lines, listStart: 25), width: 40, height: 10, glyphs: .unicode
    )
    let page = try! #require(frame.page)
    #expect(page.first + page.count == 30)
    #expect(frame.rows.map(\.text).contains("  Line 30"))
  }

  @Test func theLayoutOfAHugeListCostsWhatIsShown() {
    let few = self.content(items: 600, start: 300)
    let many = self.content(items: 60_000, start: 30_000)
    func layout(_ content: FrameContent) {
      let frame = Frame(content, width: 80, height: 40, glyphs: .unicode)
      #expect(frame.rows.map(\.text).contains("  Saving…"))
    }
    let small = leastCPUSeconds { layout(few) }
    let large = leastCPUSeconds { layout(many) }
    // A hundred times the items, the same rows on screen.
    #expect(large <= small * 5 + 0.01, "600 items: \(small) s, 60,000: \(large) s")
  }

  @Test func theNumberedListRunsFromTheFirstNumberedLineToTheLast() {
    #expect(
      FrameContent.numberedList(in: ["Intro", "1. a", "2. b", "", "3. c", "Saving…"]) == 1..<5)
    #expect(FrameContent.numberedList(in: ["Count: 3", "Timer: off"]) == nil)
  }
}
