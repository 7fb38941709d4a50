extension Store {
  /// The number of effects the root store still runs (its scoped stores' included); `CLIApp`'s
  /// session waits on it to let a command's effects settle before it reads the next command.
  package var runningEffectCount: Int {
    self.cancellationRegistry?.runningCount ?? 0
  }
}
