extension Store {
  /// The cancellation registry of a root store: the effects still running. Tests of effect
  /// lifetimes reach it with `@testable import Core`; `nil` for a scoped store.
  var cancellationRegistry: CancellationRegistry? {
    (self.core as? RootCore<State, Action>)?.registry
  }
}

extension Store {
  /// The number of effects the root store still runs (its scoped stores' included); the app's
  /// session waits on it to let a command's effects settle before reading the next command.
  package var runningEffectCount: Int {
    self.cancellationRegistry?.running.count ?? 0
  }
}
