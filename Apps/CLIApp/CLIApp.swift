import ArgumentParser
import DataFolderStorage
import Foundation
import InventoryFeature
import Navigation
import RootFeature
import TerminalFrontEnd

/// The app in a terminal: drawn in place with a line editor when standard input and output are a
/// terminal, scripted (one command per line, each screen printed as plain text) otherwise.
@main
struct CLIApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "CLIApp",
    abstract: "Counters, primes and an inventory, in your terminal.",
    discussion: """
      Type a command and press return; 'help' lists the commands of the current screen, \
      'back' goes back, 'quit' (or Ctrl-D, or Ctrl-C) saves and exits; Ctrl-C during a long lookup \
      stops the lookup instead.

      In a terminal the screen is redrawn in place and the input line is a line editor: \
      left/right, Home/End (Ctrl-A/Ctrl-E), Backspace/Delete, Ctrl-K/Ctrl-U/Ctrl-W delete to \
      the end/start/previous word, Up/Down recall earlier commands (kept in the file 'history' \
      of the data folder), PgUp/PgDn page through a list longer than the screen (under a \
      'Lines 1–35 of 51' row), Tab completes a command or its argument, Ctrl-L repaints, \
      Ctrl-Z suspends.

      When standard input or output is not a terminal, each line is one command and every \
      screen is printed as plain text, without escape codes:

        printf '+\\n+\\nprime\\nnth\\nquit\\n' | swift run CLIApp

      DIAGNOSTICS
        --print-changes and --debug-renders write to standard error. On a screen drawn in \
      place with standard error on the terminal too, they go to 'diagnostics.log' in the \
      data folder instead (the screen says where; follow it with tail -f), or to the file \
      --diagnostics-file names. 'CLIApp --print-changes 2> changes.log' also works.

      EXIT CODES
        0   Quit normally (the inventory and the favorite primes are saved).
        64  Usage error: an unknown flag, a malformed --deep-link, or a --diagnostics-file \
      that is not safe to empty (it is left untouched).
        65  The inventory file is corrupt, unreadable or from a newer version (or the \
      favorite primes file is corrupt or unreadable); it is left untouched.
        74  The inventory (or the favorite primes) could not be saved when quitting; the \
      previous file is intact.
        73  The data folder cannot be created or locked (it says why); nothing was read or \
      written.
        75  Another CLIApp uses the same data folder, or a file it links to (it is named); \
      nothing was read or written.
      """
  )

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Start with this stack, like counter:97/prime:12/item:Keyboard (default: counter:0).",
      valueName: "path"
    )
  )
  var deepLink: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the inventory is stored (default: $XDG_DATA_HOME/swift-unidirectional).",
      valueName: "directory"
    )
  )
  var dataDir: String?

  @Flag(name: .long, help: "Log each action and the state change it made (see DIAGNOSTICS).")
  var printChanges = false

  @Flag(name: .long, help: "Log which view re-rendered and what changed (see DIAGNOSTICS).")
  var debugRenders = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write --print-changes and --debug-renders to this file (emptied first; only a new file or an earlier log of this app, never one in another data folder).",
      valueName: "file"
    )
  )
  var diagnosticsFile: String?

  @Flag(name: .long, help: "Do not use colors (also: the NO_COLOR environment variable).")
  var noColor = false

  @Flag(
    name: .long,
    help: "Draw with ASCII glyphs (the default on a terminal whose locale is not UTF-8)."
  )
  var ascii = false

  @Flag(
    name: .long,
    help: "Use a virtual clock that only moves with the 'advance <duration>' command (like 3s)."
  )
  var virtualTime = false

  /// The files of the data folder the app writes, each locked while it runs (the history and
  /// the diagnostics log are not data: losing a line of them loses nothing).
  static let lockedFileNames = [InventoryFileFormat.fileName, "favorite-primes.json"]

  func validate() throws {
    guard let deepLink else { return }
    // Checked with files in memory: the screens the link makes are thrown away, and their
    // shared files (a prime screen's favorites) must not be loaded or watched from anywhere.
    let parsed = withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      Result { () throws(DeepLinkError) in try DeepLink.parse(deepLink) { UUID() } }
    }
    if case .failure(let error) = parsed {
      throw ValidationError("Malformed --deep-link '\(deepLink.prefix(80))': \(error.message)")
    }
  }

  /// Catches the quitting signals before anything else (parsing, locking, loading a large
  /// inventory), then runs as `AsyncParsableCommand` does.
  static func main() async {
    QuitSignals.install()
    await Self.main(nil)
  }

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let style = OutputStyle.decide(
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: environment,
      noColor: self.noColor,
      ascii: self.ascii
    )
    let dataDirectory =
      self.dataDir.map { URL(fileURLWithPath: $0) }
      ?? DataFolder.defaultDirectory(environment: environment)
    // One app per data file (the folder's, or the one its link leads to), held until this
    // process ends.
    let lock: DataFolderLock
    do {
      lock = try DataFolderLock.acquire(dataDirectory, fileNames: Self.lockedFileNames)
    } catch {
      Console.standard.err("CLIApp: \(error)\n")
      switch error {
      case .inUse: throw ExitCode(75)
      case .cannotLock: throw ExitCode(73)
      }
    }
    // Opened under the lock: another instance's log is never emptied.
    let diagnosticsFile: URL?
    do {
      diagnosticsFile = try DiagnosticsLog.file(
        named: self.diagnosticsFile, dataDirectory: dataDirectory,
        drawsInPlace: style.drawsInPlace, wantsDiagnostics: self.printChanges || self.debugRenders)
    } catch {
      Console.standard.err("CLIApp: \(error)\n")
      throw ExitCode(64)
    }
    let options = Session.Options(
      dataDirectory: dataDirectory,
      deepLink: self.deepLink,
      debugRenders: self.debugRenders,
      printChanges: self.printChanges,
      style: style,
      virtualTime: self.virtualTime,
      diagnostics: DiagnosticsLog.writer(to: diagnosticsFile, fallback: Console.standard.err),
      diagnosticsFile: diagnosticsFile,
      environment: environment
    )
    let status = await Session.run(
      options: options, input: standardInputLines, console: .standard)
    withExtendedLifetime(lock) {}
    if status != 0 {
      throw ExitCode(status)
    }
  }
}
