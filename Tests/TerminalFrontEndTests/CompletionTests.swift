import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CompletionTests {
  let commands = ["+", "-", "timer", "prime", "primes", "help", "quit"]

  private func complete(_ text: String, cursorBack: Int = 0) -> (LineEditor, LineEditor.Outcome) {
    var editor = LineEditor()
    for character in text { _ = editor.handle(.character(character)) }
    for _ in 0..<cursorBack { _ = editor.handle(.left) }
    var asked: [String] = []
    let outcome = editor.handle(.tab) { before in
      asked.append(before)
      return before.contains(" ") ? ["red", "green"] : self.commands
    }
    #expect(asked == [String(text.dropLast(cursorBack))])
    return (editor, outcome)
  }

  @Test func aUniqueMatchIsCompletedWithASpace() {
    let (editor, outcome) = complete("ti")
    #expect(outcome == .edited)
    #expect(editor.text == "timer ")
    #expect(editor.cursor == 6)
  }

  @Test func severalMatchesCompleteTheirCommonPrefixAndAreOffered() {
    let (editor, outcome) = complete("pr")
    #expect(outcome == .candidates(["prime", "primes"]))
    #expect(editor.text == "prime")
    #expect(editor.cursor == 5)
  }

  @Test func anEmptyWordOffersEverything() {
    let (editor, outcome) = complete("")
    #expect(outcome == .candidates(commands))
    #expect(editor.text == "")
  }

  @Test func noMatchChangesNothing() {
    let (editor, outcome) = complete("zz")
    #expect(outcome == .ignored)
    #expect(editor.text == "zz")
  }

  @Test func theWordBeforeTheCursorIsCompleted() {
    let (argument, _) = complete("color gr")
    #expect(argument.text == "color green ")
    // In the middle of a line, before a space: no second space.
    let (middle, outcome) = complete("ti 5", cursorBack: 2)
    #expect(outcome == .edited)
    #expect(middle.text == "timer 5")
    #expect(middle.cursor == 6)
  }
}
