import Foundation

/// Why the app may not use a data folder (see ``DataFolderLock``).
public enum DataFolderLockError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Another process holds the folder's files: the folder itself (`sharedFile` is `nil`), or a
  /// file it shares with another folder through a link (`sharedFile` is that file).
  case inUse(folder: String, sharedFile: String?, processID: Int32?)
  /// The folder cannot be created, or one of its locks cannot be taken (`path`, `reason`).
  case cannotLock(path: String, reason: String)

  public var description: String {
    switch self {
    case .inUse(let folder, let sharedFile, let processID):
      let holder = processID.map { "another CLIApp (process \($0))" } ?? "another CLIApp"
      let what =
        sharedFile.map { "The data folder \(folder) shares the file \($0), through a link, with" }
        ?? "The data folder \(folder) is in use by"
      return "\(what) \(holder). Quit it first, or give this one another folder with --data-dir."
    case .cannotLock(let path, let reason):
      return "The data folder cannot be locked: \(path) (\(reason)). Without the lock another "
        + "CLIApp could overwrite this one's changes, so nothing was read or written; give a "
        + "folder this user may write to with --data-dir."
    }
  }
}
