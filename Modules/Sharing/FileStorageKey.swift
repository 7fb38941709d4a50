import Dependencies
import Foundation

/// A ``SharedKey`` whose value lives in a file, as JSON (or another encoding).
///
/// Loads the file on first access (nothing there: the declared default), saves after changes
/// through its ``FileStorage`` (a burst of changes is written once). A file that cannot be read
/// or decoded is never overwritten: the load error stays on the reference (`$value.loadError`)
/// and every save fails with it, so that no data is lost. Nor is a file another program changed
/// since it was read: the save fails with ``FileStorageError/changedOnDisk(path:)`` and the
/// reference loads the other program's value. A storage that watches its files loads such a
/// change as soon as it happens, and a deleted file puts the declared default back.
public struct FileStorageKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  init(
    url: URL,
    storage: FileStorage,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    self.url = url.standardizedFileURL
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file and the storage it is read from.
  public var id: FileStorageKeyID {
    FileStorageKeyID(path: self.url.path, storage: ObjectIdentifier(self.storage))
  }

  /// `.fileStorage(file:///path)`.
  public var description: String { ".fileStorage(\(self.url))" }

  /// Loads the file's value; nothing stored when there is no file.
  ///
  /// Fails with ``FileStorageError`` when the file cannot be read or decoded, or with the error
  /// the key's decoder throws that is not a `DecodingError` (a format check of its own).
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: Result { try self.loadNow() })
  }

  /// Delivers the changes other programs make to the file, on the storage's writer thread: a
  /// new value, the declared default when the file is gone, or ``FileStorageError`` when what
  /// the file now holds cannot be read or decoded. The storage's own writes are not delivered.
  /// Without watching (``FileStorage/isWatching``), a change is delivered when a save finds it.
  public func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.storage.observe(self.url) { result in
      switch result {
      case .success(nil):
        subscriber.yieldReturningInitialValue()
      case .success(let data?):
        subscriber.yield(with: Result { try self.decoded(data) })
      case .failure(let error):
        subscriber.yield(throwing: self.readError(error))
      }
    }
  }

  /// Saves the value: after a change, through the storage's schedule (a burst of changes is
  /// written once, encoded when it is written); when the user asks, at once.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch context {
    case .didSet:
      self.storage.schedule(
        self.url,
        encode: { try self.encoded(value) },
        write: { try self.write($0) },
        didFinish: { error in
          continuation.resume(with: error.map { .failure($0) } ?? .success(()))
        }
      )
    case .userInitiated:
      // The save runs in a task of its own; a caller cancelled already cancels it (it then
      // writes nothing), as a cancelled `saveNow` would.
      let isCancelled = Task.isCancelled
      Task {
        if isCancelled { withUnsafeCurrentTask { $0?.cancel() } }
        do {
          try await self.saveNow(value)
          continuation.resume()
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  /// The file's value; `nil` when there is no file.
  ///
  /// - Throws: As ``load(context:continuation:)`` fails.
  public func loadNow() throws -> Value? {
    if let pending = try self.storage.pendingData(self.url) {
      return try self.decoded(pending)
    }
    let data: Data?
    do {
      data = try self.storage.load(self.url)
    } catch {
      throw self.readError(error)
    }
    return try data.map(self.decoded)
  }

  /// Writes the value now. A save cancelled before its turn to write (another write of the
  /// storage runs) writes nothing and throws `CancellationError`: a newer save replaced it.
  public func saveNow(_ value: Value) async throws {
    try await self.storage.writeNow(self.url, encode: { try self.encoded(value) }) { data in
      try self.write(data)
    }
  }

  private func write(_ data: Data) throws {
    let existing = try self.readExisting()
    // Nothing to write when the file holds the value already; after a failure, the write is
    // tried again all the same, so that its outcome is what the reference shows.
    if existing == data, !self.storage.lastWriteFailed(self.url) { return }
    let isChanged = self.storage.noticeChange(self.url, current: existing)
    // Never replace a file that cannot be read back: it may hold what a newer app or the user
    // needs.
    if let existing {
      _ = try self.decoded(existing)
    }
    // Nor one another program changed since this storage read it: its change is loaded instead.
    if isChanged {
      throw FileStorageError.changedOnDisk(path: self.url.path)
    }
    do {
      try self.storage.writeAtomically(data, self.url)
    } catch {
      throw FileStorageError.saveFailed(
        path: self.url.path, reason: self.storage.describeError(error))
    }
  }

  private func readExisting() throws -> Data? {
    do {
      return try self.storage.read(self.url)
    } catch {
      throw self.readError(error)
    }
  }

  private func readError(_ error: any Error) -> any Error {
    if error is FileStorageError { return error }
    return FileStorageError.unreadableFile(
      path: self.url.path, reason: self.storage.describeError(error))
  }

  private func decoded(_ data: Data) throws -> Value {
    do {
      return try self.decode(data)
    } catch let error as DecodingError {
      throw FileStorageError.corruptFile(
        path: self.url.path, reason: self.storage.describeError(error))
    }
  }

  private func encoded(_ value: Value) throws -> Data {
    do {
      return try self.encode(value)
    } catch {
      throw FileStorageError.saveFailed(
        path: self.url.path, reason: self.storage.describeError(error))
    }
  }
}

/// What makes two ``FileStorageKey``s the same: their file and storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let path: String
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// A value stored as JSON in the file at `url`, in the current
  /// `\.defaultFileStorage`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL(fileURLWithPath: "/data/favorites.json"))) var favorites: [Int] = []
  /// ```
  ///
  /// - Parameter url: The file.
  /// - Returns: The key.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(
      url: url,
      storage: storage,
      decode: { try JSONDecoder().decode(Value.self, from: $0) },
      encode: { value in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
      }
    )
  }

  /// A value stored as JSON in the file `name` of the storage's folder
  /// (``FileStorage/directory``).
  ///
  /// ```swift
  /// @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
  /// ```
  ///
  /// - Parameter name: The file's name (or a relative path) in the storage's folder.
  /// - Returns: The key.
  public static func fileStorage<Value: Codable & Sendable>(_ name: String) -> Self
  where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return .fileStorage(storage.directory.appendingPathComponent(name))
  }

  /// A value stored in the file at `url` with a format of your own: `decode` may check a
  /// version and throw an error of its own, which loading and saving report as it is.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decode: Reads a value from the file's contents.
  ///   - encode: Writes a value as the file's contents.
  /// - Returns: The key.
  public static func fileStorage<Value: Sendable>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(url: url, storage: storage, decode: decode, encode: encode)
  }
}
