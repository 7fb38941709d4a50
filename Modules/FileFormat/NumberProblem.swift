import Foundation

/// A number in a JSON document that no field of the app's files can hold: every number their
/// formats have is a whole number that fits an `Int`. Found only after `JSONDecoder` failed, which
/// calls such a document "not valid JSON" without saying where.
///
/// ```swift
/// NumberProblem.first(in: Data(#"{"a": [1, 99999999999999999999]}"#.utf8))?.description
/// // "the number 99999999999999999999 at a.1 is not a whole number from … to …"
/// ```
public struct NumberProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the number is, as `items.0.status.inStock.quantity` (an array's elements by index).
  public var path: [String]
  /// The number as the document writes it.
  public var text: String

  /// Creates a problem at `path` with the number written as `text`.
  public init(path: [String], text: String) {
    self.path = path
    self.text = text
  }

  /// "the number 99999999999999999999 at items.0.status.inStock.quantity is not a whole number
  /// from -9223372036854775808 to 9223372036854775807" (the number cut at 40 characters).
  public var description: String {
    "the number \(self.text.prefix(40)) at \(self.path.joined(separator: ".")) is not a whole "
      + "number from \(Int.min) to \(Int.max)"
  }

  /// The first such number in `data`, depth first (an object's fields in sorted order); `nil`
  /// when there is none or `data` is not JSON.
  ///
  /// - Parameter data: A JSON document.
  /// - Returns: The first number that is not a whole number fitting an `Int`.
  public static func first(in data: Data) -> NumberProblem? {
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return nil }
    return Self.first(in: object, path: [])
  }

  private static func first(in value: Any, path: [String]) -> NumberProblem? {
    switch value {
    case let object as [String: Any]:
      for key in object.keys.sorted() {
        if let problem = Self.first(in: object[key]!, path: path + [key]) { return problem }
      }
      return nil
    case let array as [Any]:
      for (index, element) in array.enumerated() {
        if let problem = Self.first(in: element, path: path + [String(index)]) { return problem }
      }
      return nil
    case let number as NSNumber:
      // A Boolean is an `NSNumber` too; it is not a number here.
      guard String(cString: number.objCType) != "c", Int(exactly: number) == nil else {
        return nil
      }
      return NumberProblem(path: path, text: "\(number)")
    default:
      return nil
    }
  }
}
