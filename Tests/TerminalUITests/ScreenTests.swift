import Navigation
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ScreenTests {
  enum Action: Equatable {
    case add(Int)
    case tapped
  }

  let screen = Screen<Action>(
    title: "Numbers",
    lines: ["One line"],
    commands: [
      Command("tap", "Tap it", action: .tapped),
      Command("add", argument: "<number>", "Add a number") { text throws(CommandError) in
        .add(try Command<Action>.integer(text, name: "the number"))
      },
    ]
  )

  @Test func aTypedLineBecomesTheActionOfItsCommand() {
    #expect(self.screen.action(for: "tap") == .success(.tapped))
    #expect(self.screen.action(for: "   tap  ") == .success(.tapped))
    #expect(self.screen.action(for: "add 42") == .success(.add(42)))
    #expect(self.screen.action(for: "add   -7 ") == .success(.add(-7)))
  }

  @Test func whatCannotBecomeAnActionSaysWhatToType() {
    #expect(
      self.screen.action(for: "  ")
        == .failure(CommandError("Type a command, or 'help' to list them.")))
    #expect(
      self.screen.action(for: "frob")
        == .failure(CommandError("Unknown command 'frob'. Type 'help' to list commands.")))
    #expect(
      self.screen.action(for: String(repeating: "x", count: 50))
        == .failure(
          CommandError(
            "Unknown command '\(String(repeating: "x", count: 40))…'. Type 'help' to list commands."
          )))
    #expect(
      self.screen.action(for: "tap now") == .failure(CommandError("'tap' takes no argument.")))
    #expect(
      self.screen.action(for: "add lots")
        == .failure(CommandError("Expected a whole number for the number, got 'lots'.")))
    #expect(
      self.screen.action(for: "add 9223372036854775808")
        == .failure(
          CommandError("Expected a whole number for the number, got '9223372036854775808'.")))
  }

  @Test func commandNamesAreMatchedInAnyCase() {
    #expect(self.screen.action(for: "TAP") == .success(.tapped))
    #expect(self.screen.action(for: "Add 4") == .success(.add(4)))
    #expect(
      Screen(title: "", commands: [Command("Go", "Go", action: Action.tapped)]).action(for: "go")
        == .success(.tapped))
  }

  @Test func aMistypedCommandGetsASuggestion() {
    #expect(
      self.screen.action(for: "tpa")
        == .failure(CommandError("Unknown command 'tpa'. Did you mean 'tap'?")))
    #expect(
      self.screen.action(for: "hlep")
        == .failure(CommandError("Unknown command 'hlep'. Did you mean 'help'?")))
    #expect(
      self.screen.action(for: "ad 3")
        == .failure(CommandError("Unknown command 'ad'. Did you mean 'add 3'?")))
    #expect(
      self.screen.action(for: "Qiut")
        == .failure(CommandError("Unknown command 'Qiut'. Did you mean 'quit'?")))
    // Without a global command list, only the screen's own commands are suggested.
    #expect(
      self.screen.action(for: "hlep", globalCommands: [])
        == .failure(CommandError("Unknown command 'hlep'. Type 'help' to list commands.")))
  }

  @Test func aGlobalCommandWithAnArgumentItDoesNotTakeSaysSo() {
    #expect(
      self.screen.action(for: "quit now") == .failure(CommandError("'quit' takes no argument.")))
    #expect(
      self.screen.action(for: "EXIT 1") == .failure(CommandError("'exit' takes no argument.")))
  }

  @Test func anUnavailableCommandSaysWhy() {
    let home = Screen<Action>(
      title: "Home",
      commands: [Command("tap", "Tap it", action: .tapped)],
      unavailableCommands: [UnavailableCommand("back", "You are on the home screen.")]
    )

    #expect(home.action(for: "back") == .failure(CommandError("You are on the home screen.")))
    #expect(home.action(for: "BACK") == .failure(CommandError("You are on the home screen.")))
    #expect(
      home.action(for: "bakc")
        == .failure(CommandError("Unknown command 'bakc'. Did you mean 'back'?")))
    #expect(home.map { [$0] }.unavailableCommands == home.unavailableCommands)
  }

  @Test func helpListsEveryCommandAndEveryAlias() {
    let rows = self.screen.helpRows(globalCommands: [.help, .advance, .quit])

    #expect(
      rows.map { $0.0 } == ["tap", "add <number>", "help", "advance <duration>", "quit", "exit"])
    #expect(
      rows.map { $0.1 } == [
        "Tap it", "Add a number", "List the commands", "Move the virtual clock, like 'advance 3s'",
        "Save and exit (or Ctrl-D)", "Same as 'quit'",
      ])
  }

  @Test func theCommandsLineShowsArgumentsAndWrapsBetweenCommands() {
    #expect(
      self.screen.commandLines(width: 80) == ["Commands: tap · add <number> · help · quit"])
    #expect(
      self.screen.commandLines(width: 30) == [
        "Commands: tap · add <number>",
        "          help · quit",
      ])
    // A command wider than the line gets a line of its own.
    #expect(
      self.screen.commandLines(width: 12) == [
        "Commands: tap",
        "          add <number>",
        "          help",
        "          quit",
      ])
    #expect(
      Screen<Action>(title: "").commandLines(globalCommands: [], width: 80) == ["Commands: "])
  }

  @Test func mapEmbedsEveryCommandsAction() {
    let mapped = self.screen.map { [$0] }

    #expect(mapped.title == "Numbers")
    #expect(mapped.lines == ["One line"])
    #expect(mapped.commands.map(\.usage) == ["tap", "add <number>"])
    #expect(mapped.action(for: "add 3") == .success([.add(3)]))
    #expect(mapped.interruptAction == nil)
    #expect(
      Screen(title: "", interruptAction: Action.tapped).map { [$0] }.interruptAction == [.tapped])
  }

  @Test func backIsOneCommandEverywhere() {
    let back = Command<Action>.back("Pop this screen", action: .tapped)

    #expect(back.name == "back")
    #expect(back.summary == "Pop this screen")
    #expect(back.argument == nil)
    #expect(Screen(title: "", commands: [back]).action(for: "back") == .success(.tapped))
  }
}

