import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FrameLayoutTests {
  let content = FrameContent(
    title: "Root › Counter 3",
    lines: [
      "Count: 3", "", "A timer is running, and this line is long enough to wrap twice over.",
    ],
    commands: ["+", "-", "timer", "prime", "back", "help", "quit"],
    message: [Frame.Row("⚠ Unknown command 'x'.", style: .warning)],
    input: "pri",
    cursor: 3
  )

  @Test func aScreenIsLaidOutTopToBottom() {
    let frame = Frame(content, width: 40, height: 30, glyphs: .unicode)

    #expect(
      frame.rows.map(\.text) == [
        "── Root › Counter 3 " + String(repeating: "─", count: 20),
        "  Count: 3",
        "",
        "  A timer is running, and this line is",
        "    long enough to wrap twice over.",
        "Commands: + · - · timer · prime · back ·",
        "          help · quit",
        "⚠ Unknown command 'x'.",
        "› pri",
      ])
    #expect(
      frame.rows.map(\.style) == [.title] + Array(repeating: .plain, count: 4) + [
        .dim, .dim, .warning, .plain,
      ])
    #expect(frame.cursorRow == 8)
    #expect(frame.cursorColumn == 5)
  }

  @Test(arguments: [8, 20, 33, 50, 80, 200])
  func noRowIsWiderThanTheTerminal(width: Int) {
    var content = self.content
    content.title = "Inventory › “A very long item name indeed” › Edit"
    content.lines.append("漢字のある行、漢字のある行、漢字のある行、漢字のある行")
    content.input = String(repeating: "typed ", count: 30)
    content.cursor = 100
    let frame = Frame(content, width: width, height: 40, glyphs: .unicode)
    for row in frame.rows {
      #expect(row.text.terminalWidth <= width, "\(row.text)")
    }
    #expect(frame.rows[0].text.terminalWidth == width)
    #expect(frame.cursorColumn < width)
  }

  @Test func aLongTitleIsCutWithAnEllipsis() {
    let frame = Frame(
      FrameContent(title: "Inventory › Keyboard with a long name"), width: 30, height: 10,
      glyphs: .unicode)
    #expect(frame.rows[0].text == "── Inventory › Keyboard wit… ─")
  }

  @Test func theInputLineScrollsToKeepTheCursorInView() {
    let input = "name " + String(repeating: "x", count: 30) + "END"
    let frame = Frame(
      FrameContent(title: "T", input: input, cursor: input.count), width: 20, height: 10,
      glyphs: .unicode)
    let row = frame.rows[frame.cursorRow].text
    #expect(row.hasPrefix("› "))
    #expect(row.hasSuffix("END"))
    #expect(frame.cursorColumn == 19)
    // The cursor back at the start shows the start.
    let start = Frame(
      FrameContent(title: "T", input: input, cursor: 0), width: 20, height: 10, glyphs: .unicode)
    #expect(start.rows[start.cursorRow].text == "› name xxxxxxxxxxxxx")
    #expect(start.cursorColumn == 2)
  }

  @Test func wideCharactersMoveTheCursorTwoColumns() {
    let frame = Frame(
      FrameContent(title: "T", input: "名前x", cursor: 2), width: 20, height: 10, glyphs: .unicode)
    #expect(frame.cursorColumn == 6)
  }

  @Test func aShortTerminalPagesTheLinesAndSaysWhichShow() {
    var content = FrameContent(
      title: "List", lines: (1...20).map { "Item \($0)" }, commands: ["back"],
      message: [Frame.Row("  help  List the commands")])
    let frame = Frame(content, width: 40, height: 8, glyphs: .unicode)
    #expect(
      frame.rows.map(\.text) == [
        "── List ────────────────────────────────",
        "  Item 1",
        "  Item 2",
        "  Item 3",
        "  Lines 1–3 of 20 (PgUp/PgDn)",
        "Commands: back",
        "  help  List the commands",
        "› ",
      ])
    content.message = (1...20).map { Frame.Row("help line \($0)") }
    let tiny = Frame(content, width: 40, height: 5, glyphs: .unicode)
    #expect(tiny.rows.count == 5)
    #expect(tiny.rows.last?.text == "› ")
  }

  @Test func asciiGlyphsDrawTheSameLayout() {
    let frame = Frame(content, width: 40, height: 30, glyphs: .ascii)
    #expect(frame.rows[0].text == "-- Root > Counter 3 " + String(repeating: "-", count: 20))
    #expect(frame.rows[5].text == "Commands: + | - | timer | prime | back |")
    #expect(frame.rows[7].text == "! Unknown command 'x'.")
    #expect(frame.rows[8].text == "> pri")
    #expect(frame.rows.allSatisfy { $0.text.allSatisfy { character in character.isASCII } })
  }
}

@Suite(.timeLimit(.minutes(2)))
struct FrameLayoutCostTests {
  @Test func aLongInputLineIsLaidOutInLinearTime() {
    func layout(_ count: Int) {
      let input = String(repeating: "x", count: count)
      let frame = Frame(
        FrameContent(title: "T", input: input, cursor: count), width: 80, height: 24,
        glyphs: .unicode)
      #expect(frame.cursorColumn == 79)
    }
    let small = leastCPUSeconds { layout(2_000) }
    let large = leastCPUSeconds(repeats: 1) { layout(20_000) }
    #expect(growsLinearly(small: small, large: large), "2,000: \(small) s, 20,000: \(large) s")
  }

  @Test func aLongScreenLineIsWrappedInLinearTime() {
    func layout(_ count: Int) {
      let frame = Frame(
        FrameContent(title: "T", lines: [String(repeating: "x", count: count)]), width: 80,
        height: 24, glyphs: .unicode)
      #expect(frame.rows.count == 24)
    }
    let small = leastCPUSeconds { layout(20_000) }
    let large = leastCPUSeconds(repeats: 1) { layout(200_000) }
    #expect(growsLinearly(small: small, large: large), "20,000: \(small) s, 200,000: \(large) s")
  }
}
