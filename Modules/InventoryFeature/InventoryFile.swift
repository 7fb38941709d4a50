import Foundation
import ItemFormFeature
import Navigation

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<Item>> {
  /// The inventory's items, in `inventory.json` of the app's data folder, in the versioned
  /// format of ``InventoryFileFormat``: a file this app cannot read (corrupt, or from a newer
  /// version) fails to load with an ``InventoryError`` and is never overwritten.
  ///
  /// ```swift
  /// @Shared(.inventory) var items: IdentifiedArrayOf<Item> = []
  /// ```
  public static var inventory: Self {
    @Dependency(\.defaultFileStorage) var storage
    let file = storage.directory.appendingPathComponent(InventoryFileFormat.fileName)
    return .fileStorage(
      file,
      decode: { data in
        // A file edited by hand may repeat an id: the first item with it is kept.
        IdentifiedArray(
          try InventoryFileFormat.decode(data, path: file.path),
          uniquingIDsWith: { first, _ in first })
      },
      encode: { try InventoryFileFormat.encode(Array($0)) }
    )
  }
}

/// The inventory's file format: `{"version": 1, "items": [...]}`, pretty-printed with sorted
/// keys.
public enum InventoryFileFormat {
  /// The format version this app writes, and the newest it reads.
  public static let version = 1

  /// The file's name in the app's data folder.
  public static let fileName = "inventory.json"

  private struct Document: Codable {
    var version: Int
    var items: [Item]
  }

  /// The items of a file's contents.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - path: The file's path, for the errors.
  /// - Returns: The items.
  /// - Throws: ``InventoryError/corruptFile(path:reason:)`` when the contents are not an
  ///   inventory, or have a version no app wrote; ``InventoryError/newerVersion(path:version:supported:)``
  ///   when a newer app wrote them; a `DecodingError` when the items cannot be decoded (the key
  ///   says it as a corrupt file).
  public static func decode(_ data: Data, path: String) throws -> [Item] {
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw InventoryError.corruptFile(path: path, reason: "not an inventory JSON document")
    }
    guard header.version >= 1 else {
      throw InventoryError.corruptFile(
        path: path,
        reason: "format version \(header.version), which no version of this app wrote")
    }
    guard header.version <= Self.version else {
      throw InventoryError.newerVersion(
        path: path, version: header.version, supported: Self.version)
    }
    return try decoder.decode(Document.self, from: data).items
  }

  /// The file's contents for `items`, at the current ``version``.
  ///
  /// - Parameter items: The items.
  /// - Returns: The contents.
  /// - Throws: An `EncodingError` if an item cannot be encoded.
  @Sendable
  public static func encode(_ items: [Item]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(Document(version: Self.version, items: items))
  }
}
