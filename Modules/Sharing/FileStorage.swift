import Dependencies
import Foundation

/// The files the `.fileStorage` keys read and write, and the queue of their pending writes.
///
/// A change is not written at once: the storage waits ``saveDelay`` after the first change of a
/// burst, then writes the newest value once. ``flush()`` writes every pending change now (the
/// app calls it when it quits) and says whether the last write of every file succeeded.
///
/// A storage that can watch its files (``fileSystem``, ``inMemory(_:directory:saveDelay:)``)
/// loads a change another program makes into the running app. Whether it watches or not, a write
/// first checks that the file still holds what this storage last read or wrote: a file another
/// program changed meanwhile is never overwritten (``FileStorageError/changedOnDisk(path:)``).
///
/// The live value of `\.defaultFileStorage` is ``fileSystem``. An app may give the storage its
/// own file operations when it starts
/// (``init(directory:saveDelay:read:writeAtomically:describeError:)``, or
/// ``init(directory:saveDelay:read:writeAtomically:describeError:watch:)`` to watch them);
/// tests use ``inMemory(_:directory:saveDelay:)``, the test value, so they never touch the disk
/// unless they ask to.
public final class FileStorage: Sendable {
  /// The folder relative file names resolve against (`.fileStorage("favorites.json")`).
  public let directory: URL
  /// How long the first change of a burst waits before the burst is written.
  public let saveDelay: Duration
  let read: @Sendable (URL) throws -> Data?
  let writeAtomically: @Sendable (Data, URL) throws -> Void
  let describeError: @Sendable (any Error) -> String
  let watch: (@Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription)?
  private let queue = LockIsolated(WriteQueue())
  private let observers = LockIsolated(Observers())
  /// Where values are encoded and written: one at a time, in the order they were asked for (so
  /// that the newest value is written last), on a thread of its own — never on a thread of Swift
  /// concurrency's pool, which the main actor also needs while a large value takes seconds.
  private let writer = DispatchQueue(label: "FileStorage.writer", qos: .utility)

  private struct WriteQueue {
    var pending: [URL: Job] = [:]
    var order: [URL] = []
    /// The writes under way, taken off ``pending``: what a load of their file returns until
    /// they land.
    var inFlight: [URL: Job] = [:]
    var lastErrors: [URL: any Error] = [:]
    /// What each file held when this storage last read or wrote it: a file that holds something
    /// else was changed by another program.
    var known: [URL: FileState] = [:]
    /// How many writes of each file landed: a load that read the file before a write landed
    /// does not record what it read.
    var writeCount: [URL: Int] = [:]
    var isTimerRunning = false
  }

  /// Who listens to each file's outside changes, and the watches that tell of them.
  private struct Observers {
    var handlers: [URL: [Int: @Sendable (Result<Data?, any Error>) -> Void]] = [:]
    var watches: [URL: SharedSubscription] = [:]
    var nextID = 0
  }

  /// A pending write: the value is encoded when it is written (or read back), not when it
  /// changes, so that a change of a large value costs its writer nothing until the write.
  struct Job: Sendable {
    var encode: @Sendable () throws -> Data
    var write: @Sendable (Data) throws -> Void
    var didFinish: [@Sendable ((any Error)?) -> Void]
  }

  /// A storage over the given file operations, that does not watch its files: a change
  /// another program makes is noticed when a write finds it (and is then loaded, not
  /// overwritten).
  ///
  /// - Parameters:
  ///   - directory: The folder relative file names resolve against.
  ///   - saveDelay: How long a burst of changes waits before it is written.
  ///   - read: The contents of a file, or `nil` when it does not exist.
  ///   - writeAtomically: Replaces a file's contents all at once: the old contents stay if
  ///     anything fails.
  ///   - describeError: Says in a few words why an operation failed or a file could not be
  ///     decoded, for the messages of ``FileStorageError``.
  public convenience init(
    directory: URL,
    saveDelay: Duration = .milliseconds(200),
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    describeError: @escaping @Sendable (any Error) -> String = FileStorageError.reason(for:)
  ) {
    self.init(
      directory: directory, saveDelay: saveDelay, read: read, writeAtomically: writeAtomically,
      describeError: describeError, watchFile: nil)
  }

