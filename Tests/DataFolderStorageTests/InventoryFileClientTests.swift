import DataFolderStorage
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

/// The live client on a fresh temporary directory per test, removed afterwards.
@Suite(.timeLimit(.minutes(1)), .temporaryDirectory("InventoryFileClientTests"))
@MainActor
final class InventoryFileClientTests {
  let directory: URL
  let file: URL
  let items = Item.samples
  let otherItems = [Item(id: UUID(1), name: "Lamp", color: .white, status: .inStock(quantity: 2))]

  init() throws {
    self.directory = TemporaryDirectory.current
    self.file = self.directory.appendingPathComponent("inventory.json")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  /// The names in the directory, hidden ones included: temporary files start with a dot.
  func directoryContents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: self.directory.path).sorted()
  }

  func contents() throws -> Data {
    try Data(contentsOf: self.file)
  }

  // MARK: Round trips

  @Test func saveThenLoadRoundTrips() async throws {
    let client = InventoryFileClient(directory: self.directory)

    try await client.save(self.items)

    #expect(try await client.load() == self.items)
    #expect(try await InventoryFileClient(directory: self.directory).load() == self.items)
    #expect(try self.directoryContents() == ["inventory.json"])
    let json = try JSONSerialization.jsonObject(with: self.contents()) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    #expect((json?["items"] as? [Any])?.count == self.items.count)
  }

  @Test func laterSavesReplaceEarlierOnesAndLeaveNoTemporaryFiles() async throws {
    let client = InventoryFileClient(directory: self.directory)

    try await client.save(self.items)
    try await client.save(self.otherItems)
    try await client.save([])
    try await client.save(self.otherItems)

    #expect(try await client.load() == self.otherItems)
    #expect(try self.directoryContents() == ["inventory.json"])
  }

  @Test func aSaveKeepsTheFilesPermissions() async throws {
    let client = InventoryFileClient(directory: self.directory)
    try await client.save(self.items)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: self.file.path)

    try await client.save(self.otherItems)

    let attributes = try FileManager.default.attributesOfItem(atPath: self.file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try await client.load() == self.otherItems)
  }

  @Test func firstSaveCreatesTheDirectory() async throws {
    let nested = self.directory.appendingPathComponent("data/app")
    let client = InventoryFileClient(directory: nested)

    #expect(try await client.load() == [])
    try await client.save(self.items)

    #expect(try await client.load() == self.items)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: nested.path) == ["inventory.json"]
    )
  }

  @Test func loadOfAMissingFileIsEmpty() async throws {
    let client = InventoryFileClient(directory: self.directory)

    #expect(try await client.load() == [])
    #expect(try self.directoryContents() == [])
  }

  @Test func concurrentSavesLeaveOneCompleteFile() async throws {
    let client = InventoryFileClient(directory: self.directory)
    let lists = (0..<12).map { index in
      (0...index).map { Item(id: UUID($0), name: "Item \($0)") }
    }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for list in lists {
        group.addTask { try await client.save(list) }
      }
      try await group.waitForAll()
    }

    let loaded = try await client.load()
    #expect(lists.contains(loaded))
    #expect(try self.directoryContents() == ["inventory.json"])
  }

  // MARK: Files it must not overwrite

  /// A file that is not a valid inventory, and the reason the error gives: what is wrong, and
  /// where in the document when it is not at the top.
  struct CorruptFile: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: Data
    var reason: String
    var testDescription: String { self.name }
  }

  nonisolated static let corruptFiles = [
    CorruptFile(
      name: "garbage bytes",
      bytes: Data([0xFF, 0xD8, 0x00, 0x13, 0x37, 0x42]),
      reason: "not an inventory JSON document"
    ),
    CorruptFile(
      name: "truncated JSON",
      bytes: Data(#"{"version": 1, "items": [{"id": "00000000-0000"#.utf8),
      reason: "not an inventory JSON document"
    ),
    CorruptFile(name: "an empty file", bytes: Data(), reason: "not an inventory JSON document"),
    CorruptFile(
      name: "a JSON array",
      bytes: Data("[1, 2, 3]".utf8),
      reason: "not an inventory JSON document"
    ),
    CorruptFile(
      name: "no version",
      bytes: Data(#"{"items": []}"#.utf8),
      reason: "not an inventory JSON document"
    ),
    CorruptFile(
      name: "format version 0",
      bytes: Data(#"{"version": 0, "items": []}"#.utf8),
      reason: "format version 0, which no version of this app wrote"
    ),
    CorruptFile(
      name: "a negative format version",
      bytes: Data(#"{"version": -3, "items": []}"#.utf8),
      reason: "format version -3, which no version of this app wrote"
    ),
    CorruptFile(
      name: "no items",
      bytes: Data(#"{"version": 1}"#.utf8),
      reason: "has no field `items`"
    ),
    CorruptFile(
      name: "items of the wrong type",
      bytes: Data(#"{"version": 1, "items": {"name": "Keyboard"}}"#.utf8),
      reason: "expected a list at items"
    ),
    CorruptFile(
      name: "an item without a status",
      bytes: Data(
        #"{"version": 1, "items": [{"id": "00000000-0000-0000-0000-000000000001", "name": "Lamp"}]}"#
          .utf8),
      reason: "has no field `status` at items.0"
    ),
  ]

  @Test(arguments: corruptFiles)
  func corruptFileIsReportedAndNeverOverwritten(corrupt: CorruptFile) async throws {
    let (name, bytes, reason) = (corrupt.name, corrupt.bytes, corrupt.reason)
    try bytes.write(to: self.file)
    let client = InventoryFileClient(directory: self.directory)

    let loadError = try await #require(throws: InventoryError.self) { try await client.load() }
    guard case .corruptFile(let path, let actualReason) = loadError else {
      Issue.record("Expected corruptFile for \(name), got \(loadError)")
      return
    }
    #expect(path == self.file.path)
    #expect(actualReason == reason)
    #expect(
      loadError.description
        == "The inventory file at \(self.file.path) is corrupt (\(actualReason)). It was left "
        + "untouched; move it away or repair it to continue."
    )
    #expect(try self.contents() == bytes)

    let saveError = try await #require(throws: InventoryError.self) {
      try await client.save(self.items)
    }
    #expect(saveError == loadError)
    #expect(try self.contents() == bytes)
    #expect(try self.directoryContents() == ["inventory.json"])
  }

  @Test func fileFromANewerVersionIsReportedAndNeverOverwritten() async throws {
    let bytes = Data(#"{"version": 99, "items": [], "tags": ["new in 99"]}"#.utf8)
    try bytes.write(to: self.file)
    let client = InventoryFileClient(directory: self.directory)
    let expected = InventoryError.newerVersion(path: self.file.path, version: 99, supported: 1)

    await #expect(throws: expected) { try await client.load() }
    #expect(
      expected.description
        == "The inventory file at \(self.file.path) has format version 99, but this app reads up "
        + "to version 1. It was left untouched; use a newer app."
    )
    await #expect(throws: expected) { try await client.save(self.items) }
    #expect(try self.contents() == bytes)
    #expect(try self.directoryContents() == ["inventory.json"])
  }

  @Test func unreadableFileIsReportedAndNeverOverwritten() async throws {
    let writes = LockIsolated(0)
    let client = InventoryFileClient(
      directory: self.directory,
      fileSystem: FileSystem(
        read: { _ in throw POSIXError(.EACCES) },
        writeAtomically: { _, _ in writes.withValue { $0 += 1 } }
      )
    )
    let expected = InventoryError.unreadableFile(path: self.file.path, reason: "permission denied")

    await #expect(throws: expected) { try await client.load() }
    await #expect(throws: expected) { try await client.save(self.items) }
    #expect(writes.value == 0)
  }

  // MARK: Failing writes

  /// A writer that fails the way disks do. Each honors the `writeAtomically` contract: whatever
  /// it wrote before failing, it removes again.
  struct FailingWriter: Sendable, CustomTestStringConvertible {
    var name: String
    var error: POSIXError
    /// What the message says about it.
    var reason: String
    var writesHalf: Bool
    var testDescription: String { self.name }
  }

  nonisolated static let failingWriters = [
    FailingWriter(
      name: "disk full", error: POSIXError(.ENOSPC), reason: "no space left on device",
      writesHalf: false),
    FailingWriter(
      name: "permission denied", error: POSIXError(.EACCES), reason: "permission denied",
      writesHalf: false),
    FailingWriter(
      name: "disk full half-way through", error: POSIXError(.ENOSPC),
      reason: "no space left on device", writesHalf: true),
  ]

  @Test(arguments: failingWriters)
  func failedWriteKeepsThePreviousFile(writer: FailingWriter) async throws {
    let (error, reason, writesHalf) = (writer.error, writer.reason, writer.writesHalf)
    try await InventoryFileClient(directory: self.directory).save(self.items)
    let previous = try self.contents()
    let partialWrites = LockIsolated<[Data]>([])
    let client = InventoryFileClient(
      directory: self.directory,
      fileSystem: FileSystem(
        read: FileSystem.posix.read,
        writeAtomically: { data, url in
          guard writesHalf else { throw error }
          let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
          let half = data.prefix(data.count / 2)
          try half.write(to: temporary)
          partialWrites.withValue { $0.append(try! Data(contentsOf: temporary)) }
          try? FileManager.default.removeItem(at: temporary)
          throw error
        }
      )
    )

    await #expect(
      throws: InventoryError.saveFailed(path: self.file.path, reason: reason)
    ) {
      try await client.save(self.otherItems)
    }
    #expect(try self.contents() == previous)
    #expect(try self.directoryContents() == ["inventory.json"])
    #expect(try await client.load() == self.items)
    if writesHalf {
      #expect(partialWrites.value.count == 1)
      #expect(partialWrites.value.first.map { !$0.isEmpty && $0 != previous } == true)
    }
    #expect(
      InventoryError.saveFailed(path: self.file.path, reason: reason).description
        == "The inventory could not be saved to \(self.file.path) (\(reason)). The previous file "
        + "is intact."
    )
  }

  @Test func posixWriterFailingToRenameLeavesNoTemporaryFile() throws {
    // A directory where the file should be: the temporary file is written, the rename fails.
    let occupied = self.directory.appendingPathComponent("inventory.json/keep")
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)

    #expect(throws: FileError("is a directory")) {
      try FileSystem.posix.writeAtomically(Data("{}".utf8), self.file)
    }
    #expect(try self.directoryContents() == ["inventory.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: self.file.path) == ["keep"])
  }

  @Test func clientWithAPosixWriterFailingToRenameReportsSaveFailed() async throws {
    try FileManager.default.createDirectory(at: self.file, withIntermediateDirectories: true)
    let client = InventoryFileClient(
      directory: self.directory,
      fileSystem: FileSystem(read: { _ in nil }, writeAtomically: FileSystem.posix.writeAtomically)
    )

    let error = try await #require(throws: InventoryError.self) {
      try await client.save(self.items)
    }
    guard case .saveFailed(let path, _) = error else {
      Issue.record("Expected saveFailed, got \(error)")
      return
    }
    #expect(path == self.file.path)
    #expect(try self.directoryContents() == ["inventory.json"])
  }

  @Test func posixReadOfADirectoryIsUnreadable() async throws {
    try FileManager.default.createDirectory(at: self.file, withIntermediateDirectories: true)
    let client = InventoryFileClient(directory: self.directory)

    let error = try await #require(throws: InventoryError.self) { try await client.load() }
    guard case .unreadableFile(let path, _) = error else {
      Issue.record("Expected unreadableFile, got \(error)")
      return
    }
    #expect(path == self.file.path)
  }

  // MARK: Serialized saves

  @Test func saveCancelledBeforeItStartsWritesNothing() async throws {
    let writes = LockIsolated(0)
    let client = InventoryFileClient(
      directory: self.directory,
      fileSystem: FileSystem(
        read: FileSystem.posix.read,
        writeAtomically: { data, url in
          writes.withValue { $0 += 1 }
          try FileSystem.posix.writeAtomically(data, url)
        }
      )
    )
    let items = self.items

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await client.save(items)
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(writes.value == 0)
    #expect(try self.directoryContents() == [])
  }

  @Test func saveCancelledWhileAnotherSaveIsWritingWritesNothing() async throws {
    let client = LockIsolated<InventoryFileClient?>(nil)
    let second = LockIsolated<Task<Void, any Error>?>(nil)
    let written = LockIsolated<[Data]>([])
    let otherItems = self.otherItems
    client.setValue(
      InventoryFileClient(
        directory: self.directory,
        fileSystem: FileSystem(
          read: FileSystem.posix.read,
          writeAtomically: { data, url in
            let isFirst = written.withValue { written in
              defer { written.append(data) }
              return written.isEmpty
            }
            if isFirst {
              // While this save holds the file, a newer one starts and is cancelled (as
              // `cancelInFlight` does); it can only run once this write is done.
              let task = Task.detached { try await client.value!.save(otherItems) }
              task.cancel()
              second.setValue(task)
            }
            try FileSystem.posix.writeAtomically(data, url)
          }
        )
      )
    )

    try await client.value!.save(self.items)
    let task = try #require(second.value)
    await #expect(throws: CancellationError.self) { try await task.value }

    #expect(written.value.count == 1)
    #expect(try await client.value!.load() == self.items)
    #expect(try self.directoryContents() == ["inventory.json"])
  }
}
