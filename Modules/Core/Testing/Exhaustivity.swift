/// How much of a feature's behavior a ``TestStore`` requires a test to assert.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted (the
  /// default).
  case on

  /// Only what the test asserts is checked; unasserted changes, actions and effects are
  /// skipped, and reported as warnings when `showSkippedAssertions` is true.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
