import CounterFeature
import Foundation
import ItemFormFeature
import Navigation
import PrimeFeature

/// A path into the app, like `counter:97/prime:12`: the stack to start with.
public enum DeepLink {
  /// The grammar, for error messages and help.
  public static let grammar =
    "segments separated by '/': counter:<whole number>, prime:<whole number>, item:<name>"

  /// The stack a deep link describes.
  ///
  /// - Parameters:
  ///   - link: The deep link.
  ///   - newID: Makes the ids of items in `item:` segments.
  /// - Returns: The stack's elements, bottom first.
  public static func parse(
    _ link: String,
    newID: () -> UUID
  ) throws(DeepLinkError) -> [Root.Path.State] {
    guard !link.isEmpty else { throw DeepLinkError("The deep link is empty; expected \(grammar).") }
    return try link.split(separator: "/", omittingEmptySubsequences: false).enumerated().map {
      (index, segment) throws(DeepLinkError) in
      try element(String(segment), position: index + 1, newID: newID)
    }
  }

  private static func element(
    _ segment: String,
    position: Int,
    newID: () -> UUID
  ) throws(DeepLinkError) -> Root.Path.State {
    let parts = segment.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let kind = parts.first.map(String.init) ?? ""
    let value = parts.count == 2 ? String(parts[1]) : nil
    func number() throws(DeepLinkError) -> Int {
      guard let value, let number = Int(value) else {
        throw DeepLinkError(
          "Segment \(position) ('\(segment.prefix(40))') needs a whole number, like "
            + "'\(kind.prefix(40)):42'; "
            + "expected \(grammar).")
      }
      return number
    }
    switch kind {
    case "counter":
      return .counter(Counter.State(count: try number()))
    case "prime":
      return .prime(Prime.State(number: try number()))
    case "item":
      guard let value, !value.isEmpty else {
        throw DeepLinkError(
          "Segment \(position) ('\(segment.prefix(40))') needs a name, like 'item:Keyboard'; "
            + "expected \(grammar).")
      }
      return .itemForm(ItemForm.State(item: Item(id: newID(), name: value)))
    default:
      throw DeepLinkError(
        "Segment \(position) ('\(segment.prefix(40))') is not a screen; expected \(grammar).")
    }
  }
}

/// Why a deep link could not be followed: what was wrong and what was expected.
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message for the user.
  public let message: String

  init(_ message: String) {
    self.message = message
  }

  public var description: String { self.message }
}
