extension CommandError {
  /// What the user typed, shortened for a message: at most `limit` characters, then `…`, so that
  /// a megabyte pasted into a command comes back as one line, not as the megabyte.
  ///
  /// ```swift
  /// throw CommandError("Unknown color '\(CommandError.quote(text))'.")
  /// ```
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - limit: The most characters shown.
  /// - Returns: The text, or its first `limit` characters followed by `…`.
  public static func quote(_ text: some StringProtocol, limit: Int = 40) -> String {
    text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
  }
}
