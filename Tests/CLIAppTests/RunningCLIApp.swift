import Dependencies
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A `CLIApp` that keeps running while a test does other things: its standard input stays open
/// until the test writes `quit` or kills it. (Unchecked: one test drives it at a time.)
final class RunningCLIApp: @unchecked Sendable {
  private let process: Process
  private let input: Pipe
  private let output = LockIsolated(Data())

  init(_ arguments: [String]) throws {
    guard let executable = CLIAppExecutable.url else {
      throw CocoaError(.fileNoSuchFile)
    }
    self.process = Process()
    self.process.executableURL = executable
    self.process.arguments = arguments
    self.input = Pipe()
    let outputPipe = Pipe()
    self.process.standardInput = self.input
    self.process.standardOutput = outputPipe
    self.process.standardError = FileHandle.nullDevice
    let output = self.output
    outputPipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      output.withValue { $0.append(data) }
    }
    try self.process.run()
  }

  var processID: Int32 { self.process.processIdentifier }

  /// Waits until standard output contains `text` (at most 30 seconds).
  func waitForOutput(_ text: String) async throws {
    for _ in 0..<3_000 {
      if self.outputText.contains(text) { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw CancellationError()
  }

  /// Writes `text` to standard input and leaves it open.
  func send(_ text: String) {
    self.input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Writes `text` to standard input, then closes it (the end of input).
  func write(_ text: String) {
    self.send(text)
    try? self.input.fileHandleForWriting.close()
  }

  /// Sends `signal` (`SIGKILL` by default).
  func kill(_ signal: Int32 = SIGKILL) {
    _ = Glibc.kill(self.process.processIdentifier, signal)
  }

  /// Standard output so far.
  var outputText: String { String(decoding: self.output.value, as: UTF8.self) }

  /// Waits for the process to end; its exit status (or signal).
  func exitStatus() async -> Int32 {
    while self.process.isRunning {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return self.process.terminationStatus
  }
}
