import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FramePaintTests {
  private func frame(_ count: Int, input: String = "", message: [Frame.Row] = []) -> Frame {
    Frame(
      FrameContent(
        title: "Counter", lines: ["Count: \(count)"], commands: ["+", "quit"], message: message,
        input: input, cursor: input.count),
      width: 30, height: 10, glyphs: .unicode)
  }

  @Test func theFirstPaintClearsTheScreenAndDrawsEveryRow() {
    let output = frame(1, input: "he").paint(over: nil, usesColor: false)
    #expect(output.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H── Counter ─"))
    #expect(output.contains("\u{1B}[2;1H  Count: 1"))
    #expect(output.contains("\u{1B}[4;1H› he"))
    #expect(output.hasSuffix("\u{1B}[4;5H\u{1B}[?25h"))
  }

  @Test func aTickRewritesOnlyTheChangedRowAndPutsTheCursorBack() {
    let before = frame(1, input: "inv")
    let after = frame(2, input: "inv")
    let output = after.paint(over: before, usesColor: false)
    // Only the digit that changed, at its column, then the cursor back after "› inv".
    #expect(output == "\u{1B}[?25l\u{1B}[2;10H2\u{1B}[4;6H\u{1B}[?25h")
    #expect(!output.contains("\u{1B}[2J"))
  }

  @Test func digitsBeforeTheChangeAreCountedLikeLetters() {
    let output = frame(13).paint(over: frame(12), usesColor: false)
    #expect(output.contains("\u{1B}[2;11H3"))
  }

  @Test func aRowThatChangesWidthIsRewrittenWhole() {
    let output = frame(10).paint(over: frame(9), usesColor: false)
    #expect(output.contains("\u{1B}[2;1H\u{1B}[K  Count: 10"))
  }

  @Test func aStyledChangeKeepsItsStyle() {
    let title = { (name: String) in
      Frame(FrameContent(title: name), width: 30, height: 10, glyphs: .unicode)
    }
    let output = title("Counter 3").paint(over: title("Counter 2"), usesColor: true)
    #expect(output.contains("\u{1B}[1;12H\u{1B}[1m3\u{1B}[0m"))
  }

  @Test func aChangeAfterWideCharactersRewritesTheRow() {
    let row = { (text: String) in
      Frame(FrameContent(title: "T", lines: [text]), width: 30, height: 10, glyphs: .unicode)
    }
    // Where "1" starts depends on how the terminal counts "名前": not guessed.
    let output = row("名前: 1").paint(over: row("名前: 2"), usesColor: false)
    #expect(output.contains("\u{1B}[2;1H\u{1B}[K  名前: 1"))
    let accented = row("Café: 1").paint(over: row("Café: 2"), usesColor: false)
    #expect(accented.contains("\u{1B}[2;9H1"))
  }

  @Test func nothingChangedWritesNothing() {
    #expect(frame(1, input: "x").paint(over: frame(1, input: "x"), usesColor: true) == "")
  }

  @Test func aCursorMoveOnlyMovesTheCursor() {
    var moved = FrameContent(
      title: "Counter", lines: ["Count: 1"], commands: ["+", "quit"], input: "ab", cursor: 1)
    let left = Frame(moved, width: 30, height: 10, glyphs: .unicode)
    moved.cursor = 2
    let right = Frame(moved, width: 30, height: 10, glyphs: .unicode)
    #expect(left.paint(over: right, usesColor: false) == "\u{1B}[4;4H")
  }

  @Test func rowsThePreviousFrameHadBelowAreCleared() {
    let withMessage = frame(1, message: [Frame.Row("one"), Frame.Row("two")])
    let without = frame(1)
    let output = without.paint(over: withMessage, usesColor: false)
    #expect(output.contains("\u{1B}[4;1H\u{1B}[K› "))
    #expect(output.contains("\u{1B}[5;1H\u{1B}[K"))
    #expect(output.contains("\u{1B}[6;1H\u{1B}[K"))
  }

  @Test func aNewWidthRepaintsEverything() {
    let narrow = Frame(
      FrameContent(title: "Counter"), width: 20, height: 10, glyphs: .unicode)
    let output = frame(1).paint(over: narrow, usesColor: false)
    #expect(output.contains("\u{1B}[2J"))
  }

  @Test func colorsStyleTheTitleCommandsAndWarnings() {
    let output = frame(1, message: [Frame.Row("⚠ No.", style: .warning)])
      .paint(over: nil, usesColor: true)
    #expect(output.contains("\u{1B}[1m── Counter "))
    #expect(output.contains("\u{1B}[2mCommands: + · quit\u{1B}[0m"))
    #expect(output.contains("\u{1B}[33m⚠ No.\u{1B}[0m"))
    let plain = frame(1, message: [Frame.Row("⚠ No.", style: .warning)])
      .paint(over: nil, usesColor: false)
    #expect(!plain.contains("m\u{1B}"))
    #expect(!plain.contains("\u{1B}[1m"))
  }
}
