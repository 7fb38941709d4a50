/// What the interactive front end shows, before it is fitted to a terminal: a screen, the message
/// area below its commands, and the input line.
public struct FrameContent: Equatable, Sendable {
  /// The screen's title.
  public var title: String
  /// The screen's lines.
  public var lines: [String]
  /// The names of the commands, in the order they are listed.
  public var commands: [String]
  /// What the last command printed (help, a warning), kept until the next command.
  public var message: [Frame.Row]
  /// The text typed on the input line.
  public var input: String
  /// The cursor on the input line, in characters from its start.
  public var cursor: Int

  /// Creates content.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - lines: The screen's lines.
  ///   - commands: The names of the commands.
  ///   - message: The message area's lines (not yet fitted to a width).
  ///   - input: The text typed on the input line.
  ///   - cursor: The cursor on the input line, in characters.
  public init(
    title: String,
    lines: [String] = [],
    commands: [String] = [],
    message: [Frame.Row] = [],
    input: String = "",
    cursor: Int = 0
  ) {
    self.title = title
    self.lines = lines
    self.commands = commands
    self.message = message
    self.input = input
    self.cursor = cursor
  }
}
