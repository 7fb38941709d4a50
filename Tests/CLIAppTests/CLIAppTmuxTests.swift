import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The app in a real terminal (tmux), used as a person would: typing while a timer ticks,
/// reading help, recalling history, completing, resizing, quitting.
@Suite(
  .enabled(if: TmuxPane.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: CLIAppExecutable.url != nil, "CLIApp is not built (swift build --build-tests)"),
  .timeLimit(.minutes(2))
)
struct CLIAppTmuxTests {
  /// Runs `body` with the app started in a fresh pane; the pane's server is killed afterwards.
  private func withApp(
    _ arguments: [String] = [],
    directory: TemporaryDataDirectory = TemporaryDataDirectory(),
    environment: [String: String] = [:],
    redirect: String = "",
    width: Int = 80,
    _ body: (TmuxPane) async throws -> Void
  ) async throws {
    let pane = try await TmuxPane(
      cliAppCommandLine(
        arguments, directory: directory, environment: environment, redirect: redirect),
      width: width)
    do {
      if redirect.isEmpty { try await pane.waitFor("Commands:") }
      try await body(pane)
    } catch {
      await pane.kill()
      throw error
    }
    await pane.kill()
  }

  @Test func typedInputSurvivesATimerTick() async throws {
    try await withApp { pane in
      try await pane.type("timer")
      try await pane.press("Enter")
      try await pane.waitFor("Timer: running")
      try await pane.type("hel")
      let before = try await pane.capture()
      // A tick or two later the count has changed and what was typed is still there.
      let after = try await pane.waitFor("a timer tick", timeout: .seconds(20)) { screen in
        screen.contains("Count: ") && countLine(screen) != countLine(before)
      }
      #expect(after.contains("› hel"))
      try await pane.type("p")
      try await pane.press("Enter")
      try await pane.waitFor("List the commands")
    }
  }

  @Test func helpStaysVisibleAfterATick() async throws {
    try await withApp { pane in
      try await pane.type("timer")
      try await pane.press("Enter")
      try await pane.waitFor("Timer: running")
      try await pane.type("help")
      try await pane.press("Enter")
      let help = try await pane.waitFor("Increment")
      let later = try await pane.waitFor("a timer tick", timeout: .seconds(20)) { screen in
        countLine(screen) != countLine(help)
      }
      #expect(later.contains("Increment"))
      #expect(later.contains("List the commands"))
      // The next command clears the message area.
      try await pane.type("-")
      try await pane.press("Enter")
      try await pane.waitFor("the message area cleared") { !$0.contains("List the commands") }
    }
  }

  @Test func anUnknownCommandStaysWithItsWarning() async throws {
    try await withApp { pane in
      try await pane.type("hlep")
      try await pane.press("Enter")
      let screen = try await pane.waitFor("Unknown command 'hlep'")
      #expect(screen.contains("⚠ Unknown command 'hlep'"))
      // Arrow keys, Home/End and Delete edit the line; none of them is typed into it.
      try await pane.type("y+x")
      try await pane.press("BSpace", "Home", "Delete", "End", "Left", "Right", "Up", "Down")
      try await pane.waitFor("› +")
      try await pane.press("Enter")
      let counted = try await pane.waitFor("Count: 1")
      #expect(!counted.contains("Unknown command"))
    }
  }

  @Test func upRecallsTheHistoryOfAnEarlierRun() async throws {
    let directory = TemporaryDataDirectory()
    try await withApp(directory: directory) { pane in
      try await pane.type("+")
      try await pane.press("Enter")
      try await pane.waitFor("Count: 1")
      try await pane.type("quit")
      try await pane.press("Enter")
      try await pane.waitFor("EXITED:0")
    }
    let history = try String(
      contentsOf: directory.url.appendingPathComponent("history"), encoding: .utf8)
    #expect(history == "+\nquit\n")
    try await withApp(directory: directory) { pane in
      try await pane.press("Up")
      try await pane.waitFor("› quit")
      try await pane.press("Up")
      try await pane.waitFor("› +")
      try await pane.press("Enter")
      try await pane.waitFor("Count: 1")
    }
  }

