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
        // `decode` refuses a file that repeats an id, so no item is ever dropped here.
        IdentifiedArray(
          try InventoryFileFormat.decode(data, path: file.path),
          uniquingIDsWith: { first, _ in first })
      },
      encode: { try InventoryFileFormat.encode(Array($0)) }
    )
  }
}
