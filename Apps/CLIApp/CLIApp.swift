import ArgumentParser
import Foundation
import InventoryClientLive
import InventoryFeature
import RootFeature

/// The app in a terminal: interactive when standard input is a terminal, scripted (one command
/// per line, each screen printed as plain text) otherwise.
@main
struct CLIApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "CLIApp",
    abstract: "Counters, primes and an inventory, in your terminal.",
    discussion: """
      Type a command and press return; 'help' lists the commands of the current screen, \
      'back' goes back, 'quit' (or Ctrl-D) saves and exits.

      When standard input is not a terminal, each line is one command and every screen is \
      printed as plain text:

        printf '+\\n+\\nprime\\nnth\\nquit\\n' | swift run CLIApp

      EXIT CODES
        0   Quit normally (the inventory and the favorite primes are saved).
        64  Usage error: an unknown flag, or a malformed --deep-link.
        65  The inventory file is corrupt, unreadable or from a newer version (or the \
      favorite primes file is corrupt or unreadable); it is left untouched.
        74  The inventory (or the favorite primes) could not be saved when quitting; the \
      previous file is intact.
        75  Another CLIApp uses the same data folder (it is named); nothing was read or written.
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

  @Flag(name: .long, help: "Print each action and the state change it made to standard error.")
  var printChanges = false

  @Flag(name: .long, help: "Log to standard error which view re-rendered and what changed.")
  var debugRenders = false

  @Flag(name: .long, help: "Do not use colors (also: the NO_COLOR environment variable).")
  var noColor = false

  @Flag(
    name: .long,
    help: "Use a virtual clock that only moves with the 'advance <duration>' command (like 3s)."
  )
  var virtualTime = false

  func validate() throws {
    if let deepLink {
      do {
        _ = try DeepLink.parse(deepLink) { UUID() }
      } catch {
        throw ValidationError("Malformed --deep-link '\(deepLink.prefix(80))': \(error.message)")
      }
    }
  }

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let isInteractive = isatty(STDIN_FILENO) == 1
    let options = Session.Options(
      dataDirectory: self.dataDir.map { URL(fileURLWithPath: $0) }
        ?? DataFolder.defaultDirectory(environment: environment),
      deepLink: self.deepLink,
      debugRenders: self.debugRenders,
      isInteractive: isInteractive,
      printChanges: self.printChanges,
      usesColor: isInteractive && !self.noColor && (environment["NO_COLOR"] ?? "").isEmpty,
      virtualTime: self.virtualTime
    )
    // One app per data folder, held until this process ends.
    let lock: DataFolderLock?
    do {
      lock = try DataFolderLock.acquire(options.dataDirectory)
    } catch {
      Console.standard.err("CLIApp: \(error)\n")
      throw ExitCode(75)
    }
    let status = await Session.run(
      options: options, input: standardInputLines(), console: .standard)
    withExtendedLifetime(lock) {}
    if status != 0 {
      throw ExitCode(status)
    }
  }
}
