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
  @usableFromInline let notice: WritableKeyPath<Feature.State, String?>
  // Reads the notice where it lies when the state is `@ObservableState`: a read through the key
  // path looks up generic metadata each time (about 600 instructions a send).
  @usableFromInline let inPlace: _InPlace<Feature.State, String?>?

  /// A rule for the notice at `notice` in the feature's state.
  ///
  /// - Parameter notice: The writable key path to the feature's notice.
  public init(_ notice: WritableKeyPath<Feature.State, String?>) {
    self.notice = notice
    self.inPlace = _InPlace(notice)
  }

  /// Clears the notice unless one of the feature's effects sent `action`; runs no effect.
  /// Inlinable, so that it is specialised for the feature where the feature composes it.
  @inlinable
  public func reduce(
    into state: inout Feature.State,
    action: Feature.Action
  ) -> Effect<Feature.Action> {
    // Written only when there is a notice: a write through a key path to an observed property
    // costs far more than the read (about 1,800 instructions a send in the app).
    if !Feature.isSentByEffect(action), self.hasNotice(state) {
      state[keyPath: self.notice] = nil
    }
    return .none
  }

  @inlinable
  func hasNotice(_ state: Feature.State) -> Bool {
    guard let inPlace = self.inPlace else { return state[keyPath: self.notice] != nil }
    return inPlace.withUnsafeStorage(state) { $0.pointee != nil }
  }
}
