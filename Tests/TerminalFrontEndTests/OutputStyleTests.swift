import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct OutputStyleTests {
  let utf8 = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]

  private func style(
    input: Bool = true, output: Bool = true, environment: [String: String]? = nil,
    noColor: Bool = false, ascii: Bool = false
  ) -> OutputStyle {
    .decide(
      inputIsTerminal: input, outputIsTerminal: output, environment: environment ?? self.utf8,
      noColor: noColor, ascii: ascii)
  }

  @Test func aTerminalGetsTheScreenInPlaceInColor() {
    #expect(style() == OutputStyle(drawsInPlace: true, usesColor: true, glyphs: .unicode))
  }

  @Test func standardOutputDecidesColorsAndScreenControl() {
    // Typed at a terminal, written to a file: plain text.
    #expect(
      style(output: false) == OutputStyle(drawsInPlace: false, usesColor: false, glyphs: .unicode))
    // A script read from a file, shown on a terminal: colors, no editor.
    #expect(
      style(input: false) == OutputStyle(drawsInPlace: false, usesColor: true, glyphs: .unicode))
  }

  @Test func noColorAndTheFlagTurnColorsOff() {
    #expect(!style(environment: utf8.merging(["NO_COLOR": "1"]) { $1 }).usesColor)
    #expect(style(environment: utf8.merging(["NO_COLOR": ""]) { $1 }).usesColor)
    #expect(!style(noColor: true).usesColor)
    #expect(style(noColor: true).drawsInPlace)
  }

  @Test func aDumbTerminalGetsNeitherColorsNorScreenControl() {
    let dumb = style(environment: ["LANG": "C.UTF-8", "TERM": "dumb"])
    #expect(!dumb.usesColor)
    #expect(!dumb.drawsInPlace)
  }

  @Test func asciiComesFromTheFlagOrATerminalsLocale() {
    #expect(style(ascii: true).glyphs == .ascii)
    #expect(style(output: false, ascii: true).glyphs == .ascii)
    #expect(style(environment: ["LANG": "C"]).glyphs == .ascii)
    // A file gets UTF-8 whatever the locale: it is read later, elsewhere.
    #expect(style(output: false, environment: ["LANG": "C"]).glyphs == .unicode)
  }
}
