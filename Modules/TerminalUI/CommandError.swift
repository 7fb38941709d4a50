/// Why a typed command could not become an action: a message for the user.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong and what to type instead.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What went wrong and what to type instead.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { self.message }
}
