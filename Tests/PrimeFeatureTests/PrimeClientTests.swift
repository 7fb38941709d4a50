import Navigation
import PrimeFeature
import Testing

@Suite(.timeLimit(.minutes(1)))
struct PrimeClientTests {
  @Test(arguments: [
    (1, 2), (2, 3), (5, 11), (6, 13), (7, 17), (100, 541), (10_000, 104_729),
    (100_000, 1_299_709),
  ])
  func liveSieveFindsTheNthPrime(n: Int, prime: Int) async throws {
    #expect(try await PrimeClient.live.nthPrime(n) == prime)
  }

  @Test(arguments: [0, -3])
  func liveRejectsNumbersBelowOne(n: Int) async {
    await #expect(throws: PrimeError.notPositive(n)) {
      try await PrimeClient.live.nthPrime(n)
    }
  }

  @Test func liveRejectsNumbersAboveItsLimit() async {
    let n = PrimeClient.liveLimit + 1
    await #expect(throws: PrimeError.tooLarge(n, limit: PrimeClient.liveLimit)) {
      try await PrimeClient.live.nthPrime(n)
    }
  }

  @Test func liveStopsWhenCancelled() async {
    // The 10,000,000th prime takes seconds to sieve; cancelled, the sieve throws at its first
    // check instead. Cancelling at once keeps this deterministic: a test that lets the sieve run
    // first depends on scheduling (tests that hold the main serial executor can hold it back).
    let task = Task { try await PrimeClient.live.nthPrime(PrimeClient.liveLimit) }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func liveLeavesTheMainSerialExecutorFreeAndStopsWhenCancelledMidway() async {
    // With every task on the main serial executor, a sieve that ran there would hold it until
    // the 10,000,000th prime was found: the sleep below would end only then, and the cancel
    // would come too late to stop it (the lookup would return the prime). On a thread of its
    // own, the sieve is still running when the cancel comes. The shared switch, not
    // `withMainSerialExecutor`: restoring the setting at the end would switch it off under test
    // stores of other suites running in parallel.
    await withSharedMainSerialExecutor {
      let lookup = Task { try await PrimeClient.live.nthPrime(PrimeClient.liveLimit) }
      try? await Task.sleep(for: .milliseconds(50))
      lookup.cancel()
      await #expect(throws: CancellationError.self) { try await lookup.value }
    }
  }

  @Test func previewAnswersFromItsTable() async throws {
    #expect(try await PrimeClient.previewValue.nthPrime(1) == 2)
    #expect(try await PrimeClient.previewValue.nthPrime(6) == 13)
    #expect(try await PrimeClient.previewValue.nthPrime(20) == 71)
  }

  @Test func previewRejectsNumbersOutsideItsTable() async {
    await #expect(throws: PrimeError.notPositive(0)) {
      try await PrimeClient.previewValue.nthPrime(0)
    }
    await #expect(throws: PrimeError.tooLarge(21, limit: 20)) {
      try await PrimeClient.previewValue.nthPrime(21)
    }
  }

  @Test func testValueFailsTheTestWhenCalled() async {
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) {
        try await PrimeClient.testValue.nthPrime(3)
      }
    } matching: { issue in
      issue.description.contains("PrimeClient.nthPrime")
    }
  }

  @Test func errorsSayWhatWentWrong() {
    #expect(
      PrimeError.notPositive(-3).description == "Primes are counted from 1; -3 has no prime."
    )
    #expect(
      PrimeError.tooLarge(11, limit: 10).description
        == "11 is too large; the largest supported is 10."
    )
  }
}
