import TerminalFrontEnd
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ScreenCompletionTests {
  enum Action: Equatable {
    case edit(Int)
    case color(String)
    case rename(String)
    case refresh
  }

  let screen = Screen<Action>(
    title: "Inventory",
    lines: ["1. Keyboard — 3 in stock", "2. Mouse [red] — out of stock", "", "12 items in all"],
    commands: [
      Command("edit", argument: "<number>", "Edit an item") { text throws(CommandError) in
        .edit(try Command<Action>.integer(text, name: "the item"))
      },
      Command("color", argument: "<red|green|blue|none>", "Set the color") { .color($0) },
      Command("name", argument: "<text>", "Rename") { .rename($0) },
      Command("refresh", "Reload", action: .refresh),
    ]
  )

  @Test func theFirstWordCompletesToACommand() {
    #expect(
      screen.completions(before: "", extraCommands: ["help", "quit"])
        == ["edit", "color", "name", "refresh", "help", "quit"])
    #expect(screen.completions(before: "  re").contains("refresh"))
  }

  @Test func choicesInThePlaceholderAreTheArguments() {
    #expect(screen.completions(before: "color ") == ["red", "green", "blue", "none"])
    #expect(screen.completions(before: "color gr") == ["red", "green", "blue", "none"])
    #expect(screen.completions(before: "COLOR ") == ["red", "green", "blue", "none"])
  }

  @Test func aNumberArgumentCompletesToTheNumbersListed() {
    #expect(screen.completions(before: "edit ") == ["1", "2"])
  }

  @Test func freeTextAndUnknownCommandsCompleteToNothing() {
    #expect(screen.completions(before: "name ") == [])
    #expect(screen.completions(before: "refresh ") == [])
    #expect(screen.completions(before: "frob ") == [])
    #expect(screen.completions(before: "color red ") == [])
  }

  @Test func withTheLineEditorAUniqueArgumentIsCompleted() {
    var editor = LineEditor()
    for character in "color gr" { _ = editor.handle(.character(character)) }
    _ = editor.handle(.tab) { screen.completions(before: $0) }
    #expect(editor.text == "color green ")
  }
}
