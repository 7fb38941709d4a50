/// How the app writes to its standard output: whether it draws a screen in place, in color, and
/// with which glyphs.
///
/// Decided by what standard output is, never by standard input: `CLIApp > session.txt` writes
/// plain text even when typed at a terminal. `NO_COLOR` (any non-empty value, see no-color.org)
/// and `--no-color` turn colors off; `--ascii`, or a terminal whose locale is not UTF-8, draws
/// ASCII glyphs.
public struct OutputStyle: Equatable, Sendable {
  /// Whether the screen is drawn in place, with a line editor (both standard input and output
  /// are a terminal).
  public var drawsInPlace: Bool
  /// Whether text is styled with ANSI colors.
  public var usesColor: Bool
  /// The glyphs to draw with.
  public var glyphs: Glyphs

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - drawsInPlace: Whether the screen is drawn in place.
  ///   - usesColor: Whether text is styled with ANSI colors.
  ///   - glyphs: The glyphs to draw with.
  public init(drawsInPlace: Bool, usesColor: Bool, glyphs: Glyphs) {
    self.drawsInPlace = drawsInPlace
    self.usesColor = usesColor
    self.glyphs = glyphs
  }

  /// The style for a process's standard streams, environment and flags.
  ///
  /// - Parameters:
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  ///   - environment: The environment (`NO_COLOR`, `TERM`, `LC_ALL`, `LC_CTYPE`, `LANG`).
  ///   - noColor: The `--no-color` flag.
  ///   - ascii: The `--ascii` flag.
  /// - Returns: The style.
  public static func decide(
    inputIsTerminal: Bool,
    outputIsTerminal: Bool,
    environment: [String: String],
    noColor: Bool,
    ascii: Bool
  ) -> OutputStyle {
    let isDumb = environment["TERM"] == "dumb"
    let glyphs: Glyphs =
      ascii ? .ascii : outputIsTerminal ? .forLocale(environment: environment) : .unicode
    return OutputStyle(
      drawsInPlace: inputIsTerminal && outputIsTerminal && !isDumb,
      usesColor: outputIsTerminal && !isDumb && !noColor && (environment["NO_COLOR"] ?? "").isEmpty,
      glyphs: glyphs
    )
  }
}
