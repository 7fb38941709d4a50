import Foundation

/// A command the app itself handles on every screen (`help`, `quit`): listed after a screen's
/// own commands, known to suggestions, and matched case-insensitively, with its aliases.
///
/// ```swift
/// if GlobalCommand.quit.matches(line) { … }
/// let rows = screen.helpRows(globalCommands: GlobalCommand.standard)
/// ```
public struct GlobalCommand: Equatable, Sendable {
  /// The word that runs the command, like `quit`.
  public let name: String
  /// The placeholder for the command's argument, like `<duration>`; `nil` when it takes none.
  public let argument: String?
  /// What the command does, in a few words.
  public let summary: String
  /// Other words that run the command, like `exit` for `quit`: help lists them, the Commands
  /// line does not.
  public let aliases: [String]

  /// Creates a global command.
  ///
  /// - Parameters:
  ///   - name: The word that runs the command.
  ///   - argument: The placeholder for its argument, if it takes one.
  ///   - summary: What the command does.
  ///   - aliases: Other words that run it.
  public init(_ name: String, argument: String? = nil, _ summary: String, aliases: [String] = []) {
    self.name = name
    self.argument = argument
    self.summary = summary
    self.aliases = aliases
  }

  /// `help`: lists the commands of the screen.
  public static let help = GlobalCommand("help", "List the commands")

  /// `quit` (or `exit`): saves and exits.
  public static let quit = GlobalCommand("quit", "Save and exit (or Ctrl-D)", aliases: ["exit"])

  /// `advance <duration>`: moves the virtual clock (with `--virtual-time`).
  public static let advance = GlobalCommand(
    "advance", argument: "<duration>", "Move the virtual clock, like 'advance 3s'")

  /// The global commands of every session: `help` and `quit`.
  public static let standard: [GlobalCommand] = [.help, .quit]

  /// The command as help and the Commands line show it: `name <argument>`.
  public var usage: String {
    self.argument.map { "\(self.name) \($0)" } ?? self.name
  }

  /// Every word that runs the command: its name, then its aliases.
  public var names: [String] { [self.name] + self.aliases }

  /// The rows help lists for the command: its usage and summary, then one row per alias.
  public var helpRows: [(String, String)] {
    [(self.usage, self.summary)] + self.aliases.map { ($0, "Same as '\(self.name)'") }
  }

  /// Whether a typed line runs this command: its first word is the name or an alias, in any
  /// case, and an argument follows only if the command takes one.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: Whether the line runs the command.
  public func matches(_ line: String) -> Bool {
    self.argument(in: line) != nil
  }

  /// The argument of a typed line that runs this command (empty when there is none); `nil`
  /// when the line does not run it (see ``matches(_:)``).
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: The argument, trimmed.
  public func argument(in line: String) -> String? {
    // Only as much of the first word as the longest name is read until it matches: a pasted
    // megabyte costs next to nothing here.
    let longest = self.names.map(\.count).max() ?? 0
    let start = line.drop { $0.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) }
      .prefix(longest + 1)
    let first = start.prefix { !$0.isWhitespace }.lowercased()
    guard self.names.contains(where: { $0.lowercased() == first }) else { return nil }
    let (word, argument) = splitCommandLine(line)
    guard self.names.contains(where: { $0.lowercased() == word.lowercased() }) else { return nil }
    guard self.argument != nil || argument.isEmpty else { return nil }
    return argument
  }

  /// The command among `commands` a typed line runs, with its argument.
  ///
  /// - Parameters:
  ///   - line: The line as typed.
  ///   - commands: The global commands of the session.
  /// - Returns: The command and its argument, or `nil` when the line runs none of them.
  public static func parse(
    _ line: String,
    among commands: [GlobalCommand]
  ) -> (command: GlobalCommand, argument: String)? {
    for command in commands {
      if let argument = command.argument(in: line) { return (command, argument) }
    }
    return nil
  }
}

/// The first word of a line and the rest, both trimmed.
func splitCommandLine(_ line: String) -> (name: String, argument: String) {
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  let name = String(trimmed.prefix { !$0.isWhitespace })
  let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
  return (name, argument)
}
