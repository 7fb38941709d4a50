import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CommandSuggestionTests {
  static let home = ["counter", "item", "inventory", "back", "help", "quit", "exit"]

  @Test(arguments: [
    ("hlep", ["help"]), ("HLEP", ["help"]), ("conter", ["counter"]), ("cuonter", ["counter"]),
    ("countr", ["counter"]), ("quti", ["quit"]), ("bcak", ["back"]), ("inventroy", ["inventory"]),
    ("itme", ["item"]),
  ])
  func aTypoIsCorrected(typed: String, expected: [String]) {
    #expect(CommandSuggestion.suggestions(for: typed, among: Self.home) == expected)
  }

  @Test func aPrefixSuggestsEveryCommandItBegins() {
    #expect(CommandSuggestion.suggestions(for: "cou", among: Self.home) == ["counter"])
    #expect(CommandSuggestion.suggestions(for: "i", among: Self.home) == ["item", "inventory"])
    #expect(CommandSuggestion.suggestions(for: "E", among: Self.home) == ["exit"])
  }

  @Test func farWordsGetNoSuggestion() {
    #expect(CommandSuggestion.suggestions(for: "frobnicate", among: Self.home) == [])
    #expect(CommandSuggestion.suggestions(for: "", among: Self.home) == [])
    // One-letter commands are not "near" every other letter.
    #expect(CommandSuggestion.suggestions(for: "x", among: ["+", "-"]) == [])
    // Short words allow one edit, not two.
    #expect(CommandSuggestion.suggestions(for: "ok", among: ["nth", "fav"]) == [])
  }

  @Test func equallyCloseNamesAreAllSuggestedInTheirOrder() {
    #expect(CommandSuggestion.suggestions(for: "fax", among: ["fav", "fix"]) == ["fav", "fix"])
    #expect(CommandSuggestion.suggestions(for: "nxt", among: ["nth", "next"]) == ["next"])
    #expect(
      CommandSuggestion.suggestions(for: "Done", among: ["done", "DONE"]) == ["done"])
  }

  @Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("help", "help", 0), ("hlep", "help", 1),
    ("help", "hel", 1), ("help", "yelp", 1), ("counter", "conuter", 1), ("ca", "abc", 3),
    ("kitten", "sitting", 3),
  ])
  func distanceCountsEditsAndSwaps(a: String, b: String, distance: Int) {
    #expect(CommandSuggestion.distance(a, b) == distance)
    #expect(CommandSuggestion.distance(b, a) == distance)
  }

  @Test func theQuestionListsTheSuggestions() {
    #expect(CommandSuggestion.question([]) == nil)
    #expect(CommandSuggestion.question(["help"]) == "Did you mean 'help'?")
    #expect(CommandSuggestion.question(["nth", "next"]) == "Did you mean 'nth' or 'next'?")
    #expect(
      CommandSuggestion.question(["a", "b", "c"]) == "Did you mean 'a', 'b' or 'c'?")
  }
}
