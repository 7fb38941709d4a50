import Foundation

/// A fresh folder for one test's `--data-dir`, removed when the value is released.
final class TemporaryDataDirectory: Sendable {
  /// The folder every test folder lives in.
  static let root = FileManager.default.temporaryDirectory.appendingPathComponent("CLIAppTests")

  /// The folder.
  let url: URL

  /// Creates the folder.
  init() {
    self.url = Self.root.appendingPathComponent(UUID().uuidString)
    try! FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }

  /// The folder's path, for `--data-dir`.
  var path: String { self.url.path }

  /// The file the app keeps the inventory in.
  var inventoryFile: URL { self.url.appendingPathComponent("inventory.json") }

  /// The inventory file's bytes, or `nil` when there is none.
  func inventoryData() -> Data? {
    try? Data(contentsOf: self.inventoryFile)
  }

  /// Replaces the inventory file, as if an earlier run had saved it.
  func writeInventory(_ text: String) {
    try! Data(text.utf8).write(to: self.inventoryFile)
  }
}

/// The names of the files in a data directory but the app's lock files (`.inventory.json.lock`),
/// sorted.
func dataFileNames(_ directory: TemporaryDataDirectory) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { !($0.hasPrefix(".") && $0.hasSuffix(".lock")) }.sorted()
}

/// The inventory file of a data directory, read without the app's types.
struct InventoryFile {
  var version: Int
  var items: [[String: Any]]

  init?(_ directory: TemporaryDataDirectory) {
    guard
      let data = directory.inventoryData(),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let version = object["version"] as? Int,
      let items = object["items"] as? [[String: Any]]
    else { return nil }
    self.version = version
    self.items = items
  }

  /// The items' names, in order.
  var names: [String] { self.items.map { $0["name"] as? String ?? "?" } }
}
