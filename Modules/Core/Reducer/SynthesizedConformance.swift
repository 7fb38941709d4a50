/// A conformance that `@Reducer` adds to the `State` or `Action` enum it generates for an enum
/// of features.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Destination {
///   case counter(Counter)
/// }
/// ```
///
/// An extension does the same: `extension Destination.State: Equatable, Sendable {}`.
public struct SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}
