import Foundation
import ItemFormFeature
import Navigation

/// Loads and saves the inventory's items.
public struct InventoryClient: Sendable {
  /// The saved items; empty when nothing was saved yet.
  public var load: @Sendable () async throws -> [Item]
  /// Replaces the saved items; either all are saved or the previous save stays intact.
  public var save: @Sendable ([Item]) async throws -> Void

  public init(
    load: @escaping @Sendable () async throws -> [Item],
    save: @escaping @Sendable ([Item]) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }
}

/// Why the inventory could not be loaded or saved.
public enum InventoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not a valid inventory.
  case corruptFile(path: String, reason: String)
  /// The file was written by a newer version of the app.
  case newerVersion(path: String, version: Int, supported: Int)
  /// The file exists but could not be read.
  case unreadableFile(path: String, reason: String)
  /// Saving failed; the previous file is intact.
  case saveFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .corruptFile(let path, let reason):
      "The inventory file at \(path) is corrupt (\(reason)). It was left untouched; "
        + "move it away or repair it to continue."
    case .newerVersion(let path, let version, let supported):
      "The inventory file at \(path) has format version \(version), but this app reads up "
        + "to version \(supported). It was left untouched; use a newer app."
    case .unreadableFile(let path, let reason):
      "The inventory file at \(path) could not be read (\(reason)). It was left untouched."
    case .saveFailed(let path, let reason):
      "The inventory could not be saved to \(path) (\(reason)). The previous file is intact."
    }
  }
}

extension InventoryClient: TestDependencyKey {
  public static let testValue = InventoryClient(
    load: unimplemented("InventoryClient.load", placeholder: []),
    save: unimplemented("InventoryClient.save")
  )

  public static var previewValue: InventoryClient {
    let items = LockIsolated(Item.samples)
    return InventoryClient(
      load: { items.value },
      save: { items.setValue($0) }
    )
  }
}

extension Item {
  /// Sample items for previews and demos.
  public static let samples: [Item] = [
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!,
      name: "Keyboard", color: .blue, status: .inStock(quantity: 100)),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!,
      name: "Charger", color: .yellow, status: .inStock(quantity: 20)),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000C")!,
      name: "Phone", color: .green, status: .outOfStock(isOnBackOrder: true)),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000D")!,
      name: "Headphones", color: .red, status: .outOfStock(isOnBackOrder: false)),
  ]
}

extension DependencyValues {
  /// Loads and saves the inventory.
  public var inventoryClient: InventoryClient {
    get { self[InventoryClient.self] }
    set { self[InventoryClient.self] = newValue }
  }
}
