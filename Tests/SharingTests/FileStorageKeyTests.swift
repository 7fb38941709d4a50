import CoreTestSupport
import Foundation
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FileStorageKeyTests {
  let files = InMemoryFiles()
  let url = URL(fileURLWithPath: "/in-memory/favorites.json")

  func withStorage<R>(
    saveDelay: Duration = .seconds(60),
    read: (@Sendable (URL) throws -> Data?)? = nil,
    write: (@Sendable (Data, URL) throws -> Void)? = nil,
    _ operation: (FileStorage) async throws -> R
  ) async throws -> R {
    let files = self.files
    let storage =
      read == nil && write == nil
      ? FileStorage.inMemory(files, saveDelay: saveDelay)
      : FileStorage(
        directory: URL(fileURLWithPath: "/in-memory"),
        saveDelay: saveDelay,
        read: read ?? { files[$0] },
        writeAtomically: write ?? { data, url in files[url] = data }
      )
    return try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      try await operation(storage)
    }
  }

  func contents() throws -> [Int]? {
    try self.files[self.url].map { try JSONDecoder().decode([Int].self, from: $0) }
  }

  @Test func aMissingFileGivesTheDefault() async throws {
    try await self.withStorage { _ in
      @Shared(.fileStorage("favorites.json")) var favorites = [1]
      #expect(favorites == [1])
      #expect($favorites.loadError == nil)
    }
    #expect(self.files.writeCount == 0)
  }

  @Test func theFileIsLoadedOnFirstAccess() async throws {
    self.files[self.url] = Data("[3, 5]".utf8)
    try await self.withStorage { _ in
      @Shared(.fileStorage(self.url)) var favorites: [Int] = []
      #expect(favorites == [3, 5])
    }
  }

  @Test func twoSharedOfOneFileShareOneValue() async throws {
    try await self.withStorage { _ in
      @Shared(.fileStorage("favorites.json")) var first: [Int] = []
      @Shared(.fileStorage(URL(fileURLWithPath: "/in-memory/./favorites.json"))) var second: [Int] =
        []
      $first.withLock { $0.append(7) }
      #expect(second == [7])
    }
  }

  @Test func aBurstOfChangesIsWrittenOnceAfterTheDelay() async throws {
    try await self.withStorage(saveDelay: .milliseconds(50)) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      for number in 1...5 {
        $favorites.withLock { $0.append(number) }
      }
      #expect($favorites.isSaving)
      #expect(self.files.writeCount == 0)
      let deadline = ContinuousClock.now + .seconds(10)
      while self.files.writeCount == 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(self.files.writeCount == 1)
      #expect(try self.contents() == [1, 2, 3, 4, 5])
      #expect(!$favorites.isSaving)
      #expect(!storage.hasPendingWrites)
    }
  }

  @Test func flushWritesPendingChangesAtOnce() async throws {
    try await self.withStorage { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [2] }
      $favorites.withLock { $0 = [2, 3] }
      #expect(storage.hasPendingWrites)
      try await storage.flush()
      #expect(self.files.writeCount == 1)
      #expect(try self.contents() == [2, 3])
      #expect($favorites.saveError == nil)
    }
  }

  @Test func saveWritesNow() async throws {
    try await self.withStorage { _ in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [4] }
      try await $favorites.save()
      #expect(try self.contents() == [4])
    }
  }

  @Test func aCorruptFileIsNeverOverwritten() async throws {
    let corrupt = Data("not json".utf8)
    self.files[self.url] = corrupt
    try await self.withStorage { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = [1]
      #expect(favorites == [1])
      #expect(
        $favorites.loadError as? FileStorageError
          == .corruptFile(path: self.url.path, reason: "is not valid JSON"))
      $favorites.withLock { $0.append(2) }
      await #expect(
        throws: FileStorageError.corruptFile(path: self.url.path, reason: "is not valid JSON")
      ) {
        try await storage.flush()
      }
      #expect($favorites.saveError as? FileStorageError != nil)
    }
    #expect(self.files[self.url] == corrupt)
    #expect(self.files.writeCount == 0)
  }

  @Test func anUnreadableFileIsNeverOverwritten() async throws {
    struct PermissionDenied: Error, CustomStringConvertible {
      var description: String { "permission denied" }
    }
    try await self.withStorage(read: { _ in throw PermissionDenied() }) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      let unreadable = FileStorageError.unreadableFile(
        path: self.url.path, reason: "permission denied")
      #expect($favorites.loadError as? FileStorageError == unreadable)
      #expect(
        unreadable.description
          == "The file at /in-memory/favorites.json could not be read (permission denied). It "
          + "was left untouched.")
      $favorites.withLock { $0.append(2) }
      await #expect(throws: unreadable) { try await storage.flush() }
    }
    #expect(self.files.writeCount == 0)
  }

  @Test func aNewerFormatIsReportedAsItsOwnError() async throws {
    struct NewerVersion: Error, Equatable {}
    self.files[self.url] = Data(#"{"version": 2}"#.utf8)
    try await self.withStorage { storage in
      let key = FileStorageKey<[Int]>.fileStorage(
        self.url,
        decode: { _ in throw NewerVersion() },
        encode: { try JSONEncoder().encode($0) }
      )
      @Shared(key) var favorites: [Int] = []
      #expect($favorites.loadError as? NewerVersion == NewerVersion())
      $favorites.withLock { $0.append(1) }
      await #expect(throws: NewerVersion()) { try await storage.flush() }
    }
    #expect(self.files.writeCount == 0)
  }

  @Test func aFailedWriteIsReportedUntilAWriteSucceeds() async throws {
    struct DiskFull: Error, CustomStringConvertible {
      var description: String { "no space left on device" }
    }
    let failing = LockIsolated(true)
    let files = self.files
    try await self.withStorage(
      write: { data, url in
        if failing.value { throw DiskFull() }
        files[url] = data
      }
    ) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [1] }
      let failure = FileStorageError.saveFailed(
        path: self.url.path, reason: "no space left on device")
      await #expect(throws: failure) { try await storage.flush() }
      #expect($favorites.saveError as? FileStorageError == failure)
      #expect(
        failure.description
          == "The file at /in-memory/favorites.json could not be saved (no space left on "
          + "device). The previous file is intact.")
      // A later flush still says the file is behind.
      await #expect(throws: failure) { try await storage.flush() }
      failing.setValue(false)
      $favorites.withLock { $0 = [1, 2] }
      try await storage.flush()
      #expect($favorites.saveError == nil)
      #expect(try self.contents() == [1, 2])
    }
  }
}

