import Foundation

/// A file operation that failed, said the way a person would: "permission denied", "is a
/// directory", "is not a regular file", "is a symbolic link to /x, which does not exist".
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in lower case, without the path (the message around it names the file).
  public var description: String

  public init(_ description: String) {
    self.description = description
  }

  /// The failure behind a POSIX error number (`EACCES` is "permission denied").
  public init(errno code: Int32) {
    self.init(Self.text(of: code))
  }

  /// The C library's text for an error number, starting in lower case.
  static func text(of code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }

  /// The error as a reason for a message: the text of a POSIX or Foundation error, the field a
  /// JSON document lacks, never the raw dump of an `NSError` or a `CodingKey`.
  public static func reason(for error: any Error) -> String {
    switch error {
    case let error as FileError:
      return error.description
    case let error as POSIXError:
      return Self.text(of: error.code.rawValue)
    case let error as DecodingError:
      return Self.reason(for: error)
    default:
      let error = error as NSError
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
        return Self.reason(for: underlying)
      }
      if error.domain == NSPOSIXErrorDomain {
        return Self.text(of: Int32(error.code))
      }
      return error.localizedDescription
    }
  }

  private static func reason(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return Self.located("has no field `\(key.stringValue)`", context.codingPath)
    case .typeMismatch(let type, let context):
      return Self.located("expected \(Self.kind(of: type))", context.codingPath)
    case .valueNotFound(let type, let context):
      return Self.located("expected \(Self.kind(of: type)), found null", context.codingPath)
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { Self.reason(for: $0) }
      let text =
        context.codingPath.isEmpty
        ? "is not valid JSON" : underlying ?? "has a value that cannot be read"
      return Self.located(text, context.codingPath)
    @unknown default:
      return "cannot be read"
    }
  }

  /// "`reason` at items.0.name", or the reason alone at the top of the document.
  private static func located(_ reason: String, _ path: [any CodingKey]) -> String {
    let path = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? reason : "\(reason) at \(path.joined(separator: "."))"
  }

  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type, is Int64.Type, is Int32.Type: "a whole number"
    case is Double.Type, is Float.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "a list"
    case is [String: Any].Type: "an object"
    default:
      String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
