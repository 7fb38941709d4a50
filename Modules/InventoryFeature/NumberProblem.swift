import Foundation

/// A number in a JSON document that no field of the inventory can hold: every number the format
/// has is a whole number that fits an `Int`. Found only after `JSONDecoder` failed, which calls
/// such a document "not valid JSON" without saying where.
struct NumberProblem: Equatable, CustomStringConvertible {
  /// Where the number is, as `items.0.status.inStock.quantity`.
  var path: [String]
  /// The number as the document writes it.
  var text: String

  var description: String {
    "the number \(self.text.prefix(40)) at \(self.path.joined(separator: ".")) is not a whole "
      + "number from \(Int.min) to \(Int.max)"
  }

  /// The first such number in `data`, depth first; `nil` when there is none or `data` is not
  /// JSON.
  static func first(in data: Data) -> NumberProblem? {
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
