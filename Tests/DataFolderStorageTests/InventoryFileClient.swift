import DataFolderStorage
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation

/// The inventory file on disk as the app reads and writes it: the `.inventory` shared key on
/// `FileStorage.live`, with failures said as the inventory says them (`InventoryError`).
struct InventoryFileClient: Sendable {
  private let key: FileStorageKey<IdentifiedArrayOf<Item>>

  /// The inventory of the data folder `directory`, through `fileSystem`.
  init(directory: URL, fileSystem: FileSystem = .posix) {
    let storage = FileStorage.live(directory: directory, fileSystem: fileSystem)
    self.key = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      .inventory
    }
  }

  /// The saved items; empty when there is no file.
  func load() async throws -> [Item] {
    do {
      return Array(try self.key.loadNow() ?? [])
    } catch {
      throw InventoryError(error, isSaving: false)
    }
  }

  /// Replaces the saved items, as the inventory's save effect does.
  func save(_ items: [Item]) async throws {
    do {
      try await self.key.saveNow(IdentifiedArray(items, uniquingIDsWith: { first, _ in first }))
    } catch let error as CancellationError {
      throw error
    } catch {
      throw InventoryError(error, isSaving: true)
    }
  }
}
