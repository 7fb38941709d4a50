extension Store {
  /// The cancellation registry of a root store: the effects still running. Tests of effect
  /// lifetimes reach it with `@testable import Core`; `nil` for a scoped store.
  var cancellationRegistry: CancellationRegistry? {
    (self.core as? RootCore<State, Action>)?.registry
  }
}