@Suite(.timeLimit(.minutes(1)))
struct AlertScreenTests {
  enum Choice: Equatable {
    case delete
    case keep
  }

  enum Action: Equatable {
    case alert(Choice)
    case dismiss
  }

  @Test func anAlertShowsItsTextAndOneCommandPerButton() {
    let alert = AlertState<Choice> {
      TextState("Delete it?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(action: .keep) { TextState("Keep") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }

    let screen = Screen(alert: alert, send: { Action.alert($0) }, dismiss: .dismiss)

    #expect(screen.title == "Delete it?")
    #expect(screen.lines == ["┃ Delete it?", "┃ This cannot be undone."])
    #expect(screen.commands.map(\.name) == ["delete", "keep", "cancel"])
    #expect(screen.commands.map(\.summary) == ["Delete (cannot be undone)", "Keep", "Cancel"])
    #expect(screen.action(for: "delete") == .success(.alert(.delete)))
    #expect(screen.action(for: "keep") == .success(.alert(.keep)))
    // A button without an action dismisses.
    #expect(screen.action(for: "cancel") == .success(.dismiss))
  }

  @Test func anAlertWithoutButtonsIsDismissedWithOK() {
    let alert = AlertState<Choice> { TextState("Done.") }

    let screen = Screen(
      alert: alert, title: "Prime 7", send: { Action.alert($0) }, dismiss: .dismiss)

    #expect(screen.title == "Prime 7")
    #expect(screen.lines == ["┃ Done."])
    #expect(screen.commands.map(\.usage) == ["ok"])
    #expect(screen.commands.map(\.summary) == ["Dismiss the alert"])
    #expect(screen.action(for: "ok") == .success(.dismiss))
  }

  @Test func aDialogIsShownLikeAnAlert() {
    let dialog = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
      TextState("Keep a copy?")
    } actions: {
      ButtonState(action: .keep) { TextState("Keep") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }

    let screen = Screen(dialog: dialog, send: { Action.alert($0) }, dismiss: .dismiss)

    #expect(screen.title == "Keep a copy?")
    #expect(screen.lines == ["┃ Keep a copy?"])
    #expect(screen.commands.map(\.name) == ["keep", "cancel"])
    #expect(screen.action(for: "keep") == .success(.alert(.keep)))
    #expect(screen.action(for: "cancel") == .success(.dismiss))
  }
}
