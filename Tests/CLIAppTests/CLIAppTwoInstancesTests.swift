import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two apps on one data folder: the second is refused, says which process holds the folder, and
/// touches nothing; the folder is free again as soon as the first ends, even by `kill -9`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppTwoInstancesTests {
  @Test func aSecondInstanceIsRefusedAndTheFirstKeepsItsChanges() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let first = try RunningCLIApp(["--data-dir", directory.path])
    try await first.waitForOutput("Commands:")

    let second = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\ndelete 1\ndelete\nquit\n")

    #expect(second.status == 75)
    #expect(second.stdout.isEmpty)
    #expect(
      second.stderr
        == "CLIApp: The data folder \(directory.path) is in use by another CLIApp (process "
        + "\(first.processID)). Quit it first, or give this one another folder with --data-dir.\n"
    )
    #expect(directory.inventoryData() == Data(keyboardInventory.utf8))

    first.write("back\ninventory\nnew\nname Lamp\nadd\nquit\n")
    #expect(await first.exitStatus() == 0)
    let names = InventoryFile(directory)?.names
    #expect(names == ["Keyboard", "Lamp"])

    // Free again once the first has quit.
    let third = await runCLIApp(["--data-dir", directory.path], stdin: "quit\n")
    #expect(third.status == 0)
  }

  @Test func aKilledInstanceLeavesTheFolderFree() async throws {
    let directory = TemporaryDataDirectory()
    let first = try RunningCLIApp(["--data-dir", directory.path])
    try await first.waitForOutput("Commands:")

    first.kill()
    _ = await first.exitStatus()
    let next = await runCLIApp(["--data-dir", directory.path], stdin: "quit\n")

    #expect(next.status == 0)
    #expect(next.stderr.isEmpty)
  }
}

/// A `CLIApp` that keeps running while a test does other things: its standard input stays open
/// until the test writes `quit` or kills it. (Unchecked: one test drives it at a time.)
final class RunningCLIApp: @unchecked Sendable {
  private let process: Process
  private let input: Pipe
  private let output = LockIsolatedText()

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
      output.append(handle.availableData)
    }
    try self.process.run()
  }

  var processID: Int32 { self.process.processIdentifier }

  /// Waits until standard output contains `text` (at most 30 seconds).
  func waitForOutput(_ text: String) async throws {
    for _ in 0..<3_000 {
      if self.output.text.contains(text) { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw CancellationError()
  }

  func write(_ text: String) {
    self.input.fileHandleForWriting.write(Data(text.utf8))
    try? self.input.fileHandleForWriting.close()
  }

  func kill() {
    _ = Glibc.kill(self.process.processIdentifier, SIGKILL)
  }

  /// Waits for the process to end; its exit status (or signal).
  func exitStatus() async -> Int32 {
    while self.process.isRunning {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return self.process.terminationStatus
  }
}

/// Text appended from a reading thread and read from the test.
private final class LockIsolatedText: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func append(_ more: Data) {
    self.lock.withLock { self.data.append(more) }
  }

  var text: String {
    self.lock.withLock { String(decoding: self.data, as: UTF8.self) }
  }
}
