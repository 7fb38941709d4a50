import Dependencies
import Foundation

/// The files the `.fileStorage` keys read and write, and the queue of their pending writes.
///
/// A change is not written at once: the storage waits ``saveDelay`` after the first change of a
/// burst, then writes the newest value once. ``flush()`` writes every pending change now (the
/// app calls it when it quits) and says whether the last write of every file succeeded.
///
/// The app gives the storage its file operations when it starts
/// (``init(directory:saveDelay:read:writeAtomically:describeError:)``); tests use
/// ``inMemory(_:directory:saveDelay:)``, the test value of `\.defaultFileStorage`, so they
/// never touch the disk unless they ask to.
public final class FileStorage: Sendable {
  /// The folder relative file names resolve against (`.fileStorage("favorites.json")`).
  public let directory: URL
  /// How long the first change of a burst waits before the burst is written.
  public let saveDelay: Duration
  let read: @Sendable (URL) throws -> Data?
  let writeAtomically: @Sendable (Data, URL) throws -> Void
  let describeError: @Sendable (any Error) -> String
  private let queue = LockIsolated(WriteQueue())
  // One write at a time, so that the newest value is always written last.
  private let writeLock = NSLock()

  private struct WriteQueue {
    var pending: [URL: Job] = [:]
    var order: [URL] = []
    var lastErrors: [URL: any Error] = [:]
    var isTimerRunning = false
  }

  struct Job: Sendable {
    var data: Data
    var write: @Sendable () throws -> Void
    var didFinish: [@Sendable ((any Error)?) -> Void]
  }

  /// A storage over the given file operations.
  ///
  /// - Parameters:
  ///   - directory: The folder relative file names resolve against.
  ///   - saveDelay: How long a burst of changes waits before it is written.
  ///   - read: The contents of a file, or `nil` when it does not exist.
  ///   - writeAtomically: Replaces a file's contents all at once: the old contents stay if
  ///     anything fails.
  ///   - describeError: Says in a few words why an operation failed or a file could not be
  ///     decoded, for the messages of ``FileStorageError``.
  public init(
    directory: URL,
    saveDelay: Duration = .milliseconds(200),
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    describeError: @escaping @Sendable (any Error) -> String = FileStorageError.reason(for:)
  ) {
    self.directory = directory
    self.saveDelay = saveDelay
    self.read = read
    self.writeAtomically = writeAtomically
    self.describeError = describeError
  }

  /// Whether a change waits to be written.
  public var hasPendingWrites: Bool {
    !self.queue.value.pending.isEmpty
  }

  /// Writes every pending change now, and waits for the writes.
  ///
  /// - Throws: The error of the last write of a file, for the first file whose last write
  ///   failed (this flush's or an earlier one's): that file still holds an older value.
  public func flush() async throws {
    self.writePending()
    if let error = self.queue.value.lastErrors.values.first {
      throw error
    }
  }

  /// The contents a pending write will give `url`: what a new reference of the file loads, so
  /// that a change is never lost to a reload before it is written.
  func pendingData(_ url: URL) -> Data? {
    self.queue.value.pending[url]?.data
  }

  func schedule(
    _ url: URL,
    data: Data,
    write: @escaping @Sendable () throws -> Void,
    didFinish: @escaping @Sendable ((any Error)?) -> Void
  ) {
    let startsTimer = self.queue.withValue { queue -> Bool in
      if var job = queue.pending[url] {
        job.data = data
        job.write = write
        job.didFinish.append(didFinish)
        queue.pending[url] = job
      } else {
        queue.pending[url] = Job(data: data, write: write, didFinish: [didFinish])
        queue.order.append(url)
      }
      guard !queue.isTimerRunning else { return false }
      queue.isTimerRunning = true
      return true
    }
    guard startsTimer else { return }
    let delay = self.saveDelay
    // Holds the storage until the write: a change is written even if every reference of its
    // file went away meanwhile.
    Task.detached {
      try? await Task.sleep(for: delay)
      self.writePending()
    }
  }

  func writeNow(_ url: URL, write: @escaping @Sendable () throws -> Void) throws {
    let (error, replaced) = self.writeLock.withLock {
      // A pending write of the same file is older: this one replaces it.
      let replaced = self.queue.withValue { queue -> Job? in
        queue.order.removeAll { $0 == url }
        return queue.pending.removeValue(forKey: url)
      }
      return (self.perform(url, write), replaced)
    }
    replaced?.didFinish.forEach { $0(error) }
    if let error { throw error }
  }

  private func writePending() {
    // Under the write lock from start to end: a flush that runs meanwhile waits for these writes.
    let finished = self.writeLock.withLock {
      let jobs = self.queue.withValue { queue -> [(URL, Job)] in
        let jobs = queue.order.compactMap { url in queue.pending[url].map { (url, $0) } }
        queue.pending = [:]
        queue.order = []
        queue.isTimerRunning = false
        return jobs
      }
      return jobs.map { url, job in (job, self.perform(url, job.write)) }
    }
    for (job, error) in finished {
      job.didFinish.forEach { $0(error) }
    }
  }

  /// Runs a write; called under the write lock.
  private func perform(_ url: URL, _ write: @Sendable () throws -> Void) -> (any Error)? {
    do {
      try write()
      self.queue.withValue { $0.lastErrors[url] = nil }
      return nil
    } catch let error as CancellationError {
      // Nothing was written: the file is as it was, failed or not.
      return error
    } catch {
      self.queue.withValue { $0.lastErrors[url] = error }
      return error
    }
  }
}

extension DependencyValues {
  /// The files the `.fileStorage` keys use: in memory in tests and previews. The app sets its
  /// own when it starts; until then every read and write fails with
  /// ``FileStorageError/unconfigured``, so nothing is silently lost.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageKeyDependency.self] }
    set { self[FileStorageKeyDependency.self] = newValue }
  }
}

private enum FileStorageKeyDependency: DependencyKey {
  static var liveValue: FileStorage { .unconfigured }
  static var testValue: FileStorage { .inMemory() }
  static var previewValue: FileStorage { .inMemory() }
}

extension FileStorage {
  /// A storage that refuses every read and write: the live value until the app sets one.
  static let unconfigured = FileStorage(
    directory: URL(fileURLWithPath: "/"),
    read: { _ in throw FileStorageError.unconfigured },
    writeAtomically: { _, _ in throw FileStorageError.unconfigured }
  )
}
