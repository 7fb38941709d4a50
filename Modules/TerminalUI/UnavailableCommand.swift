/// A command a screen knows but cannot run now, and why: typing it shows the reason instead of
/// "Unknown command". It is not listed among the screen's commands.
///
/// ```swift
/// Screen(
///   title: "Root", commands: commands,
///   unavailableCommands: [UnavailableCommand("back", "You are on the home screen; 'quit' exits.")])
/// ```
public struct UnavailableCommand: Equatable, Sendable {
  /// The word the user may type, like `back`.
  public let name: String
  /// Why it does nothing here, and what to type instead.
  public let reason: String

  /// Creates an unavailable command.
  ///
  /// - Parameters:
  ///   - name: The word the user may type.
  ///   - reason: Why it does nothing here, and what to type instead.
  public init(_ name: String, _ reason: String) {
    self.name = name
    self.reason = reason
  }
}
