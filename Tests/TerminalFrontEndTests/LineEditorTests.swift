import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct LineEditorTests {
  /// Types `text` (decoded as a terminal sends it) and returns the last outcome.
  @discardableResult
  private func type(
    _ text: String,
    into editor: inout LineEditor,
    completions: (String) -> [String] = { _ in [] }
  ) -> LineEditor.Outcome? {
    var decoder = KeyDecoder()
    var last: LineEditor.Outcome?
    for key in decoder.decode(Array(text.utf8)) {
      last = editor.handle(key, completions: completions)
    }
    return last
  }

  @Test func typingInsertsAtTheCursor() {
    var editor = LineEditor()
    type("helo", into: &editor)
    type("\u{1B}[D", into: &editor)
    type("l", into: &editor)
    #expect(editor.text == "hello")
    #expect(editor.cursor == 4)
    type("\u{1B}[H>", into: &editor)
    #expect(editor.text == ">hello")
    #expect(editor.cursor == 1)
    type("\u{1B}[F!", into: &editor)
    #expect(editor.text == ">hello!")
    #expect(editor.cursor == 7)
  }

  @Test func theCursorStopsAtTheEnds() {
    var editor = LineEditor()
    type("ab", into: &editor)
    #expect(type("\u{1B}[C", into: &editor) == .ignored)
    type("\u{1B}[D\u{1B}[D", into: &editor)
    #expect(type("\u{1B}[D", into: &editor) == .ignored)
    #expect(editor.cursor == 0)
  }

  @Test func backspaceAndDeleteRemoveOneCharacter() {
    var editor = LineEditor()
    type("abcd\u{1B}[D\u{1B}[D", into: &editor)
    type("\u{7F}", into: &editor)
    #expect(editor.text == "acd")
    #expect(editor.cursor == 1)
    type("\u{1B}[3~", into: &editor)
    #expect(editor.text == "ad")
    #expect(editor.cursor == 1)
    type("\u{1B}[H", into: &editor)
    #expect(type("\u{08}", into: &editor) == .ignored)
    type("\u{1B}[F", into: &editor)
    #expect(type("\u{1B}[3~", into: &editor) == .ignored)
  }

  @Test func editingCountsGraphemesNotScalars() {
    var editor = LineEditor()
    // "e" then a combining acute accent: one character.
    type("cafe\u{301}", into: &editor)
    #expect(editor.text == "café")
    #expect(editor.cursor == 4)
    type("\u{7F}", into: &editor)
    #expect(editor.text == "caf")
    // A thumbs-up with a skin tone (two scalars) goes in one Backspace.
    type("👍🏽x\u{1B}[D\u{7F}", into: &editor)
    #expect(editor.text == "cafx")
    #expect(editor.cursor == 3)
  }

  @Test func controlKeysEditLikeEmacs() {
    var editor = LineEditor()
    type("name New item", into: &editor)
    type("\u{17}", into: &editor)  // Ctrl-W
    #expect(editor.text == "name New ")
    type("\u{17}", into: &editor)
    #expect(editor.text == "name ")
    type("thing\u{01}", into: &editor)  // Ctrl-A
    #expect(editor.cursor == 0)
    type("\u{05}", into: &editor)  // Ctrl-E
    #expect(editor.cursor == 10)
    type("\u{1B}[D\u{1B}[D\u{0B}", into: &editor)  // Ctrl-K
    #expect(editor.text == "name thi")
    type("\u{1B}[D\u{15}", into: &editor)  // Ctrl-U
    #expect(editor.text == "i")
    #expect(editor.cursor == 0)
  }

  @Test func returnSubmitsAndClearsTheLine() {
    var editor = LineEditor()
    #expect(type("edit 2\r", into: &editor) == .submitted("edit 2"))
    #expect(editor.text == "")
    #expect(editor.cursor == 0)
    #expect(editor.history.entries == ["edit 2"])
  }

  @Test func ctrlDEndsInputOnAnEmptyLineAndDeletesOtherwise() {
    var editor = LineEditor()
    type("ab\u{01}", into: &editor)
    #expect(type("\u{04}", into: &editor) == .edited)
    #expect(editor.text == "b")
    type("\u{0B}", into: &editor)
    #expect(type("\u{04}", into: &editor) == .endOfInput)
    #expect(type("\u{03}", into: &editor) == .interrupted)
    #expect(type("\u{0C}", into: &editor) == .repaintRequested)
  }

  @Test func upAndDownRecallHistoryAndKeepTheLineBeingTyped() {
    var editor = LineEditor(history: History(["timer", "+", "help"]))
    type("inv", into: &editor)
    type("\u{1B}[A", into: &editor)
    #expect(editor.text == "help")
    #expect(editor.cursor == 4)
    type("\u{1B}[A\u{1B}[A", into: &editor)
    #expect(editor.text == "timer")
    #expect(type("\u{1B}[A", into: &editor) == .ignored)
    #expect(editor.text == "timer")
    type("\u{1B}[B", into: &editor)
    #expect(editor.text == "+")
    type("\u{1B}[B\u{1B}[B", into: &editor)
    #expect(editor.text == "inv")
    #expect(editor.cursor == 3)
    #expect(type("\u{1B}[B", into: &editor) == .ignored)
    // A recalled line is entered like a typed one.
    type("\u{1B}[A\u{1B}[A\r", into: &editor)
    #expect(editor.history.entries == ["timer", "+", "help", "+"])
  }

  @Test func upWithoutHistoryDoesNothing() {
    var editor = LineEditor()
    type("x", into: &editor)
    #expect(type("\u{1B}[A", into: &editor) == .ignored)
    #expect(editor.text == "x")
  }
}

