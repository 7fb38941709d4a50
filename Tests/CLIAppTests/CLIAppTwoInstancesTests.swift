import Foundation
import Testing

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
