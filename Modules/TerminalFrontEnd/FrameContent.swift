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
  /// Which of ``lines`` form a list that pages when the screen is too short for every line
  /// (the lines around it stay on screen); `nil` when all of them may page.
  public var list: Range<Int>?
  /// The first line of the list to show when it pages (the paging position), from 0.
  public var listStart: Int

  /// Creates content.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - lines: The screen's lines.
  ///   - commands: The names of the commands.
  ///   - message: The message area's lines (not yet fitted to a width).
  ///   - input: The text typed on the input line.
  ///   - cursor: The cursor on the input line, in characters.
  ///   - list: Which lines form a list that pages.
  ///   - listStart: The first line of the list to show when it pages.
  public init(
    title: String,
    lines: [String] = [],
    commands: [String] = [],
    message: [Frame.Row] = [],
    input: String = "",
    cursor: Int = 0,
    list: Range<Int>? = nil,
    listStart: Int = 0
  ) {
    self.title = title
    self.lines = lines
    self.commands = commands
    self.message = message
    self.input = input
    self.cursor = cursor
    self.list = list
    self.listStart = listStart
  }

  /// The numbered lines of a screen (`1. Keyboard — 3 in stock`, as `<number>` arguments
  /// complete them), from the first to the last: the list a front end pages, while what comes
  /// before and after stays on screen. `nil` when no line is numbered.
  ///
  /// - Parameter lines: A screen's lines.
  /// - Returns: The range from the first numbered line to the last.
  public static func numberedList(in lines: [String]) -> Range<Int>? {
    guard let first = lines.firstIndex(where: { numberOfListLine($0) != nil }),
      let last = lines.lastIndex(where: { numberOfListLine($0) != nil })
    else { return nil }
    return first..<(last + 1)
  }
}
