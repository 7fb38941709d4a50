import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct KeyDecoderTests {
  private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func printableTextBecomesCharacters() {
    #expect(keys("a1 ~") == [.character("a"), .character("1"), .character(" "), .character("~")])
    #expect(keys("é€😀") == [.character("é"), .character("€"), .character("😀")])
  }

  @Test func returnBackspaceAndTabAreKeys() {
    #expect(keys("\r") == [.enter])
    #expect(keys("\n") == [.enter])
    // A pasted Windows line ending is one Return.
    #expect(keys("a\r\nb") == [.character("a"), .enter, .character("b")])
    #expect(keys("\r\r") == [.enter, .enter])
    #expect(keys("\u{7F}\u{08}") == [.backspace, .backspace])
    #expect(keys("\t") == [.tab])
  }

  @Test func arrowsInBothEncodings() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    // Ctrl-arrow (with a modifier parameter) moves like the arrow.
    #expect(keys("\u{1B}[1;5C") == [.right])
  }

  @Test func homeEndAndDeleteInEveryEncoding() {
    for home in ["\u{1B}[H", "\u{1B}[1~", "\u{1B}[7~", "\u{1B}OH"] {
      #expect(keys(home) == [.home], "\(home.debugDescription)")
    }
    for end in ["\u{1B}[F", "\u{1B}[4~", "\u{1B}[8~", "\u{1B}OF"] {
      #expect(keys(end) == [.end], "\(end.debugDescription)")
    }
    #expect(keys("\u{1B}[3~") == [.delete])
  }

  @Test func controlKeysAreNamedByTheirLetter() {
    #expect(
      keys("\u{01}\u{05}\u{0B}\u{15}\u{17}\u{03}\u{04}\u{0C}")
        == ["a", "e", "k", "u", "w", "c", "d", "l"].map { Key.control($0) })
  }

  @Test func unknownEscapeSequencesAreSwallowed() {
    // F5, F1, Alt-x, bracketed paste markers, a mouse report: nothing is inserted.
    #expect(keys("\u{1B}[15~") == [])
    #expect(keys("\u{1B}OP") == [])
    #expect(keys("\u{1B}x") == [])
    #expect(keys("\u{1B}[200~hi\u{1B}[201~") == [.character("h"), .character("i")])
    #expect(keys("\u{1B}[<0;12;5M") == [])
    #expect(keys("a\u{1B}[99Zb") == [.character("a"), .character("b")])
    // A lone Escape before Return or Backspace does not take them with it.
    #expect(keys("\u{1B}\r") == [.enter])
    #expect(keys("\u{1B}\u{7F}") == [.backspace])
    // Other control bytes are not characters either.
    #expect(keys("\u{00}\u{1C}\u{1F}") == [])
  }

  @Test func sequencesAndCharactersSplitAcrossReadsAreCompleted() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("a\u{1B}".utf8)) == [.character("a")])
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.decode(Array("D".utf8)) == [.left])
    let euro = Array("€".utf8)
    #expect(decoder.decode(euro[..<1]) == [])
    #expect(decoder.decode(euro[1..<2]) == [])
    #expect(decoder.decode(euro[2...]) == [.character("€")])
    #expect(decoder.decode(Array("\r".utf8)) == [.enter])
    #expect(decoder.decode(Array("\n".utf8)) == [])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x41]) == [.character("\u{FFFD}"), .character("A")])
    #expect(decoder.decode([0xE2, 0x41]) == [.character("\u{FFFD}"), .character("A")])
  }
}
