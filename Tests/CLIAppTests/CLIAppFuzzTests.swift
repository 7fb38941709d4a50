import Dependencies
import Foundation
import ProcessTestSupport
import Testing

/// Random sessions of the built app — random flags and deep links, a data folder that is empty,
/// full or corrupt, and lines from every screen's commands mixed with extreme numbers, control
/// characters, invalid UTF-8 and megabyte lines — must never crash it, hang it, or end it with a
/// non-zero status and no message; a saved inventory must always be readable.
///
/// `CLIAPP_FUZZ_SESSIONS` (500 by default: about 40 s), `CLIAPP_FUZZ_LINES` (the most lines of a session, 30
/// by default) and `CLIAPP_FUZZ_SEED` set the run; `Tools/fuzz` runs thousands. Each failing
/// session is cut down to the fewest lines that still fail, and written as a shell script to
/// `.build/fuzz/`; the failure names it.
@Suite(.serialized, .timeLimit(.minutes(FuzzSettings.timeLimitMinutes)))
struct CLIAppFuzzTests {
  @Test func randomSessionsNeverCrashHangOrFailSilently() async throws {
    let settings = FuzzSettings()
    var generator = SeededRandomNumberGenerator(seed: settings.seed)
    var figures = FuzzFigures()
    let start = ContinuousClock.now
    for index in 0..<settings.sessions {
      let session = FuzzSession.random(maximumLines: settings.lines, using: &generator)
      let outcome = await Self.run(session)
      figures.count(session, outcome)
      guard let failure = outcome.failure else { continue }
      let minimal = await Self.minimize(session, failing: failure)
      let path = try Self.save(
        minimal, note: "\(failure) (seed \(settings.seed), session \(index))", index: index)
      Issue.record(
        """
        Session \(index) of seed \(settings.seed): \(failure). Cut down to \
        \(minimal.lines.count) of \(session.lines.count) lines; replay it with \(path)
        """)
    }
    if ProcessInfo.processInfo.environment["TEST_STATISTICS"] != nil {
      print("CLIAppFuzzTests: seed \(settings.seed), \(figures) in \(ContinuousClock.now - start)")
    }
    // A run is only worth its count if the sessions reach the app's screens.
    if settings.sessions >= 40 {
      #expect(figures.exitStatuses[0, default: 0] > settings.sessions / 2)
      #expect(figures.exitStatuses[64, default: 0] > 0)
      #expect(figures.exitStatuses[65, default: 0] > 0)
    }
  }

  /// How a run went wrong.
  enum Failure: Equatable, CustomStringConvertible {
    case hang
    case crash(signal: Int32)
    case silentExit(status: Int32)
    case unreadableSave

    var description: String {
      switch self {
      case .hang:
        "hang (killed after \(FuzzSettings.timeout) of CPU time, or \(FuzzSettings.timeout * 10) "
          + "of wall time without finishing)"
      case .crash(let signal): "crash (signal \(signal))"
      case .silentExit(let status): "exit status \(status) without a message"
      case .unreadableSave: "an unreadable inventory file was saved"
      }
    }
  }

  /// What one run showed.
  struct Outcome {
    var run: CLIAppRun
    var inventoryIsReadable: Bool

    /// What went wrong, if anything did.
    var failure: Failure? {
      if self.run.timedOut { return .hang }
      if self.run.wasSignaled { return .crash(signal: self.run.status) }
      if self.run.status != 0, !Self.hasMessage(self.run.stderr) {
        return .silentExit(status: self.run.status)
      }
      if !self.inventoryIsReadable { return .unreadableSave }
      return nil
    }

    /// Whether standard error explains a failure (the app's `CLIApp:` or the parser's `Error:`).
    static func hasMessage(_ stderr: String) -> Bool {
      stderr.contains("CLIApp: ") || stderr.contains("Error: ")
    }
  }

