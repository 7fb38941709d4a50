import Foundation
import Testing

/// The diagnostic and display flags, and where the inventory is stored by default.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppFlagsTests {
  // MARK: --print-changes

  @Test func printChangesLogsEachActionAndItsStateChange() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--print-changes"], stdin: "+\nquit\n")

    #expect(run.status == 0)
    #expect(run.stderr.contains("received action:"))
    #expect(run.stderr.contains("action: .counter(.incrementButtonTapped)"))
    #expect(run.stderr.contains("−         count: 0,"))
    #expect(run.stderr.contains("+         count: 1,"))
    // Diagnostics never mix with the screens.
    #expect(!run.stdout.contains("received action:"))
  }

  @Test func withoutFlagsStandardErrorStaysEmpty() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(["--data-dir", directory.path], stdin: "+\nhelp\nquit\n")

    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }

  // MARK: --debug-renders

  @Test func debugRendersLogsEachRenderAndWhatChanged() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--debug-renders"], stdin: "+\nhelp\nhelp\n+\nquit\n")

    #expect(run.status == 0)
    let renders = renderLines(run.stderr)
    // The first draw is not a re-render; 'help' changes nothing on screen.
    #expect(renders == ["[render 2] RootView after '+':", "[render 3] RootView after '+':"])
    // The diff is of what was rendered: the title, the lines, the commands.
    #expect(run.stderr.contains(#"-   title: "Root › Counter 0","#))
    #expect(run.stderr.contains(#"+   title: "Root › Counter 1","#))
    #expect(run.stderr.contains(#"+   title: "Root › Counter 2","#))
    #expect(!run.stderr.contains("(no difference)"))
    #expect(!run.stderr.contains("help"))
    #expect(!run.stdout.contains("[render"))
  }

  @Test func debugRendersLogsNothingForCommandsThatChangeNothing() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--debug-renders"],
      stdin: "help\nfrobnicate\n\nqty 3\nadvance 1s\nquit\n")

    #expect(run.status == 0)
    #expect(renderLines(run.stderr) == [])
  }

  @Test func debugRendersLogsOneRenderPerTimerTick() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--debug-renders", "--virtual-time"],
      stdin: "timer\nadvance 3s\nhelp\nquit\n")

    #expect(run.status == 0)
    let renders = renderLines(run.stderr)
    #expect(renders.count == 4, "The timer starting, then three ticks: \(renders)")
    #expect(renders.first == "[render 2] RootView after 'timer':")
    // The diff shows the top counter's new count, as the screen's first line shows it.
    #expect(
      run.stderr.split(separator: "\n").contains {
        $0.hasPrefix("+") && $0.hasSuffix(#" [0]: "Count: 3","#)
      })
  }

  // MARK: Colors

  @Test func scriptedModeNeverWritesEscapes() async {
    let directory = TemporaryDataDirectory()
    for (arguments, environment) in [
      ([], [:]), (["--no-color"], [:]), ([], ["NO_COLOR": "1"]), ([], ["TERM": "xterm-256color"]),
    ] as [([String], [String: String])] {
      let run = await runCLIApp(
        ["--data-dir", directory.path] + arguments,
        stdin: "+\nfrobnicate\nhelp\nquit\n",
        environment: environment
      )
      #expect(run.status == 0)
      #expect(!run.stdout.contains("\u{1B}"), "Escapes with \(arguments) \(environment)")
      #expect(run.stdout.contains("⚠ Unknown command 'frobnicate'"))
    }
  }

  @Test func terminalUsesColorsByDefault() async {
    let directory = TemporaryDataDirectory()
    // Colors follow standard output: the screen is on the terminal. It opens on counter 1: on
    // a screen drawn in place, '+' rewrites only the digit that changed.
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:1"], stdin: "frobnicate\nquit\n",
      terminal: true, terminalOutput: true)

    #expect(run.status == 0)
    #expect(run.stdout.contains("\u{1B}[1m── Root › Counter 1 "))
    #expect(run.stdout.contains("\u{1B}[33m⚠ Unknown command 'frobnicate'"))
  }

  @Test(
    arguments: [
      (["--no-color"], [:]),
      ([], ["NO_COLOR": "1"]),
    ] as [([String], [String: String])])
  func noColorRemovesColorsInATerminal(arguments: [String], environment: [String: String]) async {
    let directory = TemporaryDataDirectory()
    // Opens on counter 1 (see terminalUsesColorsByDefault).
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:1"] + arguments,
      stdin: "frobnicate\nquit\n",
      environment: environment,
      terminal: true,
      terminalOutput: true
    )

    #expect(run.status == 0)
    #expect(run.stdout.contains("── Root › Counter 1 "))
    #expect(run.stdout.contains("⚠ Unknown command 'frobnicate'"))
    // Clearing the screen is not a color: only styling (SGR, `ESC [ … m`) must be gone.
    #expect(sgrSequences(run.stdout) == [])
  }

  // MARK: Where the inventory lives

  @Test func withoutDataDirTheInventoryGoesToXDGDataHome() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      [], stdin: "back\ninventory\nnew\nname X\nadd\nquit\n",
      environment: ["XDG_DATA_HOME": directory.path])

    #expect(run.status == 0)
    let file = directory.url.appendingPathComponent("swift-unidirectional/inventory.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func withoutXDGDataHomeTheInventoryGoesUnderHome() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      [], stdin: "back\ninventory\nnew\nname X\nadd\nquit\n",
      environment: ["XDG_DATA_HOME": "", "HOME": directory.path])

    #expect(run.status == 0)
    let file = directory.url.appendingPathComponent(
      ".local/share/swift-unidirectional/inventory.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }
}

/// The `[render N] …` lines of `--debug-renders`.
private func renderLines(_ stderr: String) -> [String] {
  stderr.split(separator: "\n").filter { $0.hasPrefix("[render") }.map(String.init)
}

/// The styling escapes (`ESC [ <numbers> m`) in a text.
private func sgrSequences(_ text: String) -> [String] {
  text.matches(of: /\x{1B}\[[0-9;]*m/).map { String($0.output) }
}
