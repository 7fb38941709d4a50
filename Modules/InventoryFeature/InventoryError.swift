import Foundation
import Navigation

/// Why the inventory could not be loaded or saved.
public enum InventoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not a valid inventory.
  case corruptFile(path: String, reason: String)
  /// The file was written by a newer version of the app.
  case newerVersion(path: String, version: Int, supported: Int)
  /// The file exists but could not be read.
  case unreadableFile(path: String, reason: String)
  /// Saving failed; the previous file is intact.
  case saveFailed(path: String, reason: String)
  /// Another program changed the file since the app read it: the save was refused, and the
  /// other program's contents are kept (and loaded).
  case changedOnDisk(path: String)

  /// A load or save failure of the `.inventory` key, said as the inventory's: the file
  /// storage's errors keep their path and reason, the format's errors are already the
  /// inventory's, and anything else is an unreadable file (when loading) or a failed save.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - isSaving: Whether it happened while saving.
  public init(_ error: any Error, isSaving: Bool) {
    switch error {
    case let error as InventoryError:
      self = error
    case FileStorageError.corruptFile(let path, let reason):
      self = .corruptFile(path: path, reason: reason)
    case FileStorageError.unreadableFile(let path, let reason):
      self = .unreadableFile(path: path, reason: reason)
    case FileStorageError.saveFailed(let path, let reason):
      self = .saveFailed(path: path, reason: reason)
    case FileStorageError.changedOnDisk(let path):
      self = .changedOnDisk(path: path)
    default:
      self =
        isSaving
        ? .saveFailed(path: "inventory", reason: "\(error)")
        : .unreadableFile(path: "inventory", reason: "\(error)")
    }
  }

  public var description: String {
    switch self {
    case .corruptFile(let path, let reason):
      "The inventory file at \(path) is corrupt (\(reason)). It was left untouched; "
        + "move it away or repair it to continue."
    case .newerVersion(let path, let version, let supported):
      "The inventory file at \(path) has format version \(version), but this app reads up "
        + "to version \(supported). It was left untouched; use a newer app."
    case .unreadableFile(let path, let reason):
      "The inventory file at \(path) could not be read (\(reason)). It was left untouched."
    case .saveFailed(let path, let reason):
      "The inventory could not be saved to \(path) (\(reason)). The previous file is intact."
    case .changedOnDisk(let path):
      "Another program changed the inventory file at \(path) after it was read. Its contents "
        + "were kept and are shown; the change made here was not saved."
    }
  }
}