  static func run(_ session: FuzzSession) async -> Outcome {
    let directory = TemporaryDataDirectory()
    if let file = session.data.file { directory.writeInventory(file) }
    let before = directory.inventoryData()
    let run = await runCLIApp(
      ["--data-dir", directory.path] + session.arguments,
      stdinBytes: session.stdin,
      timeout: FuzzSettings.timeout,
      recordsTimeout: false
    )
    let after = directory.inventoryData()
    // Either untouched (a corrupt file stays as it was), or a complete inventory.
    let isReadable = after == nil || after == before || InventoryFile(directory)?.version == 1
    return Outcome(run: run, inventoryIsReadable: isReadable)
  }

  /// The session with as few lines and flags as still fail the same way (chunks of lines, then
  /// flags, are dropped while the failure stays; at most 80 runs).
  static func minimize(_ session: FuzzSession, failing failure: Failure) async -> FuzzSession {
    var current = session
    var chunk = max(1, current.lines.count / 2)
    var runs = 0
    while chunk >= 1, runs < 60 {
      var start = 0
      var removedAny = false
      while start < current.lines.count, runs < 60 {
        var candidate = current
        candidate.lines.removeSubrange(start..<min(start + chunk, candidate.lines.count))
        runs += 1
        if await Self.run(candidate).failure == failure {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    // Then the flags, one at a time (a flag and its value together).
    var index = 0
    while index < current.arguments.count, runs < 80 {
      let width = current.arguments[index] == "--deep-link" ? 2 : 1
      var candidate = current
      candidate.arguments.removeSubrange(index..<min(index + width, candidate.arguments.count))
      runs += 1
      if await Self.run(candidate).failure == failure {
        current = candidate
      } else {
        index += width
      }
    }
    return current
  }

  static func save(_ session: FuzzSession, note: String, index: Int) throws -> String {
    let folder = packageDirectory.appendingPathComponent(".build/fuzz")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("session-\(index).sh")
    try Data(session.reproducer(note: note).utf8).write(to: file)
    return file.path
  }
}

/// The fuzzer's figures, printed by `Tools/fuzz`.
struct FuzzFigures: CustomStringConvertible {
  var sessions = 0
  var lines = 0
  var bytes = 0
  var crashes = 0
  var hangs = 0
  var silentFailures = 0
  var unreadableSaves = 0
  var exitStatuses: [Int32: Int] = [:]

  mutating func count(_ session: FuzzSession, _ outcome: CLIAppFuzzTests.Outcome) {
    self.sessions += 1
    self.lines += session.lines.count
    self.bytes += session.stdin.count
    if !outcome.run.timedOut, !outcome.run.wasSignaled {
      self.exitStatuses[outcome.run.status, default: 0] += 1
    }
    switch outcome.failure {
    case .hang: self.hangs += 1
    case .crash: self.crashes += 1
    case .silentExit: self.silentFailures += 1
    case .unreadableSave: self.unreadableSaves += 1
    case nil: break
    }
  }

  var description: String {
    let statuses = self.exitStatuses.sorted { $0.key < $1.key }
      .map { "\($0.value)× \($0.key)" }.joined(separator: ", ")
    return """
      \(self.sessions) sessions, \(self.lines) lines (\(self.bytes) bytes): \(self.crashes) crashes, \
      \(self.hangs) hangs, \(self.silentFailures) non-zero exits without a message, \
      \(self.unreadableSaves) unreadable saves; exit statuses: \(statuses)
      """
  }
}

/// The fuzzer's settings, from the environment.
struct FuzzSettings {
  var sessions = Self.setting("CLIAPP_FUZZ_SESSIONS", default: 500)
  var lines = Self.setting("CLIAPP_FUZZ_LINES", default: 30)
  var seed = UInt64(Self.setting("CLIAPP_FUZZ_SEED", default: 0xF022))

  /// How much CPU time a session may use before it counts as a hang (ten times as much wall
  /// time if it blocks): in CPU time, so that a megabyte line on a machine busy with other builds
  /// (45 s of wall time for a fraction of a second of CPU) is not a hang.
  static let timeout = Duration.seconds(30)
  // Generous: a hang must fail the run, a loaded machine must not.
  static let timeLimitMinutes = max(5, Self.setting("CLIAPP_FUZZ_SESSIONS", default: 500) / 20)

  private static func setting(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max(0, $0) } ?? value
  }
}
