/// Text shown by an alert, a dialog or a button: equatable and dumpable, unlike a view.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text.
  public let string: String

  /// Creates text.
  ///
  /// - Parameter string: The text.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }

  /// Creates text from a literal.
  public init(stringLiteral value: String) {
    self.string = value
  }

  /// Creates text shown exactly as given.
  ///
  /// - Parameter string: The text.
  public init(verbatim string: String) {
    self.string = string
  }

  /// Joins two texts.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.string + rhs.string)
  }
}

extension TextState: CustomDumpRepresentable {
  /// The plain string, so that dumps and diffs show the text itself.
  public var customDumpValue: Any { self.string }
}

/// Reading the plain text of a ``TextState``.
extension String {
  /// The plain text of a ``TextState``.
  ///
  /// - Parameter state: The text state.
  public init(state: TextState) {
    self = state.string
  }
}
