extension StringProtocol {
  /// The text with its control characters shown as symbols: C0 controls as their Control
  /// Pictures (`␛`, `␍`, `␀`), DEL as `␡`, C1 controls as `�`.
  ///
  /// Text a user typed or a file held is drawn through this, so that it can never move the
  /// cursor, clear the screen, set the window title or restyle the terminal. ``Frame`` shows
  /// every row so.
  ///
  /// ```swift
  /// "a\u{1B}]0;title\u{07}".showingControlCharacters  // "a␛]0;title␇"
  /// ```
  public var showingControlCharacters: String {
    guard self.unicodeScalars.contains(where: \.isControl) else { return String(self) }
    var scalars = String.UnicodeScalarView()
    for scalar in self.unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20: scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: scalars.append("\u{2421}")
      case 0x80..<0xA0: scalars.append("\u{FFFD}")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a C0 or C1 control character, or DEL.
  var isControl: Bool {
    self.value < 0x20 || (0x7F..<0xA0).contains(self.value)
  }
}
