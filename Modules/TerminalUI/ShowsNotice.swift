import Navigation

/// A feature whose screen shows a notice (what the last command did that the screen would not
/// show otherwise), and which says which of its actions its effects send.
///
/// The user's next command clears the notice; what an effect sends (a timer's tick, an answer, a
/// delegate action) leaves it on screen, so that a notice is never cleared by something the user
/// did not do. ``NoticeRule`` applies that rule; a parent asks each child's
/// ``isSentByEffect(_:)`` rather than listing the child's actions.
///
/// ```swift
/// extension Counter: ShowsNotice {
///   public static func isSentByEffect(_ action: Action) -> Bool {
///     switch action {
///     case .timerTicked: true
///     case .incrementButtonTapped: false
///     }
///   }
/// }
/// ```
public protocol ShowsNotice: Reducer {
  /// Whether one of the feature's effects sends `action`, rather than a command of the user.
  ///
  /// - Parameter action: An action the feature receives.
  /// - Returns: `true` for what an effect sends (it leaves the notice on screen), `false` for
  ///   what a command sends (it clears the notice).
  static func isSentByEffect(_ action: Action) -> Bool
}
