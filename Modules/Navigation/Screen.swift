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

/// A command a screen accepts: its name, what it does, and the action it sends.
public struct Command<Action> {
  /// The word that runs the command, like `+` or `timer`.
  public let name: String
  /// The placeholder for the command's argument in help, like `<name>`; `nil` when it takes none.
  public let argument: String?
  /// What the command does, in a few words.
  public let summary: String
  private let makeAction: (String) throws(CommandError) -> Action

  /// A command without an argument.
  ///
  /// - Parameters:
  ///   - name: The word that runs the command.
  ///   - summary: What the command does.
  ///   - action: The action it sends.
  public init(_ name: String, _ summary: String, action: Action) {
    self.name = name
    self.argument = nil
    self.summary = summary
    self.makeAction = { argument throws(CommandError) in
      guard argument.isEmpty else {
        throw CommandError("'\(name)' takes no argument.")
      }
      return action
    }
  }

  /// A command with an argument.
  ///
  /// - Parameters:
  ///   - name: The word that runs the command.
  ///   - argument: The placeholder for the argument in help.
  ///   - summary: What the command does.
  ///   - makeAction: Turns the argument into the action, or throws a message saying what was
  ///     expected.
  public init(
    _ name: String,
    argument: String,
    _ summary: String,
    makeAction: @escaping (String) throws(CommandError) -> Action
  ) {
    self.name = name
    self.argument = argument
    self.summary = summary
    self.makeAction = makeAction
  }

  /// The action for an argument.
  ///
  /// - Parameter argument: The text after the command's name (empty when there is none).
  /// - Returns: The action.
  public func action(argument: String) throws(CommandError) -> Action {
    try self.makeAction(argument)
  }

  /// The same command sending another type of action.
  ///
  /// - Parameter transform: Embeds this command's action in another type.
  /// - Returns: The transformed command.
  public func map<T>(_ transform: @escaping (Action) -> T) -> Command<T> {
    let makeAction = self.makeAction
    return Command<T>(name: self.name, argument: self.argument, summary: self.summary) {
      text throws(CommandError) in
      transform(try makeAction(text))
    }
  }

  private init(
    name: String,
    argument: String?,
    summary: String,
    makeAction: @escaping (String) throws(CommandError) -> Action
  ) {
    self.name = name
    self.argument = argument
    self.summary = summary
    self.makeAction = makeAction
  }

  /// The command as help lists it: `name <argument>  summary`.
  public var usage: String {
    self.argument.map { "\(self.name) \($0)" } ?? self.name
  }
}

/// Why a typed command could not become an action: a message for the user.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong and what to type instead.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What went wrong and what to type instead.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { self.message }
}

extension Command {
  /// Parses a whole number argument.
  ///
  /// - Parameters:
  ///   - argument: The text.
  ///   - name: What the number is, for the error message.
  /// - Returns: The number.
  public static func integer(_ argument: String, name: String) throws(CommandError) -> Int {
    guard let value = Int(argument.trimmingCharacters(in: .whitespaces)) else {
      throw CommandError("Expected a whole number for \(name), got '\(argument)'.")
    }
    return value
  }
}
