import FileFormat
import Foundation
import ItemFormFeature

/// The inventory's file format: `{"version": 1, "items": [...]}`, pretty-printed with sorted
/// keys.
///
/// A file is read whole or refused whole: a field this app does not know (saving would drop it),
/// two items with one id (saving would keep only one), a number too large for its field — each is
/// a ``InventoryError/corruptFile(path:reason:)`` that says where, and the file is left as it is.
public enum InventoryFileFormat {
  /// The format version this app writes, and the newest it reads.
  public static let version = 1

  /// The file's name in the app's data folder.
  public static let fileName = "inventory.json"

  /// The fields of a document, all of which this app reads and writes.
  static let fields: Set<String> = ["version", "items"]

  struct Document: Encodable {
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
  ///   inventory, have a version no app wrote, a field this app does not know, two items with the
  ///   same id, or a number that does not fit its field;
  ///   ``InventoryError/newerVersion(path:version:supported:)`` when a newer app wrote them; a
  ///   `DecodingError` when an item cannot be decoded (the key says it as a corrupt file).
  public static func decode(_ data: Data, path: String) throws -> [Item] {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      let problem = NumberProblem.first(in: data).flatMap { $0.path == ["version"] ? $0 : nil }
      throw InventoryError.corruptFile(
        path: path, reason: problem?.description ?? "not an inventory JSON document")
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
    let unknown = header.fields.subtracting(Self.fields).sorted()
    guard unknown.isEmpty else {
      let names = unknown.prefix(3).map { "`\($0.prefix(40))`" }.joined(separator: ", ")
      throw InventoryError.corruptFile(
        path: path,
        reason: "\(unknown.count == 1 ? "a field" : "fields") this app does not know, \(names)"
          + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
          + "; saving would drop \(unknown.count == 1 ? "it" : "them")")
    }
    let items: [Item]
    do {
      items = try decoder.decodeLocatingNumbers(Items.self, from: data).items
    } catch let problem as NumberProblem {
      throw InventoryError.corruptFile(path: path, reason: problem.description)
    }
    try Self.checkIDsAreUnique(items, path: path)
    return items
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

  /// Refuses two items with one id: the list keeps one item per id, so the next save would
  /// silently remove the other.
  private static func checkIDsAreUnique(_ items: [Item], path: String) throws {
    var firstIndex: [UUID: Int] = [:]
    firstIndex.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      guard let first = firstIndex[item.id] else {
        firstIndex[item.id] = index
        continue
      }
      throw InventoryError.corruptFile(
        path: path,
        reason: "item \(index + 1)\(items[index].quotedName) has the same id as item "
          + "\(first + 1)\(items[first].quotedName), \(item.id.uuidString); give one of them "
          + "a new id")
    }
  }

  /// The version and the names of the top-level fields.
  private struct Header: Decodable {
    var version: Int
    var fields: Set<String>

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      self.version = try container.decode(Int.self, forKey: AnyKey("version"))
      self.fields = Set(container.allKeys.map(\.stringValue))
    }
  }

  private struct Items: Decodable {
    var items: [Item]
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
