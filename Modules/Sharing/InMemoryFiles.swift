import Dependencies
import Foundation

/// A file system in memory, for tests and previews: what the ``FileStorage`` of
/// ``FileStorage/inMemory(_:directory:saveDelay:)`` reads and writes.
///
/// Setting a file through its subscript plays another program changing it: the storages that
/// watch the file hear of it at once, as a storage on disk hears of a change through its watch.
public final class InMemoryFiles: Sendable {
  private let files = LockIsolated<[String: Data]>([:])
  private let writes = LockIsolated(0)
  private let watchers = LockIsolated(Watchers())

  private struct Watchers {
    var byPath: [String: [Int: @Sendable () -> Void]] = [:]
    var nextID = 0
  }

  /// An empty file system.
  public init() {}

  /// The contents of the file at `url`; `nil` when there is none. Setting it does not count as
  /// a write; it tells the storages that watch the file, as a change by another program would
  /// (`nil` deletes the file).
  public subscript(url: URL) -> Data? {
    get { self.files.value[url.standardizedFileURL.path] }
    set {
      let path = url.standardizedFileURL.path
      self.files.withValue { $0[path] = newValue }
      let watchers = self.watchers.withValue { Array(($0.byPath[path] ?? [:]).values) }
      for onChange in watchers {
        onChange()
      }
    }
  }

  /// How many times a storage wrote a file.
  public var writeCount: Int { self.writes.value }

  func write(_ data: Data, to url: URL) {
    self.writes.withValue { $0 += 1 }
    self[url] = data
  }

  /// Calls `onChange` after every change of the file at `url`, until the subscription is
  /// cancelled.
  func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let path = url.standardizedFileURL.path
    let id = self.watchers.withValue { watchers in
      let id = watchers.nextID
      watchers.nextID += 1
      watchers.byPath[path, default: [:]][id] = onChange
      return id
    }
    return SharedSubscription { [watchers = self.watchers] in
      watchers.withValue { watchers in
        watchers.byPath[path]?[id] = nil
        if watchers.byPath[path]?.isEmpty ?? false {
          watchers.byPath[path] = nil
        }
      }
    }
  }
}

extension FileStorage {
  /// A storage over files in memory, that watches them: a change made through the files'
  /// subscript is loaded as one by another program.
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
      writeAtomically: { data, url in files.write(data, to: url) },
      watch: { url, onChange in files.watch(url, onChange) }
    )
  }
}
