import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation

/// The inventory file in memory, for tests: every write is recorded (decoded, in `saves`), and
/// writes can be made to fail like a full disk.
final class InventoryDisk: Sendable {
  /// The items of every write, in order.
  let saves = LockIsolated<[[Item]]>([])
  /// The error every write throws while it is set.
  let failure = LockIsolated<(any Error)?>(nil)
  /// The storage to give `\.defaultFileStorage`.
  let storage: FileStorage
  private let files: InMemoryFiles

  /// A disk whose inventory file holds `contents` (none by default).
  init(contents: Data? = nil) {
    let files = InMemoryFiles()
    let saves = self.saves
    let failure = self.failure
    self.files = files
    self.storage = FileStorage(
      directory: URL(fileURLWithPath: "/in-memory"),
      read: { files[$0] },
      writeAtomically: { data, url in
        if let error = failure.value { throw error }
        saves.withValue { $0.append(try! InventoryFileFormat.decode(data, path: url.path)) }
        files[url] = data
      }
    )
    if let contents { files[self.file] = contents }
  }

  /// A disk whose inventory file holds `items`, as an earlier run saved them.
  convenience init(items: [Item]) {
    self.init(contents: try! InventoryFileFormat.encode(items))
  }

  /// The inventory file.
  var file: URL {
    self.storage.directory.appendingPathComponent(InventoryFileFormat.fileName)
  }

  /// The file's contents now.
  var contents: Data? {
    self.files[self.file]
  }

  /// The items the file holds now.
  var items: [Item]? {
    self.contents.map { try! InventoryFileFormat.decode($0, path: self.file.path) }
  }
}

extension Shared where Value == IdentifiedArrayOf<Item> {
  /// The inventory's items when they are `items` (the test's `\.defaultFileStorage` has no
  /// inventory file yet: the items are the shared value's default, and nothing is written).
  static func inventory(_ items: [Item]) -> Self {
    @Shared(.inventory) var shared = IdentifiedArray(uniqueElements: items)
    return $shared
  }
}

extension Inventory.State {
  /// The state a store makes when the inventory holds `items` (see ``Shared/inventory(_:)``).
  static func holding(_ items: [Item]) -> Self {
    Self(items: .inventory(items))
  }
}
