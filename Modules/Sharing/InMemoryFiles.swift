import Dependencies
import Foundation

/// A file system in memory, for tests and previews: what the ``FileStorage`` of
/// ``FileStorage/inMemory(_:directory:saveDelay:)`` reads and writes.
public final class InMemoryFiles: Sendable {
  private let files = LockIsolated<[String: Data]>([:])
  private let writes = LockIsolated(0)

  /// An empty file system.
  public init() {}

  /// The contents of the file at `url`; `nil` when there is none. Setting it does not count as
  /// a write.
  public subscript(url: URL) -> Data? {
    get { self.files.value[url.standardizedFileURL.path] }
    set { self.files.withValue { $0[url.standardizedFileURL.path] = newValue } }
  }

  /// How many times a storage wrote a file.
  public var writeCount: Int { self.writes.value }

  func write(_ data: Data, to url: URL) {
    self.writes.withValue { $0 += 1 }
    self[url] = data
  }
}

extension FileStorage {
  /// A storage over files in memory.
  ///
  /// - Parameters:
  ///   - files: The file system; a new, empty one by default.
  ///   - directory: The folder relative file names resolve against.
  ///   - saveDelay: How long a burst of changes waits before it is written.
  /// - Returns: The storage.
  public static func inMemory(
    _ files: InMemoryFiles = InMemoryFiles(),
    directory: URL = URL(fileURLWithPath: "/in-memory"),
    saveDelay: Duration = .milliseconds(200)
  ) -> FileStorage {
    FileStorage(
      directory: directory,
      saveDelay: saveDelay,
      read: { files[$0] },
      writeAtomically: { data, url in files.write(data, to: url) }
    )
  }
}
