import Navigation
import Testing

@testable import PrimeFeature

@Suite(.timeLimit(.minutes(1)))
struct PrimeClientTests {
  @Test(arguments: [
    (1, 2), (2, 3), (5, 11), (6, 13), (7, 17), (100, 541), (10_000, 104_729),
    (100_000, 1_299_709),
    // Each side of the first segment's end (2 + 65,536 numbers), and a lookup of many segments.
    (6_543, 65_537), (6_544, 65_539), (1_000_000, 15_485_863),
  ])
  func liveSieveFindsTheNthPrime(n: Int, prime: Int) async throws {
    #expect(try await PrimeClient.live.nthPrime(n) == prime)
  }

  @Test func liveReportsWholePercentsAsItGoes() async throws {
    let reports = LockIsolated<[Int]>([])
    let prime = try await PrimeClient.live.nthPrimeReportingProgress(100_000) { percent in
      reports.withValue { $0.append(percent) }
    }

    #expect(prime == 1_299_709)
    // Increasing whole percents below 100, at most one per percent (a report the caller was
    // too busy for is replaced by the next one).
    #expect(!reports.value.isEmpty)
    #expect(reports.value == reports.value.sorted())
    #expect(Set(reports.value).count == reports.value.count)
    #expect(reports.value.allSatisfy { (1...99).contains($0) })
  }

  @Test func theSieveReportsEveryPercentOnce() throws {
    var reports: [Int] = []
    let prime = try sieveNthPrime(10_000, isCancelled: { false }) { reports.append($0) }

    #expect(prime == 104_729)
    #expect(reports == Array(1...99))
  }

  @Test func aSmallLookupReportsAtMostOncePerPrime() throws {
    var reports: [Int] = []
    let prime = try sieveNthPrime(7, isCancelled: { false }) { reports.append($0) }

    #expect(prime == 17)
    #expect(reports == [14, 28, 42, 57, 71, 85])
  }

  @Test func aClientWithoutProgressReportsNone() async throws {
    var client = PrimeClient { n in n + 1 }
    #expect(try await client.nthPrimeReportingProgress(4) { _ in Issue.record("A report") } == 5)
    #expect(try await client.nthPrime(4) == 5)

    client.nthPrime = { n in n * 2 }
    #expect(try await client.nthPrimeReportingProgress(4) { _ in Issue.record("A report") } == 8)
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
    // With every task on the main serial executor, a sieve that ran there would hold it: the
    // loop below, which waits on that executor for the sieve to start, would never see it start,
    // and the test would hit its time limit. The sieve here runs until it is told of the cancel,
    // however busy the machine: nothing depends on how long a real sieve takes. The shared
    // switch, not `withMainSerialExecutor`: restoring the setting at the end would switch it off
    // under test stores of other suites running in parallel.
    let started = LockIsolated(false)
    let client = PrimeClient.onAThreadOfItsOwn { _, isCancelled, _ in
      started.setValue(true)
      while !isCancelled() { usleep(1_000) }
      throw CancellationError()
    }
    await withSharedMainSerialExecutor {
      let lookup = Task { try await client.nthPrime(PrimeClient.liveLimit) }
      while !started.value { await Task.yield() }
      lookup.cancel()
      await #expect(throws: CancellationError.self) { try await lookup.value }
    }
  }

  @Test func theSieveStopsWhenCancelledMidway() {
    // Cancelled at its first percent: the next segment's check throws.
    let cancelled = LockIsolated(false)
    var reports: [Int] = []
    #expect(throws: CancellationError.self) {
      try sieveNthPrime(PrimeClient.liveLimit, isCancelled: { cancelled.value }) { percent in
        reports.append(percent)
        cancelled.setValue(true)
      }
    }
    #expect(reports == [1])
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
