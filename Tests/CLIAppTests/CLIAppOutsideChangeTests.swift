import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Another program changes the inventory while the app runs — it replaces `inventory.json` with
/// a valid file, or re-points the link the file is — and then the user makes a change in the
/// app: the app never writes over the other program's file. It says so on screen, loads what
/// the file now holds, and the user's next change is saved on top of it.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppOutsideChangeTests {
  /// The message the inventory shows when a save finds the file changed.
  static let changedMessage = "Another program changed the inventory file at"

  @Test func aFileReplacedByAnotherProgramIsNotOverwritten() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let app = try RunningCLIApp(["--data-dir", directory.path])
    try await app.waitForOutput("Commands:")

    // The other program writes its own file and renames it over the inventory, as editors and
    // sync tools do.
    let theirs = Data(deskInventory.utf8)
    let temporary = directory.url.appendingPathComponent("other-program.tmp")
    try theirs.write(to: temporary)
    #expect(rename(temporary.path, directory.inventoryFile.path) == 0)

    try await self.expectTheChangeIsKept(app, file: directory.inventoryFile, theirs: theirs)
  }

  @Test func aLinkRepointedByAnotherProgramIsNotOverwritten() async throws {
    let directory = TemporaryDataDirectory()
    let elsewhere = TemporaryDataDirectory()
    let (mine, theirsFile) = (
      elsewhere.url.appendingPathComponent("a.json"), elsewhere.url.appendingPathComponent("b.json")
    )
    let original = Data(keyboardInventory.utf8)
    let theirs = Data(deskInventory.utf8)
    try original.write(to: mine)
    try theirs.write(to: theirsFile)
    try FileManager.default.createSymbolicLink(
      atPath: directory.inventoryFile.path, withDestinationPath: mine.path)
    let app = try RunningCLIApp(["--data-dir", directory.path])
    try await app.waitForOutput("Commands:")

    // Re-pointed in one step (a new link renamed over the old one).
    let newLink = directory.url.appendingPathComponent("new-link")
    try FileManager.default.createSymbolicLink(
      atPath: newLink.path, withDestinationPath: theirsFile.path)
    #expect(rename(newLink.path, directory.inventoryFile.path) == 0)

    try await self.expectTheChangeIsKept(app, file: theirsFile, theirs: theirs)
    #expect(try Data(contentsOf: mine) == original)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory.inventoryFile.path)
        == theirsFile.path)
  }

  /// Adds "Lamp" in `app` after another program put `theirs` in `file`: the save is refused with
  /// a message and `file` keeps `theirs`; then adds "Chair", which is saved on top of it.
  private func expectTheChangeIsKept(
    _ app: RunningCLIApp,
    file: URL,
    theirs: Data,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    app.send("back\ninventory\nnew\nname Lamp\nadd\n")
    try await app.waitForOutput(Self.changedMessage)
    #expect(try Data(contentsOf: file) == theirs, sourceLocation: sourceLocation)

    app.write("new\nname Chair\nadd\nquit\n")
    #expect(await app.exitStatus() == 0, "\(app.errorText)", sourceLocation: sourceLocation)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let names = (object?["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names == ["Desk", "Chair"], sourceLocation: sourceLocation)
  }
}

/// One item, "Desk", as another program (or another copy of the app) would write it.
let deskInventory = """
  {
    "items" : [
      {
        "id" : "0F6A4D0E-62F4-4C1B-9C55-2D2A4E0C7A11",
        "name" : "Desk",
        "status" : {
          "inStock" : {
            "quantity" : 1
          }
        }
      }
    ],
    "version" : 1
  }
  """
