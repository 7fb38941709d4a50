import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation

extension InventoryClient {
  /// The format version this app writes, and the newest it reads.
  public static let formatVersion = 1

  /// Stores the items as JSON in `inventory.json` inside `directory`, through a `.fileStorage`
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
    let file = directory.appendingPathComponent("inventory.json")
    let storage = FileStorage.live(directory: directory, fileSystem: fileSystem)
    let key = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      FileStorageKey<[Item]>.fileStorage(
        file, decode: InventoryFile.decode, encode: InventoryFile.encode)
    }
    return InventoryClient(
      load: {
        try InventoryFile.reportingInventoryErrors(file) { try key.load() ?? [] }
      },
      save: { items in
        do {
          try await key.saveNow(items)
        } catch {
          throw InventoryFile.inventoryError(error, file: file)
        }
      }
    )
  }
}

/// The on-disk format: `{"version": 1, "items": [...]}`.
struct InventoryFile: Codable {
  var version: Int
  var items: [Item]

  /// Why a document is not an inventory this app reads; the key does not know the file, so the
  /// client names it (``inventoryError(_:file:)``).
  enum FormatError: Error {
    case notAnInventory
    case unknownVersion(Int)
    case newerVersion(Int)
  }

  @Sendable
  static func decode(_ data: Data) throws -> [Item] {
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw FormatError.notAnInventory
    }
    guard header.version >= 1 else { throw FormatError.unknownVersion(header.version) }
    guard header.version <= InventoryClient.formatVersion else {
      throw FormatError.newerVersion(header.version)
    }
    // A `DecodingError` from here is a corrupt file; the key says where.
    return try decoder.decode(InventoryFile.self, from: data).items
  }

  @Sendable
  static func encode(_ items: [Item]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(InventoryFile(version: InventoryClient.formatVersion, items: items))
  }

  static func reportingInventoryErrors<T>(_ file: URL, _ operation: () throws -> T) throws -> T {
    do {
      return try operation()
    } catch {
      throw self.inventoryError(error, file: file)
    }
  }

  /// The error said as the inventory's: the file storage's and the format's errors become
  /// ``InventoryError``s with the same path and reason; a cancellation stays one.
  static func inventoryError(_ error: any Error, file: URL) -> any Error {
    switch error {
    case FileStorageError.corruptFile(let path, let reason):
      return InventoryError.corruptFile(path: path, reason: reason)
    case FileStorageError.unreadableFile(let path, let reason):
      return InventoryError.unreadableFile(path: path, reason: reason)
    case FileStorageError.saveFailed(let path, let reason):
      return InventoryError.saveFailed(path: path, reason: reason)
    case FormatError.notAnInventory:
      return InventoryError.corruptFile(path: file.path, reason: "not an inventory JSON document")
    case FormatError.unknownVersion(let version):
      return InventoryError.corruptFile(
        path: file.path, reason: "format version \(version), which no version of this app wrote")
    case FormatError.newerVersion(let version):
      return InventoryError.newerVersion(
        path: file.path, version: version, supported: InventoryClient.formatVersion)
    default:
      return error
    }
  }
}
