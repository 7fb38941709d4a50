import DataFolderStorage
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

/// The `.inventory` shared key on the live file storage and the live client read and write the
/// same file, on a fresh temporary directory per test, removed afterwards.
@Suite(.timeLimit(.minutes(1)), .temporaryDirectory("InventoryKeyLiveTests"))
final class InventoryKeyLiveTests {
  let directory: URL
  let file: URL
  let storage: FileStorage

  init() throws {
    self.directory = TemporaryDirectory.current
    self.file = self.directory.appendingPathComponent("inventory.json")
    self.storage = FileStorage.live(directory: self.directory, saveDelay: .seconds(60))
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  func withStorage<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      $0.defaultFileStorage = self.storage
    } operation: {
      try await operation()
    }
  }

  @Test func theKeyReadsWhatTheClientSavedAndTheClientReadsWhatTheKeySaved() async throws {
    try await InventoryFileClient(directory: self.directory).save(Item.samples)
    try await self.withStorage {
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
      #expect(Array(items) == Item.samples)
      $items.withLock { $0.removeLast() }
      try await self.storage.flush()
    }
    #expect(
      try await InventoryFileClient(directory: self.directory).load()
        == Array(Item.samples.dropLast()))
  }

  @Test func aNewerFileFailsToLoadWithTheClientsErrorAndIsLeftByteIdentical() async throws {
    let newer = Data(#"{"version": 9, "items": [{"future": true}]}"#.utf8)
    try newer.write(to: self.file)
    let clientError = await #expect(throws: InventoryError.self) {
      try await InventoryFileClient(directory: self.directory).load()
    }
    await self.withStorage {
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
      #expect($items.loadError as? InventoryError == clientError)
      #expect(
        clientError
          == .newerVersion(path: self.file.path, version: 9, supported: InventoryFileFormat.version)
      )
      $items.withLock { $0 = IdentifiedArray(uniqueElements: Item.samples) }
      await #expect(throws: InventoryError.self) { try await self.storage.flush() }
    }
    #expect(try Data(contentsOf: self.file) == newer)
  }
}
