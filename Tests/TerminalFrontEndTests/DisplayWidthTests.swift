import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DisplayWidthTests {
  @Test func charactersTakeZeroOneOrTwoColumns() {
    #expect("abc".terminalWidth == 3)
    #expect("café".terminalWidth == 4)
    #expect("cafe\u{301}".terminalWidth == 4)
    #expect("漢字".terminalWidth == 4)
    #expect("😀".terminalWidth == 2)
    #expect("──›…“”⚠".terminalWidth == 7)
    #expect("\u{1B}".terminalWidth == 0)
  }
}
