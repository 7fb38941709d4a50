import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The lock follows what is written, not the folder: two folders whose inventories are one file
/// (a symbolic or a hard link) exclude each other, and a folder the app may write but not read is
/// locked too. The second app is refused with status 75 and touches nothing; the first keeps its
/// changes.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppLinkedLockTests {
  @Test func twoFoldersWhoseInventoryLinksToOneFileExcludeEachOther() async throws {
    let shared = TemporaryDataDirectory()
    shared.writeInventory(keyboardInventory)
    let (first, second) = (TemporaryDataDirectory(), TemporaryDataDirectory())
    for folder in [first, second] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.inventoryFile.path, withDestinationPath: shared.inventoryFile.path)
    }

    try await self.expectTheSecondIsRefused(
      first: first, second: second, file: shared, sharedFile: shared.inventoryFile.path)
  }

  @Test func twoFoldersWhoseInventoriesAreHardLinksExcludeEachOther() async throws {
    let (first, second) = (TemporaryDataDirectory(), TemporaryDataDirectory())
    first.writeInventory(keyboardInventory)
    try FileManager.default.linkItem(at: first.inventoryFile, to: second.inventoryFile)

    try await self.expectTheSecondIsRefused(
      first: first, second: second, file: first, sharedFile: second.inventoryFile.path)
  }

  /// A folder with write and search rights but not read: the app works there (it never lists
  /// the folder), so it must be locked there too. Run as `nobody` when the tests run as root,
  /// whom no permission stops.
  @Test(.enabled(if: unprivileged != nil, "setpriv is needed to drop root's rights"))
  func aFolderTheAppCannotReadIsLockedToo() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let launcher = try #require(unprivileged)
    if getuid() == 0 {
      for path in [directory.path, directory.inventoryFile.path] {
        #expect(chown(path, 65_534, 65_534) == 0)
      }
    }
    #expect(chmod(directory.path, 0o300) == 0)
    defer { chmod(directory.path, 0o700) }
    let first = try RunningCLIApp(["--data-dir", directory.path], launcher: launcher)
    try await first.waitForOutput("Commands:")

    let second = try RunningCLIApp(["--data-dir", directory.path], launcher: launcher)
    second.write("back\ninventory\ndelete 1\ndelete\nquit\n")

    #expect(await second.exitStatus() == 75)
    #expect(
      second.errorText
        == "CLIApp: The data folder \(directory.path) is in use by another CLIApp (process "
        + "\(first.processID)). Quit it first, or give this one another folder with --data-dir.\n"
    )
    first.write("back\ninventory\nnew\nname Lamp\nadd\nquit\n")
    #expect(await first.exitStatus() == 0)
    #expect(InventoryFile(directory)?.names == ["Keyboard", "Lamp"])
  }

  private func expectTheSecondIsRefused(
    first: TemporaryDataDirectory,
    second: TemporaryDataDirectory,
    file: TemporaryDataDirectory,
    sharedFile: String
  ) async throws {
    let app = try RunningCLIApp(["--data-dir", first.path])
    try await app.waitForOutput("Commands:")

    let refused = await runCLIApp(
      ["--data-dir", second.path], stdin: "back\ninventory\ndelete 1\ndelete\nquit\n")

    #expect(refused.status == 75)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr
        == "CLIApp: The data folder \(second.path) shares the file \(sharedFile), through a "
        + "link, with another CLIApp (process \(app.processID)). Quit it first, or give this one "
        + "another folder with --data-dir.\n")
    #expect(file.inventoryData() == Data(keyboardInventory.utf8))

    app.write("back\ninventory\nnew\nname Lamp\nadd\nquit\n")
    #expect(await app.exitStatus() == 0)
    #expect(InventoryFile(file)?.names == ["Keyboard", "Lamp"])
    // Free again once the first has quit.
    let next = await runCLIApp(["--data-dir", second.path], stdin: "quit\n")
    #expect(next.status == 0)
  }
}

/// What runs the app without root's rights: `setpriv` as `nobody` when the tests run as root,
/// nothing otherwise; `nil` when that is not possible.
private let unprivileged: [String]? = {
  guard getuid() == 0 else { return [] }
  let setpriv = "/usr/bin/setpriv"
  guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
  return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
}()
