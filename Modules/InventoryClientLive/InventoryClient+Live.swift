import Foundation
import InventoryFeature
import ItemFormFeature

extension InventoryClient {
  /// The format version this app writes, and the newest it reads.
  public static let formatVersion = 1

  /// Stores the items as JSON in `inventory.json` inside `directory`.
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
    // Saves run one at a time; a save cancelled while it waited (a newer one replaced it) does
    // not write, so the last write is always the newest state.
    let lock = NSLock()
    return InventoryClient(
      load: { try InventoryFile.load(from: file, fileSystem: fileSystem) },
      save: { items in
        try lock.withLock {
          try Task.checkCancellation()
          try InventoryFile.save(items, to: file, fileSystem: fileSystem)
        }
      }
    )
  }
}

/// The on-disk format: `{"version": 1, "items": [...]}`.
struct InventoryFile: Codable {
  var version: Int
  var items: [Item]

  static func load(from file: URL, fileSystem: FileSystem) throws -> [Item] {
    guard let data = try read(file, fileSystem: fileSystem) else { return [] }
    return try decode(data, path: file.path).items
  }

  static func save(_ items: [Item], to file: URL, fileSystem: FileSystem) throws {
    // Never replace a file we cannot read back: it may hold data a newer app or the user needs.
    if let existing = try read(file, fileSystem: fileSystem) {
      _ = try decode(existing, path: file.path)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(InventoryFile(version: InventoryClient.formatVersion, items: items))
    } catch {
      throw InventoryError.saveFailed(path: file.path, reason: FileError.reason(for: error))
    }
    do {
      try fileSystem.writeAtomically(data, file)
    } catch {
      throw InventoryError.saveFailed(path: file.path, reason: FileError.reason(for: error))
    }
  }

  private static func read(_ file: URL, fileSystem: FileSystem) throws -> Data? {
    do {
      return try fileSystem.read(file)
    } catch {
      throw InventoryError.unreadableFile(path: file.path, reason: FileError.reason(for: error))
    }
  }

  private static func decode(_ data: Data, path: String) throws -> InventoryFile {
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw InventoryError.corruptFile(path: path, reason: "not an inventory JSON document")
    }
    guard header.version >= 1 else {
      throw InventoryError.corruptFile(
        path: path, reason: "format version \(header.version), which no version of this app wrote")
    }
    guard header.version <= InventoryClient.formatVersion else {
      throw InventoryError.newerVersion(
        path: path,
        version: header.version,
        supported: InventoryClient.formatVersion
      )
    }
    do {
      return try decoder.decode(InventoryFile.self, from: data)
    } catch {
      throw InventoryError.corruptFile(path: path, reason: FileError.reason(for: error))
    }
  }
}
