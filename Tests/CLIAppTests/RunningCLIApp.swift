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
  private let error = LockIsolated(Data())
  /// How many of standard output and error reached their end.
  private let endedStreams = LockIsolated(0)

  /// Starts the app with `arguments`; with a `launcher` (like `setpriv --reuid=…`), that
  /// program runs the app (it must `exec` it, so that ``processID`` is the app's).
  init(_ arguments: [String], launcher: [String] = []) throws {
    guard let executable = CLIAppExecutable.url else {
      throw CocoaError(.fileNoSuchFile)
    }
    self.process = Process()
    if let program = launcher.first {
      self.process.executableURL = URL(fileURLWithPath: program)
      self.process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
    } else {
      self.process.executableURL = executable
      self.process.arguments = arguments
    }
    self.input = Pipe()
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    self.process.standardInput = self.input
    self.process.standardOutput = outputPipe
    self.process.standardError = errorPipe
    let endedStreams = self.endedStreams
    for (pipe, buffer) in [(outputPipe, self.output), (errorPipe, self.error)] {
      pipe.fileHandleForReading.readabilityHandler = { handle in
        let data = handle.availableData
        guard !data.isEmpty else {
          handle.readabilityHandler = nil
          endedStreams.withValue { $0 += 1 }
          return
        }
        buffer.withValue { $0.append(data) }
      }
    }
    try self.process.run()
  }

  var processID: Int32 { self.process.processIdentifier }

  /// Waits until standard output contains `text` (at most 2 minutes: generous, for a loaded machine).
  func waitForOutput(_ text: String) async throws {
    for _ in 0..<12_000 {
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

  /// Standard error so far.
  var errorText: String { String(decoding: self.error.value, as: UTF8.self) }

  /// Waits for the process to end and its output to be read to the end; its exit status (or
  /// signal).
  func exitStatus() async -> Int32 {
    while self.process.isRunning {
      try? await Task.sleep(for: .milliseconds(10))
    }
    // The last bytes may still be in the pipes (at most 10 s: nothing else holds them).
    for _ in 0..<1_000 where self.endedStreams.value < 2 {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return self.process.terminationStatus
  }
}
