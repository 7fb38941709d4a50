/// Cancels the effects of the children of one navigation reducer that are no longer in the state,
/// whichever reducer removed them: one composed before it (seen at once) or after it (seen at the
/// next action).
///
/// - Parameters:
///   - parentPath: The navigation path the navigation reducer runs under.
///   - isRemoved: Whether the identity an effect was registered under is a child of this
///     reducer that the state no longer holds.
func cancelEffectsOfRemovedChildren<Identity: Hashable & Sendable>(
  at parentPath: NavigationIDPath,
  _ isRemoved: (Identity) -> Bool
) {
  CancellationRegistry.current.cancelStale(at: parentPath) { id in
    guard let identity = id.base as? Identity else { return false }
    return isRemoved(identity)
  }
}
