import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A hang is measured in CPU time: a process that waits is not a hang until ten times its limit
/// of wall time, one that spins is one as soon as it used its limit of CPU.
@Suite(.timeLimit(.minutes(2)))
struct WaitForHangTests {
  @Test func aProcessThatWaitsLongerThanItsLimitIsNotAHang() async throws {
    let sleeper = try Self.start("/bin/sleep", ["3"])
    let watch = Task { await waitForHang(of: sleeper.processIdentifier, limit: .seconds(1)) }
    // 3 s of wall time, against a limit of 1 s of CPU time (and 10 s of wall time).
    while sleeper.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    watch.cancel()

    #expect(await watch.value == false)
    #expect(sleeper.terminationStatus == 0)
  }

  @Test func aProcessThatSpinsIsAHangOnceItUsedItsLimit() async throws {
    // It spins for about half a minute of CPU time (50 million rounds of the shell's builtins,
    // no fork): should this process die before its `defer` kills it, the orphan ends by itself.
    let spinner = try Self.start(
      "/bin/sh", ["-c", "i=0; while [ $i -lt 50000000 ]; do i=$((i + 1)); done"])
    // SIGKILL: the test process may block SIGTERM, and its children inherit the mask.
    defer {
      kill(spinner.processIdentifier, SIGKILL)
      spinner.waitUntilExit()
    }
    let pid = spinner.processIdentifier
    let readings = Readings()

    // Ended by its CPU time, not by the wall time (5 s) a loaded machine might also reach.
    #expect(await waitForHang(of: pid, limit: .milliseconds(500)) { readings.last = $0 })
    #expect(readings.last >= .milliseconds(500))
  }

  @Test func aProcessThatIsGoneHasNoCPUTime() async throws {
    let process = try Self.start("/bin/true", [])
    process.waitUntilExit()
    #expect(processCPUTime(process.processIdentifier) == nil)
  }

  private static func start(_ path: String, _ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    // Not this process's output: a child that outlived a crash of this process would hold
    // `swift test`'s pipe open, and `swift test` would wait for it forever.
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The last CPU time the watch read.
  private final class Readings: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Duration.zero
    var last: Duration {
      get { self.lock.withLock { self.value } }
      set { self.lock.withLock { self.value = newValue } }
    }
  }
}