  @Test func anUnwritableHistoryIsNoObstacle() async throws {
    let directory = TemporaryDataDirectory()
    // A folder where the history file would be: it can be neither read nor replaced.
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("history"), withIntermediateDirectories: true)
    try await withApp(directory: directory) { pane in
      try await pane.press("Up")
      try await pane.type("+")
      try await pane.press("Enter")
      try await pane.waitFor("Count: 1")
      try await pane.type("quit")
      try await pane.press("Enter")
      let screen = try await pane.waitFor("the exit") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      #expect(lines(screen).contains("EXITED:0"))
    }
  }

  @Test func tabCompletesACommand() async throws {
    try await withApp { pane in
      try await pane.type("ti")
      try await pane.press("Tab")
      try await pane.waitFor("› timer")
      try await pane.press("Enter")
      try await pane.waitFor("Timer: running")
      // Several matches: Tab lists them.
      try await pane.type("p")
      try await pane.press("Tab")
      try await pane.waitFor("prime")
    }
  }

  @Test func tabCompletesAnArgument() async throws {
    try await withApp(["--deep-link", "item:Keyboard"]) { pane in
      try await pane.type("col")
      try await pane.press("Tab")
      try await pane.waitFor("› color")
      try await pane.type("g")
      try await pane.press("Tab")
      try await pane.waitFor("› color green")
      try await pane.press("Enter")
      // Entered: the input line is empty again and the form shows the color.
      try await pane.waitFor("the color set") { screen in
        lines(screen).contains("›") && screen.contains("green")
      }
    }
  }

  @Test func aResizeLaysTheScreenOutAgain() async throws {
    try await withApp { pane in
      let wide = try await pane.capture()
      #expect(titleRow(wide)?.count == 80)
      try await pane.type("ab")
      try await pane.waitFor("› ab")
      try await pane.resize(width: 50, height: 20)
      let narrow = try await pane.waitFor("a 50-column title") { titleRow($0)?.count == 50 }
      #expect(narrow.contains("› ab"))
      #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 50 })
    }
  }

  @Test func quittingRestoresTheTerminalAndEndsTheLine() async throws {
    try await withApp { pane in
      try await pane.type("half typed")
      try await pane.press("C-c")
      let screen = try await pane.waitFor("the exit status and the terminal's mode") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      // The shell's next output starts on a line of its own, and the terminal is cooked again.
      #expect(screen.split(separator: "\n").contains("EXITED:0"))
      #expect(screen.split(separator: "\n").contains("icanon"))
    }
  }

  @Test func ctrlDOnAnEmptyLineQuits() async throws {
    try await withApp { pane in
      try await pane.type("x")
      try await pane.press("C-d")
      // Not on a line with text: there it deletes under the cursor.
      try await pane.press("C-a", "C-d")
      // (capture-pane drops the spaces at the end of a row.)
      try await pane.waitFor("the line emptied") { lines($0).contains("›") }
      try await pane.press("C-d")
      let screen = try await pane.waitFor("the exit") {
        $0.contains("EXITED:0") && $0.contains("icanon")
      }
      #expect(lines(screen).contains("icanon"))
    }
  }

  @Test func ctrlCStopsALongLookupAndASecondCtrlCQuits() async throws {
    try await withApp(["--deep-link", "prime:9000000"]) { pane in
      try await pane.startLookupUntilItsProgressShows("9000000th") {
        try await pane.type("nth")
        try await pane.press("Enter")
      }
      try await pane.press("C-c")
      let cancelled = try await pane.waitFor("the lookup stopped") { $0.contains("Cancelled.") }
      #expect(!cancelled.contains("Computing"))
      #expect(!cancelled.contains("EXITED"))
      try await pane.press("C-c")
      let screen = try await pane.waitFor("the exit") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      #expect(lines(screen).contains("EXITED:0"))
    }
  }

  @Test func keysTypedAheadMeetTheScreenTheirCommandLeadsTo() async throws {
    try await withApp { pane in
      // One burst: `back` is still being handled when Tab arrives, which must complete against
      // the home screen it leads to, not the counter it leaves.
      try await pane.press("b", "a", "c", "k", "Enter", "i", "n", "v", "Tab", "Enter")
      let screen = try await pane.waitFor("the inventory") { $0.contains("Root › Inventory") }
      #expect(!screen.contains("Unknown command"))
    }
  }

  @Test func sigtermQuitsAndRestoresTheTerminal() async throws {
    try await withApp { pane in
      let app = try await pane.childProcessID()
      kill(app, SIGTERM)
      let screen = try await pane.waitFor("the exit") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      #expect(lines(screen).contains("EXITED:0"))
      #expect(lines(screen).contains("icanon"))
    }
  }

  @Test func aCrashRestoresTheTerminal() async throws {
    // The runtime's backtracer would take seconds to print; the default action follows.
    try await withApp(environment: ["SWIFT_BACKTRACE": "enable=no"]) { pane in
      let app = try await pane.childProcessID()
      kill(app, SIGSEGV)
      let screen = try await pane.waitFor("the crash") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      // Under `Tools/sanitize` the sanitizer's own handler reports the SEGV and exits with its
      // status (ThreadSanitizer 66, AddressSanitizer 1); the terminal must be restored all the same.
      let status =
        screen.contains("ThreadSanitizer: SEGV")
        ? "EXITED:66" : screen.contains("AddressSanitizer: SEGV") ? "EXITED:1" : "EXITED:139"
      #expect(lines(screen).contains(status))
      #expect(lines(screen).contains("icanon"))
    }
  }

  @Test func ctrlBackslashQuitsOnTheSpotWithTheTerminalRestored() async throws {
    try await withApp(environment: ["SWIFT_BACKTRACE": "enable=no"]) { pane in
      try await pane.press("C-\\")
      let screen = try await pane.waitFor("the exit") {
        $0.contains("EXITED:") && $0.contains("icanon")
      }
      #expect(lines(screen).contains("EXITED:131"))
      #expect(lines(screen).contains("icanon"))
    }
  }

  @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgComesBack() async throws {
    let directory = TemporaryDataDirectory()
    let pane = try await TmuxPane("env PS1='$ ' bash --norc --noprofile -i")
    do {
      try await pane.waitFor("the shell's prompt") { lines($0).contains("$") }
      try await pane.type(cliAppInvocation([], directory: directory))
      try await pane.press("Enter")
      try await pane.waitFor("Commands:")
      try await pane.type("ab")
      try await pane.waitFor("› ab")
      try await pane.press("C-z")
      try await pane.waitFor("Stopped")
      try await pane.type(terminalModeReport)
      try await pane.press("Enter")
      try await pane.waitFor("the shell's terminal mode") { lines($0).contains("icanon") }
      try await pane.type("fg")
      try await pane.press("Enter")
      // Repainted whole (the shell's lines are gone), with what was typed.
      let back = try await pane.waitFor("the app back") {
        $0.contains("› ab") && !$0.contains("Stopped")
      }
      #expect(back.contains("Commands:"))
      // Raw mode again: Ctrl-U and Tab are the editor's.
      try await pane.press("C-u")
      try await pane.type("ti")
      try await pane.press("Tab")
      try await pane.waitFor("› timer")
    } catch {
      await pane.kill()
      throw error
    }
    await pane.kill()
  }

  @Test func colorsFollowNoColor() async throws {
    try await withApp { pane in
      let styled = try await pane.capture(escapes: true)
      #expect(styled.contains("\u{1B}[1m"))
    }
    try await withApp(environment: ["NO_COLOR": "1"]) { pane in
      let plain = try await pane.capture(escapes: true)
      #expect(!plain.contains("\u{1B}[1m"))
      #expect(plain.contains("── Root › Counter 0"))
    }
  }

  @Test func aNonUTF8LocaleDrawsASCII() async throws {
    try await withApp(environment: ["LANG": "C"]) { pane in
      let screen = try await pane.waitFor("-- Root > Counter 0 ---")
      #expect(screen.allSatisfy { $0.isASCII })
    }
  }

  @Test func outputRedirectedToAFileHasNoEscapes() async throws {
    let directory = TemporaryDataDirectory()
    let file = directory.url.appendingPathComponent("session.txt")
    try await withApp(directory: directory, redirect: "> '\(file.path)'") { pane in
      try await pane.type("+")
      try await pane.press("Enter")
      try await pane.type("quit")
      try await pane.press("Enter")
      try await pane.waitFor("EXITED:0")
    }
    let bytes = try Data(contentsOf: file)
    #expect(!bytes.contains(0x1B))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("── Root › Counter 1 "))
    #expect(text.hasSuffix("\n"))
  }

  @Test func diagnosticsGoToAFileInTheDataFolder() async throws {
    let directory = TemporaryDataDirectory()
    try await withApp(["--print-changes"], directory: directory) { pane in
      try await pane.waitFor("diagnostics.log")
      try await pane.type("+")
      try await pane.press("Enter")
      let screen = try await pane.waitFor("Count: 1")
      #expect(!screen.contains("received action"))
    }
    let log = try String(
      contentsOf: directory.url.appendingPathComponent("diagnostics.log"), encoding: .utf8)
    #expect(log.contains("incrementButtonTapped"))
  }
}

/// The rows of a screen.
private func lines(_ screen: String) -> [String] {
  screen.split(separator: "\n").map(String.init)
}

/// The `Count: n` line of a screen.
private func countLine(_ screen: String) -> String? {
  screen.split(separator: "\n").first { $0.contains("Count: ") }.map(String.init)
}

/// The title row (the first row that starts with a rule).
private func titleRow(_ screen: String) -> String? {
  screen.split(separator: "\n").first { $0.hasPrefix("──") }.map(String.init)
}
