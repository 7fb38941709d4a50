import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation

extension InventoryClient {
  /// The format version this app writes, and the newest it reads.
  public static let formatVersion = InventoryFileFormat.version

  /// Stores the items as JSON in `inventory.json` inside `directory`, through the `.inventory`
  /// shared key on ``FileStorage/live(directory:fileSystem:saveDelay:)``.
  ///
  /// Saving writes a temporary file in the same directory, flushes it to disk, then renames it
  /// over the old file, so a failure at any point leaves the previous file intact. A file that
  /// is corrupt, unreadable or from a newer version is never overwritten. Saves are serialized,
  /// and a save cancelled before it started writing throws `CancellationError` and writes
  /// nothing. Temporary files that a crash left behind are removed by the next save once they
  /// are a minute old.
  ///
  /// - Parameters:
  ///   - directory: The data directory; created on the first save.
  ///   - fileSystem: The file operations (replaced in tests to inject failures).
  /// - Returns: The client.
  public static func live(directory: URL, fileSystem: FileSystem = .posix) -> InventoryClient {
    let storage = FileStorage.live(directory: directory, fileSystem: fileSystem)
    let key = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      FileStorageKey<[Item]>.inventory
    }
    return InventoryClient(
      load: {
        try InventoryFile.reportingInventoryErrors { try key.load() ?? [] }
      },
      save: { items in
        do {
          try await key.saveNow(items)
        } catch {
          throw InventoryFile.inventoryError(error)
        }
      }
    )
  }
}

/// How the live client says the key's errors.
enum InventoryFile {
  static func reportingInventoryErrors<T>(_ operation: () throws -> T) throws -> T {
    do {
      return try operation()
    } catch {
      throw self.inventoryError(error)
    }
  }

  /// The error said as the inventory's: the file storage's errors become ``InventoryError``s
  /// with the same path and reason; the format's errors already are; a cancellation stays one.
  static func inventoryError(_ error: any Error) -> any Error {
    switch error {
    case FileStorageError.corruptFile(let path, let reason):
      return InventoryError.corruptFile(path: path, reason: reason)
    case FileStorageError.unreadableFile(let path, let reason):
      return InventoryError.unreadableFile(path: path, reason: reason)
    case FileStorageError.saveFailed(let path, let reason):
      return InventoryError.saveFailed(path: path, reason: reason)
    default:
      return error
    }
  }
}
