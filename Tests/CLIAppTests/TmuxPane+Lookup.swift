import Testing

extension TmuxPane {
  /// Starts the lookup of the prime screen a deep link opened, and returns once a capture of the
  /// pane shows its progress.
  ///
  /// The lookup takes about a second and a half of CPU time (the 9,000,000th prime, in a debug
  /// build). On a machine busy enough that no capture lands inside that window, the answer
  /// arrives first: the answer is then dismissed and the lookup asked again, up to `attempts`
  /// times, after which the test fails. A test that needs the lookup running therefore never
  /// passes without having seen it run.
  ///
  /// - Parameters:
  ///   - ordinal: The progress text's ordinal (`"9000000th"`).
  ///   - attempts: How many lookups to start at most.
  ///   - start: Starts the lookup (types `nth` and Enter).
  func startLookupUntilItsProgressShows(
    _ ordinal: String,
    attempts: Int = 5,
    start: () async throws -> Void
  ) async throws {
    for _ in 1...attempts {
      try await start()
      let screen = try await self.waitFor("the lookup's progress or its answer") {
        $0.contains("Computing the \(ordinal)") || $0.contains("prime is")
      }
      if screen.contains("Computing the \(ordinal)") { return }
      try await self.type("ok\r")
      _ = try await self.waitFor("the answer dismissed") { !$0.contains("prime is") }
    }
    Issue.record("Every one of \(attempts) lookups ended before a capture showed its progress.")
    throw CancellationError()
  }
}
