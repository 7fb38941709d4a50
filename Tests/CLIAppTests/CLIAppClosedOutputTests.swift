import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader of the app's output that goes away (`CLIApp | head -n 1`) never costs the user's
/// change: the app ignores SIGPIPE, drops what it cannot write, saves and exits 0.
@Suite(.timeLimit(.minutes(2)))
struct CLIAppClosedOutputTests {
  @Test func aClosedStandardOutputStillSavesTheChange() async throws {
    let directory = TemporaryDataDirectory()
    let executable = try #require(CLIAppExecutable.url)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--data-dir", directory.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The reader is gone before the app writes its first screen.
    try output.fileHandleForReading.close()
    try input.fileHandleForWriting.write(
      contentsOf: Data("back\ninventory\nnew\nname P\nadd\nquit\n".utf8))
    try input.fileHandleForWriting.close()

    // Generous: the bound only ends a hung run; a healthy one exits in well under a second.
    for _ in 0..<1_200 where process.isRunning {
      try await Task.sleep(for: .milliseconds(100))
    }
    if process.isRunning { process.terminate() }

    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(InventoryFile(directory)?.items.compactMap { $0["name"] as? String } == ["P"])
  }
}
