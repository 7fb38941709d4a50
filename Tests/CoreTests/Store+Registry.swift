@testable import Core

extension Store {
  /// The cancellation registry of the root store this store belongs to: the effects still
  /// running, for tests of their lifetime.
  var registry: CancellationRegistry {
    switch self.core {
    case let root as RootCore<State, Action>:
      return root.registry
    default:
      fatalError("Only a root store's registry is reachable from here.")
    }
  }
}

/// Waits until `condition` holds, yielding and then sleeping briefly; `false` after `timeout`.
///
/// The bound only turns a hang into a failure: every assertion made after it is exact.
@MainActor
func eventually(
  timeout: Duration = .seconds(30),
  _ condition: () -> Bool
) async -> Bool {
  let start = ContinuousClock.now
  var spins = 0
  while !condition() {
    spins += 1
    if spins < 1_000 {
      await Task.yield()
    } else {
      guard ContinuousClock.now - start < timeout else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}
