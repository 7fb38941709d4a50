import Foundation

/// An item of the inventory: a name, a color from a palette, and its stock.
public struct Item: Equatable, Identifiable, Codable, Sendable {
  public var id: UUID
  public var name: String
  public var color: Color?
  public var status: Status

  public init(
    id: UUID, name: String = "", color: Color? = nil, status: Status = .inStock(quantity: 1)
  ) {
    self.id = id
    self.name = name
    self.color = color
    self.status = status
  }

  /// Whether the item can be shipped now, or is out of stock (possibly on back order).
  public enum Status: Equatable, Codable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)

    public var isInStock: Bool {
      guard case .inStock = self else { return false }
      return true
    }
  }

  /// The colors an item can have.
  public enum Color: String, CaseIterable, Codable, Sendable {
    case black, blue, green, red, white, yellow
  }
}
