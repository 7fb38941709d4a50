import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

/// A file the app would not save back as it found it is refused whole, with a reason that says
/// where, and left as it is: repeated ids, fields this app does not know, numbers too large.
@Suite(.timeLimit(.minutes(1)))
struct InventoryFileFormatTests {
  let files = InMemoryFiles()
  let url = URL(fileURLWithPath: "/in-memory/inventory.json")

  /// Loads `contents` through `@Shared(.inventory)`, tries to save over it, and returns the
  /// load error; the file must be left as it was.
  func loadErrorAfterTryingToSave(
    _ contents: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws -> InventoryError? {
    let data = Data(contents.utf8)
    self.files[self.url] = data
    let storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    let error = await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
      let error = $items.loadError as? InventoryError
      $items.withLock { $0 = [] }
      try? await storage.flush()
      return error
    }
    #expect(self.files[self.url] == data, sourceLocation: sourceLocation)
    #expect(self.files.writeCount == 0, sourceLocation: sourceLocation)
    return error
  }

  @Test func itemsWithTheSameIDAreRefusedNotDropped() async throws {
    let id = UUID(7).uuidString
    let error = try await self.loadErrorAfterTryingToSave(
      """
      {"version": 1, "items": [
        {"id": "\(id)", "name": "Lamp", "status": {"inStock": {"quantity": 1}}},
        {"id": "\(UUID(8).uuidString)", "name": "Desk", "status": {"inStock": {"quantity": 1}}},
        {"id": "\(id)", "name": "Lamp copy", "status": {"inStock": {"quantity": 2}}}
      ]}
      """)

    #expect(
      error
        == .corruptFile(
          path: self.url.path,
          reason: "item 3 “Lamp copy” has the same id as item 1 “Lamp”, \(id); give one of "
            + "them a new id"))
  }

  @Test func aTopLevelFieldThisAppDoesNotKnowIsRefusedNotDropped() async throws {
    let error = try await self.loadErrorAfterTryingToSave(
      #"{"version": 1, "note": "kept by hand", "items": []}"#)

    #expect(
      error
        == .corruptFile(
          path: self.url.path,
          reason: "a field this app does not know, `note`; saving would drop it"))
  }

  @Test func aNumberTooLargeForItsFieldIsLocated() async throws {
    let error = try await self.loadErrorAfterTryingToSave(
      """
      {"version": 1, "items": [
        {"id": "\(UUID(7).uuidString)", "name": "Lamp",
         "status": {"inStock": {"quantity": 99999999999999999999}}}
      ]}
      """)

    #expect(
      error
        == .corruptFile(
          path: self.url.path,
          reason: "the number 99999999999999999999 at items.0.status.inStock.quantity is not a "
            + "whole number from -9223372036854775808 to 9223372036854775807"))
  }

  @Test func aVersionTooLargeForAnIntIsLocated() async throws {
    let error = try await self.loadErrorAfterTryingToSave(
      #"{"version": 18446744073709551616, "items": []}"#)

    #expect(
      error
        == .corruptFile(
          path: self.url.path,
          reason: "the number 18446744073709551616 at version is not a whole number from "
            + "-9223372036854775808 to 9223372036854775807"))
  }

  @Test func aFileThisAppWroteIsReadBackAsItIs() throws {
    let items = [
      Item(id: UUID(1), name: "Lamp", color: .white, status: .inStock(quantity: .max)),
      Item(id: UUID(2), name: "Desk", status: .outOfStock(isOnBackOrder: true)),
    ]
    let data = try InventoryFileFormat.encode(items)

    #expect(try InventoryFileFormat.decode(data, path: self.url.path) == items)
  }
}
