import Foundation

/// The directory of this package (`Tests/ProcessTestSupport/<file>` is three levels down).
public let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// How a command ended and what it printed (standard output and error, interleaved).
public struct ProcessResult: Sendable {
  /// The exit status (or the signal, when it was killed).
  public var status: Int32
  /// Standard output and error, interleaved.
  public var output: String
  /// How long it ran.
  public var seconds: Double
}

/// Runs a command found on the `PATH` in a directory and waits for it, off the cooperative
/// thread pool. `timeout(1)` kills it, and what it started, after `timeout` seconds.
public func run(
  _ arguments: [String], in directory: URL, timeout: Int = 600
) async throws -> ProcessResult {
  try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global().async {
      let process = Process()
      let pipe = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["timeout", "--kill-after=10", String(timeout)] + arguments
      process.currentDirectoryURL = directory
      process.standardOutput = pipe
      process.standardError = pipe
      process.standardInput = FileHandle.nullDevice
      let start = ContinuousClock.now
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let duration = ContinuousClock.now - start
      continuation.resume(
        returning: ProcessResult(
          status: process.terminationStatus,
          output: String(decoding: output, as: UTF8.self),
          seconds: Double(duration.components.seconds)
            + Double(duration.components.attoseconds) / 1e18))
    }
  }
}

/// The path of an executable found on the `PATH`.
public func executableOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map { "\($0)/\(name)" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}
