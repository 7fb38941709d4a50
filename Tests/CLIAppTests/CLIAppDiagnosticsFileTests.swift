import Foundation
import Testing

/// `--diagnostics-file` empties only what is safe to empty: a new file or an earlier log of this
/// app, never another app's inventory, a link, a device or a file of someone else.
@Suite(.timeLimit(.minutes(2)))
struct CLIAppDiagnosticsFileTests {
  @Test func anotherDataFoldersInventoryIsRefusedAndLeftIntact() async {
    let other = TemporaryDataDirectory()
    other.writeInventory(keyboardInventory)
    let directory = TemporaryDataDirectory()
    let target = other.url.appendingPathComponent("inventory.json")

    let run = await runCLIApp(
      ["--data-dir", directory.path, "--print-changes", "--diagnostics-file", target.path],
      stdin: "+\nquit\n")

    #expect(run.status == 64)
    #expect(run.stderr.contains("it is in another data folder of the app"))
    #expect(run.stderr.contains("Nothing was written to it."))
    #expect(other.inventoryData() == Data(keyboardInventory.utf8))
  }

  @Test func aFileThatIsNotALogOfOursIsRefused() async throws {
    let directory = TemporaryDataDirectory()
    let target = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: target) }
    try Data("my notes\n".utf8).write(to: target)

    let run = await runCLIApp(
      ["--data-dir", directory.path, "--debug-renders", "--diagnostics-file", target.path],
      stdin: "quit\n")

    #expect(run.status == 64)
    #expect(run.stderr.contains("it is not a diagnostics log of this app"))
    #expect(try Data(contentsOf: target) == Data("my notes\n".utf8))
  }

  @Test func aSymbolicLinkIsRefused() async throws {
    let directory = TemporaryDataDirectory()
    let target = directory.url.appendingPathComponent("secret.txt")
    try Data("secret\n".utf8).write(to: target)
    let link = directory.url.appendingPathComponent("changes.log")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let run = await runCLIApp(
      ["--data-dir", directory.path, "--print-changes", "--diagnostics-file", link.path],
      stdin: "quit\n")

    #expect(run.status == 64)
    #expect(run.stderr.contains("it is a symbolic link"))
    #expect(try Data(contentsOf: target) == Data("secret\n".utf8))
  }

  @Test func withoutDiagnosticsTheFileIsNeverTouched() async throws {
    let directory = TemporaryDataDirectory()
    let target = directory.url.appendingPathComponent("changes.log")
    try Data("kept\n".utf8).write(to: target)

    let run = await runCLIApp(
      ["--data-dir", directory.path, "--diagnostics-file", target.path], stdin: "+\nquit\n")

    #expect(run.status == 0)
    #expect(try Data(contentsOf: target) == Data("kept\n".utf8))
  }

  @Test func anEarlierLogIsStartedAfresh() async throws {
    let directory = TemporaryDataDirectory()
    let target = directory.url.appendingPathComponent("changes.log")
    let arguments = [
      "--data-dir", directory.path, "--print-changes", "--diagnostics-file", target.path,
    ]

    let first = await runCLIApp(arguments, stdin: "+\nquit\n")
    let second = await runCLIApp(arguments, stdin: "-\nquit\n")

    #expect(first.status == 0)
    #expect(second.status == 0)
    let log = try String(contentsOf: target, encoding: .utf8)
    #expect(log.hasPrefix("# CLIApp diagnostics log\n"))
    #expect(log.contains("decrementButtonTapped"))
    #expect(!log.contains("incrementButtonTapped"))
  }
}
