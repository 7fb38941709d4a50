import Foundation
import Testing

/// What the app writes, wherever it writes: plain text to a file, ASCII when asked, a final
/// newline on a terminal, diagnostics to a named file.
@Suite(.timeLimit(.minutes(2)))
struct CLIAppOutputHygieneTests {
  @Test func typedAtATerminalButWrittenToAFileTheOutputIsPlainText() async {
    let directory = TemporaryDataDirectory()
    // Standard input is a terminal, standard output a pipe: `CLIApp > session.txt`.
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\nfrobnicate\nhelp\nquit\n", terminal: true)

    #expect(run.status == 0)
    #expect(!run.stdoutBytes.contains(0x1B))
    #expect(run.stdout.contains("── Root › Counter 1 "))
    #expect(run.stdout.contains("⚠ Unknown command 'frobnicate'"))
    #expect(run.stdout.hasSuffix("› quit\n"))
  }

  @Test func asciiFlagDrawsOnlyASCII() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--ascii"], stdin: "+\nfrobnicate\nprime\nquit\n")

    #expect(run.status == 0)
    #expect(run.stdoutBytes.allSatisfy { $0 < 0x80 })
    #expect(run.stdout.contains("-- Root > Counter 1 ---"))
    #expect(run.stdout.contains("Commands: + | - | timer"))
    #expect(run.stdout.contains("! Unknown command 'frobnicate'"))
  }

  @Test func onATerminalTheLastLineEndsSoThePromptStartsOnItsOwn() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\nquit\n", terminal: true, terminalOutput: true)

    #expect(run.status == 0)
    // Drawn in place (cursor addressing, no full clear per render), then a newline at the end.
    #expect(run.stdout.contains("\u{1B}[1;1H"))
    #expect(run.stdout.components(separatedBy: "\u{1B}[2J").count == 2)
    #expect(run.stdoutBytes.last == UInt8(ascii: "\n"))
    // The first paint is the first screen, not an empty frame.
    #expect(
      run.stdout.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[1m── Root › Counter 0 "))
  }

  @Test func diagnosticsFileTakesThePrintedChanges() async {
    let directory = TemporaryDataDirectory()
    let file = directory.url.appendingPathComponent("changes.log")
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--print-changes", "--diagnostics-file", file.path],
      stdin: "+\nquit\n")

    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let log = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    #expect(log.contains("action: .counter(.incrementButtonTapped)"))
    #expect(!run.stdout.contains("received action"))
  }

  @Test func onATerminalTheScreenSaysWhereDiagnosticsGo() async {
    let directory = TemporaryDataDirectory()
    // Standard error is a pipe here, so it would be used: the file is named to see the screen's
    // note (the default file, for standard error on the terminal, is a tmux test).
    let file = directory.url.appendingPathComponent("diagnostics.log")
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--debug-renders", "--diagnostics-file", file.path],
      stdin: "+\nquit\n", terminal: true, terminalOutput: true)

    #expect(run.status == 0)
    #expect(run.stdout.contains("Diagnostics go to"))
    let log = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    #expect(log.contains("[render 2] RootView after '+':"))
  }
}
