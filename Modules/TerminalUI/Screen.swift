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

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - lines: The body.
  ///   - commands: The commands the screen accepts.
  public init(title: String, lines: [String] = [], commands: [Command<Action>] = []) {
    self.title = title
    self.lines = lines
    self.commands = commands
  }

  /// The same screen sending another type of action.
  ///
  /// - Parameter transform: Embeds this screen's actions in another type.
  /// - Returns: The transformed screen.
  public func map<T>(_ transform: @escaping (Action) -> T) -> Screen<T> {
    Screen<T>(
      title: self.title,
      lines: self.lines,
      commands: self.commands.map { $0.map(transform) }
    )
  }

  /// The action for a line typed by the user: the first word names a command, the rest is its
  /// argument.
  ///
  /// - Parameter input: The line.
  /// - Returns: The action, or an error that says what to type instead.
  public func action(for input: String) -> Result<Action, CommandError> {
    let trimmed = input.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      return .failure(CommandError("Type a command, or 'help' to list them."))
    }
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    guard let command = self.commands.first(where: { $0.name == name }) else {
      let shown = name.count > 40 ? name.prefix(40) + "…" : name
      return .failure(CommandError("Unknown command '\(shown)'. Type 'help' to list commands."))
    }
    return Result { () throws(CommandError) in try command.action(argument: argument) }
  }
}
