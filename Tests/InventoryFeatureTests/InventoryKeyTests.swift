import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct InventoryKeyTests {
  let files = InMemoryFiles()
  let url = URL(fileURLWithPath: "/in-memory/inventory.json")
  let keyboard = Item(id: UUID(10), name: "Keyboard", color: .blue, status: .inStock(quantity: 100))

  func withStorage<R>(_ operation: (FileStorage) async throws -> R) async rethrows -> R {
    let storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    return try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      try await operation(storage)
    }
  }

  @Test func anotherProgramsChangeIsTheInventorysOwnError() {
    let error = InventoryError(
      FileStorageError.changedOnDisk(path: "/data/inventory.json"), isSaving: true)
    #expect(error == .changedOnDisk(path: "/data/inventory.json"))
    #expect(
      error.description
        == "Another program changed the inventory file at /data/inventory.json after it was "
        + "read. Its contents were kept and are shown; the change made here was not saved.")
  }

  @Test func noFileIsAnEmptyInventory() async {
    await self.withStorage { _ in
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
      #expect(items == [])
      #expect($items.loadError == nil)
    }
    #expect(self.files.writeCount == 0)
  }

  @Test func itemsAreWrittenInTheVersionedFormatAndReadBack() async throws {
    try await self.withStorage { storage in
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
      $items.withLock { $0.append(self.keyboard) }
      try await storage.flush()
    }
    let data = try #require(self.files[self.url])
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["version"] as? Int == InventoryFileFormat.version)
    #expect((document?["items"] as? [Any])?.count == 1)
    #expect(try InventoryFileFormat.decode(data, path: self.url.path) == [self.keyboard])
    #expect(try InventoryFileFormat.encode([self.keyboard]) == data)
  }

  @Test func aNewerFileIsRefusedAndLeftAsItIs() async throws {
    let newer = Data(#"{"version": 2, "items": []}"#.utf8)
    self.files[self.url] = newer
    try await self.withStorage { storage in
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = [self.keyboard]
      #expect(items == [self.keyboard])
      let error = try #require($items.loadError as? InventoryError)
      #expect(error == .newerVersion(path: self.url.path, version: 2, supported: 1))
      #expect(
        error.description
          == "The inventory file at /in-memory/inventory.json has format version 2, but this app "
          + "reads up to version 1. It was left untouched; use a newer app.")
      $items.withLock { $0 = [] }
      await #expect(throws: InventoryError.self) { try await storage.flush() }
    }
    #expect(self.files[self.url] == newer)
    #expect(self.files.writeCount == 0)
  }

  @Test func aDocumentThatIsNotAnInventoryIsCorrupt() async throws {
    for (contents, reason) in [
      (#"[1, 2]"#, "not an inventory JSON document"),
      (#"{"version": 0, "items": []}"#, "format version 0, which no version of this app wrote"),
    ] {
      self.files[self.url] = Data(contents.utf8)
      await self.withStorage { _ in
        @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
        #expect(
          $items.loadError as? InventoryError
            == .corruptFile(path: self.url.path, reason: reason))
      }
    }
  }
}
