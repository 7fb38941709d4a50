import CoreTestSupport
import Foundation
import Sharing
import Testing

/// Counterparts of swift-sharing 2.8's `FileStorageTests`, one per test and named after it, that
/// check the same behaviour on Linux without Combine schedulers. These use files in memory;
/// ``LiveTests`` uses the disk. Where our design differs on purpose, a comment says how and why.
@Suite(.timeLimit(.minutes(1)))
struct FileStorageParityTests {
  let files = InMemoryFiles()
  let fileURL = URL(fileURLWithPath: "/in-memory/file.json")
  let anotherFileURL = URL(fileURLWithPath: "/in-memory/another-file.json")

  func withStorage<R>(
    saveDelay: Duration = .seconds(60),
    _ operation: (FileStorage) async throws -> R
  ) async throws -> R {
    let storage = FileStorage.inMemory(self.files, saveDelay: saveDelay)
    return try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      try await operation(storage)
    }
  }

  func users(_ url: URL) throws -> [User]? {
    try self.files[url].map { try JSONDecoder().decode([User].self, from: $0) }
  }

  @Test func basics() async throws {
    try await self.withStorage { storage in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      #expect($users.loadError == nil)
      // Upstream creates an empty file to watch it; we watch its folder and create nothing.
      #expect(self.files[self.fileURL] == nil)
      $users.withLock { $0.append(.blob) }
      // Upstream writes the first change at once; ours waits `saveDelay` (or a flush).
      try await storage.flush()
      #expect(try self.users(self.fileURL) == [.blob])
    }
  }

  @Test func customEncodeDecode() async throws {
    try await self.withStorage { storage in
      @Shared(.utf8String(self.fileURL)) var string = ""
      #expect($string.loadError == nil)
      #expect(self.files[self.fileURL] == nil)
      $string.withLock { $0 = "hello" }
      try await storage.flush()
      #expect(self.files[self.fileURL].map { String(decoding: $0, as: UTF8.self) } == "hello")
    }
  }

  @Test func throttle() async throws {
    // Upstream writes a burst's first change at once and the rest a second later; ours writes
    // the whole burst once, `saveDelay` after its first change (here: at the flush).
    try await self.withStorage(saveDelay: .seconds(60)) { storage in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      #expect(try self.users(self.fileURL) == nil)

      $users.withLock { $0.append(.blob) }
      $users.withLock { $0.append(.blobJr) }
      $users.withLock { $0.append(.blobSr) }
      #expect(try self.users(self.fileURL) == nil)
      #expect(storage.hasPendingWrites)

      try await storage.flush()
      #expect(try self.users(self.fileURL) == [.blob, .blobJr, .blobSr])
      #expect(self.files.writeCount == 1)

      $users.withLock { $0.append(.blobEsq) }
      #expect(try self.users(self.fileURL) == [.blob, .blobJr, .blobSr])
      try await storage.flush()
      #expect(try self.users(self.fileURL) == [.blob, .blobJr, .blobSr, .blobEsq])
      #expect(self.files.writeCount == 2)
    }
  }

  @Test func noThrottling() async throws {
    // Changes further apart than the delay are written one by one, each without a flush.
    try await self.withStorage(saveDelay: .milliseconds(10)) { _ in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      #expect(try self.users(self.fileURL) == nil)

      $users.withLock { $0.append(.blob) }
      try await eventually { try self.users(self.fileURL) == [.blob] }

      $users.withLock { $0.append(.blobJr) }
      try await eventually { try self.users(self.fileURL) == [.blob, .blobJr] }
      #expect(self.files.writeCount == 2)
    }
  }

  @Test func multipleFiles() async throws {
    try await self.withStorage { storage in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      @Shared(.fileStorage(self.anotherFileURL)) var otherUsers = [User]()

      $users.withLock { $0.append(.blob) }
      try await storage.flush()
      #expect(try self.users(self.fileURL) == [.blob])
      #expect(try self.users(self.anotherFileURL) == nil)

      $otherUsers.withLock { $0.append(.blobJr) }
      try await storage.flush()
      #expect(try self.users(self.fileURL) == [.blob])
      #expect(try self.users(self.anotherFileURL) == [.blobJr])
    }
  }

  @Test func initialValue() async throws {
    self.files[self.fileURL] = try JSONEncoder().encode([User.blob])
    try await self.withStorage { storage throws in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      #expect(users == [.blob])
      await storage.settle()
      #expect(try self.users(self.fileURL) == [.blob])
      #expect(self.files.writeCount == 0)
    }
  }

  @Test func decodeFailure() async throws {
    self.files[self.fileURL] = Data("corrupt".utf8)
    try await self.withStorage { storage in
      @Shared(.fileStorage(self.fileURL)) var users = [User]()
      let corrupt = FileStorageError.corruptFile(
        path: self.fileURL.path, reason: "is not valid JSON")
      #expect($users.loadError as? FileStorageError == corrupt)
      $users.withLock { $0.append(User(id: 1, name: "Blob")) }
      // Upstream overwrites the file and clears the error; ours never overwrites a file it
      // cannot read back (it may hold what a newer version or the user needs).
      await #expect(throws: corrupt) { try await storage.flush() }
      #expect($users.loadError as? FileStorageError == corrupt)
      #expect(users == [.blob])
      #expect(self.files[self.fileURL] == Data("corrupt".utf8))
    }
  }

  @Test func multipleInMemoryFileStorages() {
    let userURL = URL(fileURLWithPath: "/in-memory/user.json")
    @Shared var shared1: User
    _shared1 = withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      @Shared(.fileStorage(userURL)) var user = User(id: 1, name: "Blob")
      return $user
    }
    @Shared var shared2: User
    _shared2 = withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      @Shared(.fileStorage(userURL)) var user = User(id: 1, name: "Blob")
      return $user
    }

    $shared1.withLock { $0.name = "Blob Jr" }
    #expect(shared1.name == "Blob Jr")
    #expect(shared2.name == "Blob")
    $shared2.withLock { $0.name = "Blob Sr" }
    #expect(shared1.name == "Blob Jr")
    #expect(shared2.name == "Blob Sr")
  }

  @Suite(.timeLimit(.minutes(1)))
  struct InMemoryFileStorageTests {
    let files = InMemoryFiles()

    @Test func modificationDate() async throws {
      // Upstream tells its own writes from other programs' by modification date; ours by
      // contents. A write that stores less than the value (two numbers of three) is not loaded
      // back as an outside change.
      let storage = FileStorage.inMemory(self.files)
      let url = URL(fileURLWithPath: "/in-memory/numbers.json")
      let numbers = withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        Shared(
          FileStorageKey<[Int]>.Default[
            .fileStorage(
              url,
              decode: { try JSONDecoder().decode([Int].self, from: $0) },
              encode: { try JSONEncoder().encode(Array($0.prefix(2))) }
            ),
            default: []
          ]
        )
      }
      #expect(numbers.wrappedValue == [])
      numbers.withLock { $0.append(contentsOf: [1, 2, 3]) }
      #expect(numbers.wrappedValue == [1, 2, 3])
      try await storage.flush()
      #expect(self.files[url] == Data("[1,2]".utf8))
      await storage.settle()
      #expect(numbers.wrappedValue == [1, 2, 3])
    }
  }
}

extension SharedReaderKey where Self == FileStorageKey<String> {
  /// A string stored as UTF-8 text.
  static func utf8String(_ url: URL) -> Self {
    .fileStorage(
      url,
      decode: { String(decoding: $0, as: UTF8.self) },
      encode: { Data($0.utf8) }
    )
  }
}
