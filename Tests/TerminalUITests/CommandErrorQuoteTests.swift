import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CommandErrorQuoteTests {
  @Test func shortTextIsQuotedWhole() {
    #expect(CommandError.quote("blue") == "blue")
    #expect(
      CommandError.quote(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
  }

  @Test func longTextIsCutAfterTheLimit() {
    #expect(
      CommandError.quote(String(repeating: "x", count: 41)) == String(repeating: "x", count: 40)
        + "…")
    #expect(CommandError.quote("abcdef", limit: 3) == "abc…")
  }

  @Test func aMegabyteArgumentGivesAShortMessage() {
    let megabyte = String(repeating: "9", count: 1 << 20)
    #expect(
      throws: CommandError(
        "Expected a whole number for the count, got '\(String(repeating: "9", count: 40))…'.")
    ) {
      try Command<Int>.integer(megabyte + "x", name: "the count")
    }
  }
}
