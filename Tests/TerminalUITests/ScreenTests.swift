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

  @Test func mapEmbedsEveryCommandsAction() {
    let mapped = self.screen.map { [$0] }

    #expect(mapped.title == "Numbers")
    #expect(mapped.lines == ["One line"])
    #expect(mapped.commands.map(\.usage) == ["tap", "add <number>"])
    #expect(mapped.action(for: "add 3") == .success([.add(3)]))
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
