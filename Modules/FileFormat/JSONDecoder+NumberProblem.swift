import Foundation

extension JSONDecoder {
  /// Decodes a value as `decode(_:from:)` does, but says which number is wrong where
  /// `JSONDecoder` calls a valid document "not valid JSON" because a number does not fit its
  /// `Int` field (or is not whole).
  ///
  /// ```swift
  /// do {
  ///   favorites = try JSONDecoder().decodeLocatingNumbers([Int].self, from: data)
  /// } catch let problem as NumberProblem {
  ///   print(problem)  // the number 99999999999999999999 at 1 is not a whole number from …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: A JSON document.
  /// - Returns: The value.
  /// - Throws: A ``NumberProblem`` when the document is JSON but a number in it is not a whole
  ///   number that fits an `Int`; otherwise what `decode(_:from:)` throws.
  public func decodeLocatingNumbers<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws -> Value {
    do {
      return try self.decode(type, from: data)
    } catch let error as DecodingError {
      guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let problem = NumberProblem.first(in: data)
      else { throw error }
      throw problem
    }
  }
}
