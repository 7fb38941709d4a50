extension Command {
  /// The `back` command: every screen that can be left names it the same way.
  ///
  /// - Parameters:
  ///   - summary: What going back does here, like "Pop this screen".
  ///   - action: The action it sends.
  /// - Returns: The command.
  public static func back(_ summary: String, action: Action) -> Self {
    Command("back", summary, action: action)
  }
}