  /// A storage over the given file operations, that watches its files: a change another
  /// program makes is loaded as soon as `watch` tells of it.
  ///
  /// - Parameters:
  ///   - directory: The folder relative file names resolve against.
  ///   - saveDelay: How long a burst of changes waits before it is written.
  ///   - read: The contents of a file, or `nil` when it does not exist.
  ///   - writeAtomically: Replaces a file's contents all at once: the old contents stay if
  ///     anything fails.
  ///   - describeError: Says in a few words why an operation failed or a file could not be
  ///     decoded, for the messages of ``FileStorageError``.
  ///   - watch: Starts watching a file: calls its closure, from any thread, whenever the file
  ///     may have changed (written, created, replaced, moved away or deleted), until the
  ///     returned subscription is cancelled.
  public convenience init(
    directory: URL,
    saveDelay: Duration = .milliseconds(200),
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    describeError: @escaping @Sendable (any Error) -> String = FileStorageError.reason(for:),
    watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  ) {
    self.init(
      directory: directory, saveDelay: saveDelay, read: read, writeAtomically: writeAtomically,
      describeError: describeError, watchFile: watch)
  }

  private init(
    directory: URL,
    saveDelay: Duration,
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    describeError: @escaping @Sendable (any Error) -> String,
    watchFile: (@Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription)?
  ) {
    self.directory = directory
    self.saveDelay = saveDelay
    self.read = read
    self.writeAtomically = writeAtomically
    self.describeError = describeError
    self.watch = watchFile
  }

  /// Whether the storage watches its files for changes made by other programs.
  public var isWatching: Bool { self.watch != nil }

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

  /// The contents a pending (or running) write will give `url`: what a new reference of the
  /// file loads, so that a change is never lost to a reload before it is written.
  func pendingData(_ url: URL) throws -> Data? {
    let job = self.queue.withValue { $0.pending[url] ?? $0.inFlight[url] }
    return try job?.encode()
  }

  /// Reads a file for a load, and remembers what it held: a later write checks that nobody
  /// changed it meanwhile.
  func load(_ url: URL) throws -> Data? {
    let writes = self.queue.withValue { $0.writeCount[url, default: 0] }
    let data = try self.read(url)
    let state = FileState(data)
    self.queue.withValue { queue in
      if queue.writeCount[url, default: 0] == writes {
        queue.known[url] = state
      }
    }
    return data
  }

  /// Whether the last write of `url` failed (or was refused) and no write of it succeeded since.
  func lastWriteFailed(_ url: URL) -> Bool {
    self.queue.withValue { $0.lastErrors[url] != nil }
  }

  /// Whether another program changed the file since this storage last read or wrote it; if it
  /// did, the file's observers load what it holds now. A file that is gone counts as unchanged:
  /// writing it again loses nothing of anyone's. Runs on the writer's thread, before a write.
  func noticeChange(_ url: URL, current: Data?) -> Bool {
    guard let current else { return false }
    guard let known = self.queue.withValue({ $0.known[url] }), known != FileState(current) else {
      return false
    }
    self.writer.async { self.reload(url) }
    return true
  }

  /// Calls `handler` with the file's contents (or why they cannot be read) whenever another
  /// program changes it: as the storage's watch tells, or when a write finds the change. Calls
  /// come from the storage's writer thread, one at a time.
  func observe(
    _ url: URL,
    _ handler: @escaping @Sendable (Result<Data?, any Error>) -> Void
  ) -> SharedSubscription {
    let watch = self.watch
    let id = self.observers.withValue { observers in
      let id = observers.nextID
      observers.nextID += 1
      if observers.handlers[url, default: [:]].isEmpty, let watch {
        observers.watches[url] = watch(url) { [weak self] in
          guard let self else { return }
          self.writer.async { self.reload(url) }
        }
      }
      observers.handlers[url, default: [:]][id] = handler
      return id
    }
    if watch != nil {
      // A change made between the load and the start of the watch.
      self.writer.async { self.reload(url) }
    }
    return SharedSubscription { [weak self] in
      let watch = self?.observers.withValue { observers -> SharedSubscription? in
        observers.handlers[url]?[id] = nil
        guard observers.handlers[url]?.isEmpty ?? false else { return nil }
        observers.handlers[url] = nil
        return observers.watches.removeValue(forKey: url)
      }
      watch?.cancel()
    }
  }

