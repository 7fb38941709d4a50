import TerminalFrontEnd
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

@Suite(.timeLimit(.minutes(1)))
struct KeyDecoderSequenceTests {
  private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func aControlSequenceOfAnyLengthIsSwallowedWhole() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "5C"
    #expect(keys(long + "a") == [.character("a")])
    // A mouse report, a bracketed-paste marker and a private mode answer type nothing.
    #expect(keys("\u{1B}[<0;120;45Mb") == [.character("b")])
    #expect(keys("\u{1B}[?2004;1$yc") == [.character("c")])
  }

  @Test func stringsRunToBELOrST() {
    // A window title, a color answer, a DCS answer, an APC: nothing of them is typed.
    #expect(keys("\u{1B}]0;evil title\u{07}x") == [.character("x")])
    #expect(keys("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\y") == [.character("y")])
    #expect(keys("\u{1B}P1$r0m\u{1B}\\z") == [.character("z")])
    #expect(keys("\u{1B}_app data\u{1B}\\\u{1B}^pm\u{07}\u{1B}Xsos\u{07}!") == [.character("!")])
    // A string cut short by a new sequence ends there.
    #expect(keys("\u{1B}]0;unfinished\u{1B}[D") == [.left])
  }

  @Test func aSequenceSplitAcrossReadsIsStillSwallowed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("a\u{1B}]0;ti".utf8)) == [.character("a")])
    #expect(decoder.decode(Array("tle with [ and ;".utf8)) == [])
    #expect(decoder.decode(Array("\u{07}b\u{1B}[".utf8)) == [.character("b")])
    #expect(decoder.decode(Array(String(repeating: "9", count: 100).utf8)) == [])
    #expect(decoder.decode(Array("~c".utf8)) == [.character("c")])
  }

  @Test func escapeWithIntermediatesAndAltKeysTypeNothing() {
    #expect(keys("\u{1B}(Bq") == [.character("q")])
    #expect(keys("\u{1B}#8r") == [.character("r")])
    // Alt with a non-ASCII key: the whole character is swallowed, not its last bytes.
    #expect(keys("\u{1B}é\u{1B}€s") == [.character("s")])
  }

  @Test func pageUpAndPageDownAreKeys() {
    #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
  }

  @Test func noSequenceEverTypesACharacter() {
    var generator = SystemRandomNumberGenerator()
    let introducers = ["\u{1B}[", "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^", "\u{1B}X"]
    for _ in 0..<500 {
      let length = Int.random(in: 0...300, using: &generator)
      let payload = (0..<length).map { _ in
        Character(Unicode.Scalar(UInt8.random(in: 0x20...0x3F, using: &generator)))
      }
      for introducer in introducers {
        let ending = introducer == "\u{1B}[" ? "~" : "\u{1B}\\"
        // A control sequence may be a key (`ESC [ 5 ~` is Page Up), never a character.
        let typed = keys(introducer + String(payload) + ending + "k").filter {
          if case .character = $0 { true } else { false }
        }
        #expect(typed == [.character("k")])
      }
    }
  }
}
