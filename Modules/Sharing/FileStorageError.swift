import Foundation

/// Why a ``FileStorageKey`` could not load or save its file.
public enum FileStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but does not hold a value of the key's type.
  case corruptFile(path: String, reason: String)
  /// The file exists but could not be read.
  case unreadableFile(path: String, reason: String)
  /// Writing failed; the previous file is intact.
  case saveFailed(path: String, reason: String)
  /// Another program changed (or deleted) the file after this storage last read or wrote it:
  /// the save was refused, so the other program's contents stay, and they are loaded in place
  /// of the unsaved value.
  case changedOnDisk(path: String)
  /// The storage is ``FileStorage/unconfigured``: the app has not given `\.defaultFileStorage`
  /// the storage it must set.
  case unconfigured

  /// What happened, which file, and what became of it, in a sentence or two.
  public var description: String {
    switch self {
    case .corruptFile(let path, let reason):
      "The file at \(path) is corrupt (\(reason)). It was left untouched; "
        + "move it away or repair it to continue."
    case .unreadableFile(let path, let reason):
      "The file at \(path) could not be read (\(reason)). It was left untouched."
    case .saveFailed(let path, let reason):
      "The file at \(path) could not be saved (\(reason)). The previous file is intact."
    case .changedOnDisk(let path):
      "The file at \(path) was changed by another program after this app last read it. It was "
        + "not overwritten: the app now holds what the file holds (its default value if the "
        + "file is gone)."
    case .unconfigured:
      "No file storage is configured: set 'DependencyValues.defaultFileStorage' when the app "
        + "starts."
    }
  }

  /// A failure said briefly: a decoding error's kind and place, another error's description.
  /// What a ``FileStorage`` says unless it is given its own way to describe errors.
  ///
  /// - Parameter error: The failure.
  /// - Returns: A few words, in lower case, without the file's path.
  @Sendable
  public static func reason(for error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return located("has no field `\(key.stringValue)`", context.codingPath)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return located("has a value of the wrong type", context.codingPath)
    case DecodingError.dataCorrupted(let context):
      return located(
        context.codingPath.isEmpty ? "is not valid JSON" : "has a value that cannot be read",
        context.codingPath
      )
    default:
      return String(describing: error)
    }
  }

  private static func located(_ reason: String, _ path: [any CodingKey]) -> String {
    let path = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? reason : "\(reason) at \(path.joined(separator: "."))"
  }
}
