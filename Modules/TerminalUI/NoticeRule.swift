import Navigation

/// Clears a feature's notice when the user acts, and keeps it through what the feature's effects
/// send (see ``ShowsNotice``).
///
/// Put it first in the feature's `body`, so that the feature's own reducer can set a new notice
/// for the action:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   NoticeRule<Self>(\.notice)
///   Reduce { state, action in … }
/// }
/// ```
public struct NoticeRule<Feature: ShowsNotice>: Reducer {
  let notice: WritableKeyPath<Feature.State, String?>

  /// A rule for the notice at `notice` in the feature's state.
  ///
  /// - Parameter notice: The writable key path to the feature's notice.
  public init(_ notice: WritableKeyPath<Feature.State, String?>) {
    self.notice = notice
  }

  /// Clears the notice unless one of the feature's effects sent `action`; runs no effect.
  public func reduce(
    into state: inout Feature.State,
    action: Feature.Action
  ) -> Effect<Feature.Action> {
    if !Feature.isSentByEffect(action) {
      state[keyPath: self.notice] = nil
    }
    return .none
  }
}
