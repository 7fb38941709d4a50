import DataFolderStorage
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

/// The data file where users keep it: behind a symbolic link (dotfiles, a synced folder), a
/// device or a folder where the file should be, and the data folder the environment names.
@Suite(.timeLimit(.minutes(1)), .temporaryDirectory("InventoryFileLocationTests"))
@MainActor
final class InventoryFileLocationTests {
  let root: URL
  let directory: URL
  let file: URL
  let items = Item.samples

  init() throws {
    self.root = TemporaryDirectory.current
    self.directory = self.root.appendingPathComponent("data")
    self.file = self.directory.appendingPathComponent("inventory.json")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  private func linkDestination(_ url: URL) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
  }

  // MARK: Symbolic links

  @Test(arguments: [true, false])
  func aLinkedFileStaysALinkAndItsTargetIsReplaced(relative: Bool) async throws {
    let synced = self.root.appendingPathComponent("synced")
    try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
    let target = synced.appendingPathComponent("inventory.json")
    let client = InventoryFileClient(directory: synced)
    try await client.save([self.items[0]])
    let destination = relative ? "../synced/inventory.json" : target.path
    try FileManager.default.createSymbolicLink(
      atPath: self.file.path, withDestinationPath: destination)
    let linked = InventoryFileClient(directory: self.directory)

    #expect(try await linked.load() == [self.items[0]])
    try await linked.save(self.items)

    #expect(self.linkDestination(self.file) == destination)
    #expect(try await client.load() == self.items)
    // The temporary file was written beside the target, and renamed there.
    #expect(try FileManager.default.contentsOfDirectory(atPath: synced.path) == ["inventory.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: self.directory.path) == [
        "inventory.json"
      ])
  }

  @Test func aChainOfLinksLeadsToTheFile() async throws {
    let target = self.root.appendingPathComponent("real.json")
    try Data(#"{"version": 1, "items": []}"#.utf8).write(to: target)
    let middle = self.root.appendingPathComponent("middle.json")
    try FileManager.default.createSymbolicLink(
      atPath: middle.path, withDestinationPath: target.path)
    try FileManager.default.createSymbolicLink(
      atPath: self.file.path, withDestinationPath: middle.path)
    let client = InventoryFileClient(directory: self.directory)

    #expect(try await client.load() == [])
    try await client.save(self.items)

    #expect(self.linkDestination(self.file) == middle.path)
    #expect(self.linkDestination(middle) == target.path)
    #expect(try await client.load() == self.items)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: self.root.path).sorted() == [
        "data", "middle.json", "real.json",
      ])
  }

  @Test func aLinkThatLeadsNowhereIsAnErrorAndStaysAsItIs() async throws {
    let missing = self.root.appendingPathComponent("unmounted/inventory.json")
    try FileManager.default.createSymbolicLink(
      atPath: self.file.path, withDestinationPath: missing.path)
    let client = InventoryFileClient(directory: self.directory)
    let expected = InventoryError.unreadableFile(
      path: self.file.path,
      reason: "is a symbolic link to \(missing.path), which does not exist"
    )

    await #expect(throws: expected) { try await client.load() }
    await #expect(throws: expected) { try await client.save(self.items) }
    #expect(self.linkDestination(self.file) == missing.path)
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }

  @Test func aLoopOfLinksIsAnError() async throws {
    let other = self.directory.appendingPathComponent("other.json")
    try FileManager.default.createSymbolicLink(
      atPath: self.file.path, withDestinationPath: other.path)
    try FileManager.default.createSymbolicLink(
      atPath: other.path, withDestinationPath: self.file.path)

    await #expect(
      throws: InventoryError.unreadableFile(
        path: self.file.path, reason: "is a loop of symbolic links")
    ) {
      try await InventoryFileClient(directory: self.directory).load()
    }
  }

  // MARK: What is not a file

  @Test func aFolderWhereTheFileShouldBeIsNamedSo() async throws {
    try FileManager.default.createDirectory(at: self.file, withIntermediateDirectories: true)
    let client = InventoryFileClient(directory: self.directory)
    let expected = InventoryError.unreadableFile(path: self.file.path, reason: "is a directory")

    await #expect(throws: expected) { try await client.load() }
    #expect(
      expected.description
        == "The inventory file at \(self.file.path) could not be read (is a directory). It was "
        + "left untouched.")
    await #expect(throws: expected) { try await client.save(self.items) }
  }

  @Test func aDeviceIsNotARegularFile() async throws {
    try FileManager.default.createSymbolicLink(
      atPath: self.file.path, withDestinationPath: "/dev/null")
    let client = InventoryFileClient(directory: self.directory)
    let expected = InventoryError.unreadableFile(
      path: self.file.path, reason: "is not a regular file")

    await #expect(throws: expected) { try await client.load() }
    await #expect(throws: expected) { try await client.save(self.items) }
    #expect(self.linkDestination(self.file) == "/dev/null")
  }

  @Test func aFileWhereTheDataFolderShouldBeIsNamedWhenSaving() async throws {
    let blocker = self.root.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let client = InventoryFileClient(directory: blocker.appendingPathComponent("data"))

    #expect(try await client.load() == [])
    await #expect(
      throws: InventoryError.saveFailed(
        path: blocker.appendingPathComponent("data/inventory.json").path,
        reason: "\(blocker.path) is not a folder")
    ) {
      try await client.save(self.items)
    }
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  // MARK: The data folder

  @Test func theDataFolderFollowsXDGDataHome() {
    #expect(
      DataFolder.defaultDirectory(environment: [
        "XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada",
      ]).path == "/srv/data/swift-unidirectional")
    #expect(
      DataFolder.defaultDirectory(environment: ["HOME": "/home/ada"]).path
        == "/home/ada/.local/share/swift-unidirectional")
    #expect(
      DataFolder.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ada"])
        .path == "/home/ada/.local/share/swift-unidirectional")
  }

  @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays() {
    #expect(
      DataFolder.defaultDirectory(environment: [
        "XDG_DATA_HOME": "relative/data", "HOME": "/home/ada",
      ]).path == "/home/ada/.local/share/swift-unidirectional")
  }
}
