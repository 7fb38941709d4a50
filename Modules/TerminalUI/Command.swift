import Foundation

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

extension Command {
  /// Parses a whole number argument.
  ///
  /// - Parameters:
  ///   - argument: The text.
  ///   - name: What the number is, for the error message.
  /// - Returns: The number.
  public static func integer(_ argument: String, name: String) throws(CommandError) -> Int {
    guard let value = Int(argument.trimmingCharacters(in: .whitespaces)) else {
      throw CommandError(
        "Expected a whole number for \(name), got '\(CommandError.quote(argument))'.")
    }
    return value
  }
}
