import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct HistoryTests {
  @Test func blankLinesAndRepeatsOfThePreviousLineAreNotRecorded() {
    var history = History()
    for line in ["+", "+", "  ", "", "timer", "+", "  timer  "] {
      history.append(line)
    }
    #expect(history.entries == ["+", "timer", "+", "timer"])
  }

  @Test func onlyTheLastLinesAreKept() {
    var history = History(limit: 3)
    for number in 1...5 {
      history.append("nth \(number)")
    }
    #expect(history.entries == ["nth 3", "nth 4", "nth 5"])
    #expect(History((1...600).map { "\($0)" }).entries.count == 500)
  }

  @Test func itRoundTripsThroughItsFile() {
    let history = History(["+", "edit 2", "name Café ☕"])
    #expect(history.fileContents == "+\nedit 2\nname Café ☕\n")
    #expect(History(fileContents: history.fileContents) == history)
  }

  @Test func aFileFromElsewhereIsReadForgivingly() {
    // Windows line endings, blank lines, repeats, more lines than the limit.
    let history = History(fileContents: "a\r\nb\r\n\r\nb\nc\nd\n", limit: 3)
    #expect(history.entries == ["b", "c", "d"])
  }
}

@Suite(.timeLimit(.minutes(1)))
struct HistoryControlCharacterTests {
  @Test func linesWithEscapeSequencesAreNeitherReadNorRecorded() {
    let crafted = "+\n\u{1B}]0;PWNED\u{07}\u{1B}[2J\nname a\u{9B}31m\nhelp\n"
    #expect(History(fileContents: crafted).entries == ["+", "help"])
    var history = History()
    history.append("name \u{1B}[31mred")
    history.append("timer")
    #expect(history.entries == ["timer"])
  }

  @Test func aPastedPageIsNotRecorded() {
    var history = History()
    history.append(String(repeating: "x", count: History.longestLine + 1))
    history.append(String(repeating: "y", count: History.longestLine))
    #expect(history.entries == [String(repeating: "y", count: History.longestLine)])
  }
}