  /// Reads a file that may have changed and, when it holds something else than this storage
  /// last read or wrote, drops the file's pending write (it would overwrite the change) and
  /// hands the contents to the file's observers. Runs on the writer's thread.
  private func reload(_ url: URL) {
    let handlers = self.observers.withValue { Array(($0.handlers[url] ?? [:]).values) }
    guard !handlers.isEmpty else { return }
    let result = Result { try self.read(url) }
    if case .success(let data) = result {
      let state = FileState(data)
      let (isChange, dropped) = self.queue.withValue { queue -> (Bool, Job?) in
        let known = queue.known[url]
        guard known != state else { return (false, nil) }
        queue.known[url] = state
        // Nothing to compare with: what the file holds becomes what this storage knows of it.
        guard known != nil else { return (false, nil) }
        guard let job = queue.pending.removeValue(forKey: url) else { return (true, nil) }
        queue.order.removeAll { $0 == url }
        queue.lastErrors[url] = FileStorageError.changedOnDisk(path: url.path)
        return (true, job)
      }
      dropped?.didFinish.forEach { $0(FileStorageError.changedOnDisk(path: url.path)) }
      guard isChange else { return }
    }
    for handler in handlers {
      handler(result)
    }
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
      queue.inFlight[url] = Job(encode: encode, write: write, didFinish: [])
      return queue.pending.removeValue(forKey: url)
    }
    let isCancelled = LockIsolated(Task.isCancelled)
    let error = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
        self.writer.async {
          defer { self.queue.withValue { $0.inFlight[url] = nil } }
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
      queue.inFlight.merge(queue.pending) { _, new in new }
      queue.pending = [:]
      queue.order = []
      queue.isTimerRunning = false
      return jobs
    }
    for (url, job) in jobs {
      defer { self.queue.withValue { $0.inFlight[url] = nil } }
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

  /// Runs a write (which skips a file that already holds `data`), and remembers what the file
  /// holds now; runs on the writer's thread.
  private func perform(
    _ url: URL,
    _ data: Data,
    _ write: @Sendable () throws -> Void
  ) -> (any Error)? {
    do {
      try write()
      self.queue.withValue { queue in
        queue.lastErrors[url] = nil
        queue.known[url] = FileState(data)
        queue.writeCount[url, default: 0] += 1
      }
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

/// What a file held: nothing, or contents of a digest.
enum FileState: Equatable, Sendable {
  case absent
  case contents(ContentDigest)

  init(_ data: Data?) {
    self = data.map { .contents(ContentDigest($0)) } ?? .absent
  }
}

/// The length and a 64-bit hash of every byte of a file's contents: enough to tell that a file
/// changed since this storage read or wrote it, without keeping a copy of the contents.
struct ContentDigest: Equatable, Sendable {
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
  /// The files the `.fileStorage` keys use: the disk, watched (``FileStorage/fileSystem``),
  /// when the app runs; in memory in tests and previews. An app may set its own when it starts.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageKeyDependency.self] }
    set { self[FileStorageKeyDependency.self] = newValue }
  }
}

private enum FileStorageKeyDependency: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory() }
  static var previewValue: FileStorage { .inMemory() }
}

extension FileStorage {
  /// A storage that refuses every read and write with ``FileStorageError/unconfigured``: for an
  /// app that must set its own storage before any `.fileStorage` key is used, so that nothing
  /// is read from or written to a folder it did not choose.
  public static let unconfigured = FileStorage(
    directory: URL(fileURLWithPath: "/"),
    read: { _ in throw FileStorageError.unconfigured },
    writeAtomically: { _, _ in throw FileStorageError.unconfigured }
  )
}
