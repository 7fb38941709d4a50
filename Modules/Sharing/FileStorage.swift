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
  /// Where values are encoded and written: one at a time, in the order they were asked for (so
  /// that the newest value is written last), on a thread of its own — never on a thread of Swift
  /// concurrency's pool, which the main actor also needs while a large value takes seconds.
  private let writer = DispatchQueue(label: "FileStorage.writer", qos: .utility)

  private struct WriteQueue {
    var pending: [URL: Job] = [:]
    var order: [URL] = []
    var lastErrors: [URL: any Error] = [:]
    /// What the last successful write of each file wrote, as a digest: a write of the same
    /// contents again is skipped (a change's delayed write and an explicit `save()` of it).
    var written: [URL: ContentDigest] = [:]
    var isTimerRunning = false
  }

  /// A pending write: the value is encoded when it is written (or read back), not when it
  /// changes, so that a change of a large value costs its writer nothing until the write.
  struct Job: Sendable {
    var encode: @Sendable () throws -> Data
    var write: @Sendable (Data) throws -> Void
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
    await withCheckedContinuation { continuation in
      self.writer.async {
        self.writePending()
        continuation.resume()
      }
    }
    if let error = self.queue.value.lastErrors.values.first {
      throw error
    }
  }

  /// The contents a pending write will give `url`: what a new reference of the file loads, so
  /// that a change is never lost to a reload before it is written.
  func pendingData(_ url: URL) throws -> Data? {
    try self.queue.value.pending[url]?.encode()
  }

  func schedule(
    _ url: URL,
    encode: @escaping @Sendable () throws -> Data,
    write: @escaping @Sendable (Data) throws -> Void,
    didFinish: @escaping @Sendable ((any Error)?) -> Void
  ) {
    let startsTimer = self.queue.withValue { queue -> Bool in
      if var job = queue.pending[url] {
        job.encode = encode
        job.write = write
        job.didFinish.append(didFinish)
        queue.pending[url] = job
      } else {
        queue.pending[url] = Job(encode: encode, write: write, didFinish: [didFinish])
        queue.order.append(url)
      }
      guard !queue.isTimerRunning else { return false }
      queue.isTimerRunning = true
      return true
    }
    guard startsTimer else { return }
    let (seconds, attoseconds) = self.saveDelay.components
    let delay = DispatchTimeInterval.nanoseconds(
      Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    // Holds the storage until the write: a change is written even if every reference of its
    // file went away meanwhile.
    self.writer.asyncAfter(deadline: .now() + delay) {
      self.writePending()
    }
  }

  /// Writes a file now, on the writer's thread, and waits for it: the pending write of the file,
  /// which this one covers, is taken off the queue first (so that the value is not encoded
  /// twice). A save cancelled before its turn (a newer one replaced it) writes nothing and
  /// throws `CancellationError`.
  func writeNow(
    _ url: URL,
    encode: @escaping @Sendable () throws -> Data,
    write: @escaping @Sendable (Data) throws -> Void
  ) async throws {
    let replaced = self.queue.withValue { queue -> Job? in
      queue.order.removeAll { $0 == url }
      return queue.pending.removeValue(forKey: url)
    }
    let isCancelled = LockIsolated(Task.isCancelled)
    let error = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
        self.writer.async {
          guard !isCancelled.value else {
            continuation.resume(returning: CancellationError())
            return
          }
          do {
            let data = try encode()
            continuation.resume(returning: self.perform(url, data) { try write(data) })
          } catch {
            continuation.resume(returning: error)
          }
        }
      }
    } onCancel: {
      isCancelled.setValue(true)
    }
    replaced?.didFinish.forEach { $0(error) }
    if let error { throw error }
  }

  /// Writes every pending change; runs on the writer's thread.
  private func writePending() {
    let jobs = self.queue.withValue { queue -> [(URL, Job)] in
      let jobs = queue.order.compactMap { url in queue.pending[url].map { (url, $0) } }
      queue.pending = [:]
      queue.order = []
      queue.isTimerRunning = false
      return jobs
    }
    for (url, job) in jobs {
      let error: (any Error)?
      do {
        let data = try job.encode()
        error = self.perform(url, data) { try job.write(data) }
      } catch let encodingError {
        self.queue.withValue { $0.lastErrors[url] = encodingError }
        error = encodingError
      }
      job.didFinish.forEach { $0(error) }
    }
  }

  /// Runs a write, unless the file already holds `data` from this storage's last write of it;
  /// runs on the writer's thread.
  private func perform(
    _ url: URL,
    _ data: Data,
    _ write: @Sendable () throws -> Void
  ) -> (any Error)? {
    let digest = ContentDigest(data)
    if self.queue.withValue({ $0.written[url] == digest && $0.lastErrors[url] == nil }) {
      return nil
    }
    do {
      try write()
      self.queue.withValue { queue in
        queue.lastErrors[url] = nil
        queue.written[url] = digest
      }
      return nil
    } catch let error as CancellationError {
      // Nothing was written: the file is as it was, failed or not.
      return error
    } catch {
      self.queue.withValue { queue in
        queue.lastErrors[url] = error
        queue.written[url] = nil
      }
      return error
    }
  }
}

/// The length and a 64-bit hash of every byte of a file's contents: enough to tell that a
/// write would write what the file already holds, without keeping a copy of the contents.
struct ContentDigest: Equatable {
  let count: Int
  let hash: Int

  init(_ data: Data) {
    var hasher = Hasher()
    data.withUnsafeBytes { hasher.combine(bytes: $0) }
    self.count = data.count
    self.hash = hasher.finalize()
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
