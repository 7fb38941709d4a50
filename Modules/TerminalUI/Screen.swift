import Foundation

/// What a feature shows in a terminal: a title, lines of text, and the commands it accepts.
///
/// A feature's view is a pure function from the state it shows to a `Screen`, so it is tested
/// like any other code and drawn by whatever runs the app.
public struct Screen<Action> {
  /// The title, shown above the lines.
  public var title: String
  /// The body, one entry per line.
  public var lines: [String]
  /// The commands the screen accepts, in the order they are listed.
  public var commands: [Command<Action>]
  /// The commands the screen knows but cannot run now, with the reason typing one shows.
  public var unavailableCommands: [UnavailableCommand]
  /// What Ctrl-C sends instead of quitting while long work runs on the screen (a lookup's
  /// `cancel`); `nil` when nothing runs.
  public var interruptAction: Action?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - lines: The body.
  ///   - commands: The commands the screen accepts.
  ///   - unavailableCommands: The commands it knows but cannot run now, and why.
  ///   - interruptAction: What Ctrl-C sends while long work runs.
  public init(
    title: String,
    lines: [String] = [],
    commands: [Command<Action>] = [],
    unavailableCommands: [UnavailableCommand] = [],
    interruptAction: Action? = nil
  ) {
    self.title = title
    self.lines = lines
    self.commands = commands
    self.unavailableCommands = unavailableCommands
    self.interruptAction = interruptAction
  }

  /// The same screen sending another type of action.
  ///
  /// - Parameter transform: Embeds this screen's actions in another type.
  /// - Returns: The transformed screen.
  public func map<T>(_ transform: @escaping (Action) -> T) -> Screen<T> {
    Screen<T>(
      title: self.title,
      lines: self.lines,
      commands: self.commands.map { $0.map(transform) },
      unavailableCommands: self.unavailableCommands,
      interruptAction: self.interruptAction.map(transform)
    )
  }

  /// The action for a line typed by the user: the first word names a command, in any case, the
  /// rest is its argument. A word that names no command gets a suggestion ("Did you mean
  /// 'help'?") from the screen's commands and the app's global ones.
  ///
  /// - Parameters:
  ///   - input: The line.
  ///   - globalCommands: The commands the app handles before the screen (`help`, `quit`): only
  ///     suggested here, never run.
  /// - Returns: The action, or an error that says what to type instead.
  public func action(
    for input: String,
    globalCommands: [GlobalCommand] = GlobalCommand.standard
  ) -> Result<Action, CommandError> {
    let (name, argument) = splitCommandLine(input)
    guard !name.isEmpty else {
      return .failure(CommandError("Type a command, or 'help' to list them."))
    }
    let lowercased = name.lowercased()
    if let command = self.commands.first(where: { $0.name.lowercased() == lowercased }) {
      return Result { () throws(CommandError) in try command.action(argument: argument) }
    }
    if let unavailable = self.unavailableCommands.first(where: {
      $0.name.lowercased() == lowercased
    }) {
      return .failure(CommandError(unavailable.reason))
    }
    if let global = globalCommands.first(where: {
      $0.names.contains { $0.lowercased() == lowercased }
    }),
      global.argument == nil, !argument.isEmpty
    {
      return .failure(CommandError("'\(lowercased)' takes no argument."))
    }
    let shown = name.count > 40 ? name.prefix(40) + "…" : name
    let suggestions = self.suggestions(
      for: name, takingAnArgument: !argument.isEmpty, globalCommands: globalCommands)
    // One suggestion is shown as the line to type, argument included.
    let typed =
      suggestions.count == 1 && !argument.isEmpty && argument.count <= 40
      ? suggestions.map { "\($0) \(argument)" } : suggestions
    guard let question = CommandSuggestion.question(typed) else {
      return .failure(CommandError("Unknown command '\(shown)'. Type 'help' to list commands."))
    }
    return .failure(CommandError("Unknown command '\(shown)'. \(question)"))
  }

  /// The commands a mistyped word was probably meant to be, among the screen's commands (those
  /// it cannot run now included) and the app's global ones (see
  /// ``CommandSuggestion/suggestions(for:among:)``).
  ///
  /// - Parameters:
  ///   - word: The word the user typed.
  ///   - takingAnArgument: Whether an argument followed the word: then only commands that take
  ///     one are suggested (`edit 1` is never `exit`).
  ///   - globalCommands: The app's global commands.
  /// - Returns: The suggested names, best first.
  public func suggestions(
    for word: String,
    takingAnArgument: Bool = false,
    globalCommands: [GlobalCommand] = GlobalCommand.standard
  ) -> [String] {
    let candidates: [(name: String, takesArgument: Bool)] =
      self.commands.map { ($0.name, $0.argument != nil) }
      + self.unavailableCommands.map { ($0.name, false) }
      + globalCommands.flatMap { global in global.names.map { ($0, global.argument != nil) } }
    let names = candidates.filter { !takingAnArgument || $0.takesArgument }.map(\.name)
    return CommandSuggestion.suggestions(for: word, among: names)
  }

  /// The rows of `help`: each command's usage and summary, then the global commands' (with a
  /// row per alias, like `exit`).
  ///
  /// - Parameter globalCommands: The app's global commands.
  /// - Returns: The rows, as (usage, summary).
  public func helpRows(globalCommands: [GlobalCommand] = GlobalCommand.standard) -> [(
    String, String
  )] {
    self.commands.map { ($0.usage, $0.summary) } + globalCommands.flatMap(\.helpRows)
  }

  /// The Commands line under the screen, with each command's arguments (`edit <number>`),
  /// wrapped between commands to fit `width` columns: the continuation lines are indented under
  /// the first command.
  ///
  /// ```
  /// Commands: new · edit <number> · delete <number> · duplicate <number> · back
  ///           help · quit
  /// ```
  ///
  /// - Parameters:
  ///   - globalCommands: The app's global commands, listed last (without their aliases).
  ///   - width: The columns available; a single command wider than that gets a line of its own.
  /// - Returns: The lines.
  public func commandLines(
    globalCommands: [GlobalCommand] = GlobalCommand.standard,
    width: Int
  ) -> [String] {
    let prefix = "Commands: "
    let indent = String(repeating: " ", count: prefix.count)
    let separator = " · "
    let usages = self.commands.map(\.usage) + globalCommands.map(\.usage)
    var lines: [String] = []
    var line = prefix
    var lineHasCommand = false
    for usage in usages {
      if lineHasCommand, line.count + separator.count + usage.count > width {
        lines.append(line)
        line = indent
        lineHasCommand = false
      }
      line += (lineHasCommand ? separator : "") + usage
      lineHasCommand = true
    }
    lines.append(line)
    return lines
  }
}
