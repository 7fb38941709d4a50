import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `advance` under `--virtual-time` never holds the app: time nobody sleeps through passes at
/// once, and a signal ends a long advance where it is.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppAdvanceTests {
  @Test func aLongAdvancePassesAtOnceWhenNoTimerIsLeft() async {
    let directory = TemporaryDataDirectory()
    // The counter's timer dismisses it at 100; the rest of the 60 days passes in one step.
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time", "--deep-link", "counter:90"],
      stdin: "timer\nadvance 86400m\nquit\n",
      timeout: .seconds(30)
    )

    #expect(!run.timedOut)
    #expect(run.status == 0)
    // In CPU time, which a loaded machine barely changes: one step, not a step a tick.
    #expect(run.cpuTime < .seconds(10))
    #expect(run.steps.map(\.echo) == ["timer", "advance 86400m", "quit"])
    #expect(run.stdout.contains("Counters, primes and an inventory."))
  }

  @Test func aSignalEndsALongAdvance() async throws {
    let directory = TemporaryDataDirectory()
    // A timer that ticks for over 30 years of virtual time.
    let app = try RunningCLIApp([
      "--data-dir", directory.path, "--virtual-time", "--deep-link", "counter:-1000000000",
    ])
    try await app.waitForOutput("Commands:")
    app.send("timer\nadvance 86400m\n")
    try await app.waitForOutput("› advance 86400m")
    try await Task.sleep(for: .milliseconds(500))

    app.kill(SIGINT)

    #expect(await app.exitStatus() == 0)
  }
}
