/// The error an unimplemented throwing endpoint throws, after reporting the issue.
///
/// A `@DependencyClient`'s `init()` makes every endpoint unimplemented; a throwing one that is
/// called before being given an implementation reports "Unimplemented: 'Client.endpoint'" and
/// throws this error, so the code under test takes its failure path instead of going on with a
/// made-up value.
public struct Unimplemented: Error, CustomStringConvertible, Sendable {
  /// The endpoint that was called, as `Client.endpoint`.
  public let endpoint: String

  /// An error for the unimplemented `endpoint`.
  ///
  /// - Parameter endpoint: The endpoint that was called, as `Client.endpoint`.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }

  /// "Unimplemented: 'Client.endpoint'".
  public var description: String {
    "Unimplemented: '\(self.endpoint)'"
  }
}
