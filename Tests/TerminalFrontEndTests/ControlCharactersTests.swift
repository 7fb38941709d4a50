import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ControlCharactersTests {
  @Test func controlCharactersAreShownAsSymbols() {
    #expect("a\u{1B}]0;t\u{07}b".showingControlCharacters == "a␛]0;t␇b")
    #expect("\r\n\u{0}\u{7F}\u{9B}".showingControlCharacters == "␍␊␀␡\u{FFFD}")
    #expect("Café ☕ 漢字".showingControlCharacters == "Café ☕ 漢字")
  }

  @Test func noRowOfAFrameHoldsAControlCharacter() {
    let evil = "x\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{1B}[31m\u{9B}1m\r\u{8}y"
    let content = FrameContent(
      title: evil, lines: [evil, "1. \(evil)", "ok"], commands: [evil],
      message: [Frame.Row(evil, style: .warning)], input: evil, cursor: 3)
    for glyphs in [Glyphs.unicode, .ascii] {
      for height in [4, 12, 40] {
        let frame = Frame(content, width: 30, height: height, glyphs: glyphs)
        for row in frame.rows {
          #expect(
            !row.text.unicodeScalars.contains {
              $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
            }, "\(row.text.debugDescription)")
        }
      }
    }
    let frame = Frame(content, width: 60, height: 20, glyphs: .unicode)
    #expect(frame.rows[0].text.contains("x␛]0;PWNED␇␛[2J"))
    #expect(frame.rows.last?.text.hasPrefix("› x␛]") == true)
  }
}
