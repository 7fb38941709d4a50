import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C, `SIGTERM` and `SIGHUP` end the app the way `quit` does: the edit in progress is saved
/// and the exit status says whether it landed.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppSignalTests {
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalSavesTheEditInProgressAndExitsZero(signal: Int32) async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let app = try RunningCLIApp(["--data-dir", directory.path])
    app.send("back\ninventory\nedit 1\nname Mechanical keyboard\n")
    try await app.waitForOutput("Name:   Mechanical keyboard")

    app.kill(signal)

    #expect(await app.exitStatus() == 0)
    #expect(InventoryFile(directory)?.names == ["Mechanical keyboard"])
  }

  @Test func aSignalWhileWaitingForInputQuitsAtOnce() async throws {
    let directory = TemporaryDataDirectory()
    let app = try RunningCLIApp(["--data-dir", directory.path, "--deep-link", "counter:5"])
    try await app.waitForOutput("Commands:")

    app.kill(SIGINT)

    #expect(await app.exitStatus() == 0)
    #expect(app.outputText.hasSuffix("› quit\n"))
  }
}