extension FileStorageKeyTests {
  @Test func aReloadBeforeTheWriteSeesTheChange() async throws {
    try await self.withStorage { storage in
      do {
        @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
        $favorites.withLock { $0 = [9] }
      }
      #expect(storage.hasPendingWrites)
      @Shared(.fileStorage("favorites.json")) var again: [Int] = []
      #expect(again == [9])
    }
  }
}

extension FileStorageKeyTests {
  @Test func aCancelledSaveWritesNothingAndIsNoFailure() async throws {
    try await self.withStorage { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [1] }
      try await storage.flush()
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await $favorites.save()
      }
      await #expect(throws: CancellationError.self) { try await task.value }
      #expect(self.files.writeCount == 1)
      try await storage.flush()
    }
  }

  @Test func theStorageSaysWhyInItsOwnWords() async throws {
    struct Denied: Error {}
    let storage = FileStorage(
      directory: URL(fileURLWithPath: "/in-memory"),
      read: { _ in throw Denied() },
      writeAtomically: { _, _ in },
      describeError: { _ in "denied, in the app's words" }
    )
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      #expect(
        $favorites.loadError as? FileStorageError
          == .unreadableFile(path: self.url.path, reason: "denied, in the app's words"))
    }
  }
}

extension FileStorageKeyTests {
  @Test func theLiveValueIsTheWatchedDisk() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      #expect(storage === FileStorage.fileSystem)
      #expect(storage.isWatching)
    }
  }

  @Test func theUnconfiguredStorageRefusesToReadOrWrite() async {
    await withDependencies {
      $0.defaultFileStorage = .unconfigured
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = [1]
      #expect(favorites == [1])
      #expect($favorites.loadError as? FileStorageError == .unconfigured)
      $favorites.withLock { $0.append(2) }
      await #expect(throws: FileStorageError.unconfigured) { try await storage.flush() }
    }
  }
}
