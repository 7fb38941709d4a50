import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
struct GlobalCommandTests {
  @Test func quitAndItsAliasMatchInAnyCase() {
    for line in ["quit", "QUIT", " Quit ", "exit", "Exit"] {
      #expect(GlobalCommand.quit.matches(line), "\(line)")
    }
    for line in ["quit now", "quitter", "", "help"] {
      #expect(!GlobalCommand.quit.matches(line), "\(line)")
    }
  }

  @Test func parseFindsTheCommandAndItsArgument() {
    let commands: [GlobalCommand] = [.help, .advance, .quit]

    #expect(GlobalCommand.parse("HELP", among: commands)?.command == .help)
    #expect(GlobalCommand.parse("advance 3s", among: commands)?.command == .advance)
    #expect(GlobalCommand.parse("Advance  3s ", among: commands)?.argument == "3s")
    #expect(GlobalCommand.parse("advance", among: commands)?.argument == "")
    #expect(GlobalCommand.parse("exit", among: commands)?.command == .quit)
    #expect(GlobalCommand.parse("help me", among: commands) == nil)
    #expect(GlobalCommand.parse("advance 3s", among: GlobalCommand.standard) == nil)
    #expect(GlobalCommand.parse("+", among: commands) == nil)
  }

  @Test func usageNamesAndHelpRows() {
    #expect(GlobalCommand.advance.usage == "advance <duration>")
    #expect(GlobalCommand.quit.usage == "quit")
    #expect(GlobalCommand.quit.names == ["quit", "exit"])
    #expect(GlobalCommand.quit.helpRows.map { $0.0 } == ["quit", "exit"])
    #expect(
      GlobalCommand.quit.helpRows.map { $0.1 } == ["Save and exit (or Ctrl-D)", "Same as 'quit'"])
    #expect(GlobalCommand.standard == [.help, .quit])
  }
}
