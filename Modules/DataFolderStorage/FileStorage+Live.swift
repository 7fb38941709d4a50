import Foundation
import Sharing

extension FileStorage {
  /// The files of the app's data folder on disk, for the `.fileStorage` shared keys (the
  /// favorite primes): read with ``FileSystem/read``, written atomically with
  /// ``FileSystem/writeAtomically`` (a temporary file beside the target, flushed, then renamed
  /// over it), so a failure at any point leaves the previous file intact. Failures are said as
  /// ``FileError/reason(for:)`` says them.
  ///
  /// - Parameters:
  ///   - directory: The data folder; created on the first write.
  ///   - fileSystem: The file operations (replaced in tests to inject failures).
  ///   - saveDelay: How long a burst of changes waits before it is written.
  /// - Returns: The storage.
  public static func live(
    directory: URL,
    fileSystem: FileSystem = .posix,
    saveDelay: Duration = .milliseconds(200)
  ) -> FileStorage {
    FileStorage(
      directory: directory,
      saveDelay: saveDelay,
      read: fileSystem.read,
      writeAtomically: fileSystem.writeAtomically,
      describeError: { FileError.reason(for: $0) }
    )
  }
}
