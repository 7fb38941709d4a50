import Foundation
import ItemFormFeature

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