@Suite(.timeLimit(.minutes(2)))
struct LineEditorCostTests {
  /// Types `count` characters one key at a time, as a terminal delivers a paste.
  private func typeKeys(_ count: Int) {
    var editor = LineEditor()
    for _ in 0..<count {
      _ = editor.handle(.character("x"))
    }
    #expect(editor.cursor == count)
  }

  @Test func typingALongLineKeyByKeyCostsLinearTime() {
    let small = leastCPUSeconds { self.typeKeys(5_000) }
    let large = leastCPUSeconds(repeats: 1) { self.typeKeys(50_000) }
    #expect(growsLinearly(small: small, large: large), "5,000 keys: \(small) s, 50,000: \(large) s")
  }

  @Test func pastingIntoTheMiddleOfALongLineCostsLinearTime() {
    func paste(_ count: Int) {
      var editor = LineEditor()
      _ = editor.type(String(repeating: "a", count: count))
      _ = editor.handle(.home)
      for _ in 0..<10 {
        _ = editor.type(String(repeating: "b", count: count / 10))
      }
      #expect(editor.count == 2 * count)
      #expect(editor.cursor == count)
    }
    let small = leastCPUSeconds { paste(20_000) }
    let large = leastCPUSeconds(repeats: 1) { paste(200_000) }
    #expect(growsLinearly(small: small, large: large), "20,000: \(small) s, 200,000: \(large) s")
  }

  @Test func aPasteIsTheSameAsItsKeys() {
    let text = "name Cafe\u{301} 🇫🇷 e\u{301}\u{302} x\r\ny"
    var typed = LineEditor()
    var pasted = LineEditor()
    for character in text {
      _ = typed.handle(.character(character))
    }
    #expect(pasted.type(text) == .edited)
    #expect(pasted.text == typed.text)
    #expect(pasted.cursor == typed.cursor)
    // A combining mark typed alone joins the character before the cursor.
    _ = typed.handle(.home)
    _ = typed.handle(.right)
    _ = typed.type("\u{301}")
    #expect(typed.text.hasPrefix("n\u{301}ame"))
    #expect(typed.cursor == 1)
  }

  @Test func theTextAroundTheCursorIsAllAnInputLineNeeds() {
    var editor = LineEditor()
    _ = editor.type(String(repeating: "0123456789", count: 100_000))
    for _ in 0..<5 {
      _ = editor.handle(.left)
    }
    let (text, cursor) = editor.textAroundCursor(radius: 80)
    #expect(text.count == 85)
    #expect(cursor == 80)
    // The input line drawn from it is the one drawn from the whole line.
    let window = Frame(
      FrameContent(title: "T", input: text, cursor: cursor), width: 80, height: 5,
      glyphs: .unicode)
    let short = String(repeating: "0123456789", count: 100)
    let whole = Frame(
      FrameContent(title: "T", input: short, cursor: short.count - 5), width: 80, height: 5,
      glyphs: .unicode)
    #expect(window.rows.last == whole.rows.last)
    #expect(window.cursorColumn == whole.cursorColumn)
  }
}
