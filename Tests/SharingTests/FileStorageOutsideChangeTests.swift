import CoreTestSupport
import Foundation
import Sharing
import Testing

/// A file another program changes while the app runs is never overwritten without a word:
/// watched, the change is loaded at once; not watched, the next save finds it, fails, and loads
/// it.
@Suite(.timeLimit(.minutes(1)))
struct FileStorageOutsideChangeTests {
  let files = InMemoryFiles()
  let url = URL(fileURLWithPath: "/in-memory/favorites.json")

  /// A storage over `files` that does not watch them, as the app's own.
  var unwatched: FileStorage {
    FileStorage(
      directory: URL(fileURLWithPath: "/in-memory"),
      saveDelay: .seconds(60),
      read: { [files] in files[$0] },
      writeAtomically: { [files] data, url in files[url] = data }
    )
  }

  func contents() throws -> [Int]? {
    try self.files[self.url].map { try JSONDecoder().decode([Int].self, from: $0) }
  }

  @Test func aSaveRefusesToOverwriteAChangeItDidNotLoad() async throws {
    self.files[self.url] = Data("[1]".utf8)
    let storage = self.unwatched
    #expect(!storage.isWatching)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      #expect(favorites == [1])
      self.files[self.url] = Data("[1, 2]".utf8)
      // Not watched: nothing happens until a save.
      await storage.settle()
      #expect(favorites == [1])

      $favorites.withLock { $0.append(3) }
      let changed = FileStorageError.changedOnDisk(path: self.url.path)
      await #expect(throws: changed) { try await storage.flush() }
      #expect(try self.contents() == [1, 2])
      await eventually { favorites == [1, 2] }
      #expect($favorites.saveError as? FileStorageError == changed)

      // Once loaded, the other program's value may be changed and saved.
      $favorites.withLock { $0.append(4) }
      try await storage.flush()
      #expect(try self.contents() == [1, 2, 4])
      #expect($favorites.saveError == nil)
    }
  }

  @Test func anExplicitSaveRefusesToo() async throws {
    let storage = self.unwatched
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      self.files[self.url] = Data("[5]".utf8)
      $favorites.withLock { $0 = [6] }
      await #expect(throws: FileStorageError.changedOnDisk(path: self.url.path)) {
        try await $favorites.save()
      }
      let contents = try self.contents()
      #expect(contents == [5])
      await eventually { favorites == [5] }
    }
  }

  @Test func aChangeASaveFindsUnreadableIsReportedAsUnreadable() async throws {
    self.files[self.url] = Data("[1]".utf8)
    let storage = self.unwatched
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      self.files[self.url] = Data("{".utf8)
      $favorites.withLock { $0.append(2) }
      // What the user must act on comes first: the file cannot be read, so it is left as it is.
      let corrupt = FileStorageError.corruptFile(path: self.url.path, reason: "is not valid JSON")
      await #expect(throws: corrupt) { try await storage.flush() }
      await eventually { $favorites.loadError as? FileStorageError == corrupt }
      #expect(favorites == [1, 2])
      #expect(self.files[self.url] == Data("{".utf8))
    }
  }

  @Test func aFileDeletedByAnotherProgramIsWrittenAgainByTheNextSave() async throws {
    self.files[self.url] = Data("[1]".utf8)
    let storage = self.unwatched
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      self.files[self.url] = nil
      $favorites.withLock { $0.append(2) }
      try await storage.flush()
      #expect(try self.contents() == [1, 2])
    }
  }

  @Test func aWatchedChangeIsLoadedAndDropsThePendingWrite() async throws {
    let storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    #expect(storage.isWatching)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [1] }
      self.files[self.url] = Data("[7]".utf8)
      await storage.settle()
      #expect(favorites == [7])
      #expect(!storage.hasPendingWrites)
      #expect(
        $favorites.saveError as? FileStorageError == .changedOnDisk(path: self.url.path))
      let contents = try self.contents()
      #expect(contents == [7])
      #expect(self.files.writeCount == 0)
    }
  }

  @Test func aWatchedChangeToAnUnreadableFileIsReportedAndKept() async throws {
    self.files[self.url] = Data("[1]".utf8)
    let storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      self.files[self.url] = Data("{".utf8)
      await storage.settle()
      #expect(favorites == [1])
      let corrupt = FileStorageError.corruptFile(path: self.url.path, reason: "is not valid JSON")
      #expect($favorites.loadError as? FileStorageError == corrupt)
      $favorites.withLock { $0.append(2) }
      await #expect(throws: corrupt) { try await storage.flush() }
      #expect(self.files[self.url] == Data("{".utf8))

      // Repaired by the other program: loaded, and the error is gone.
      self.files[self.url] = Data("[3]".utf8)
      await storage.settle()
      #expect(favorites == [3])
      #expect($favorites.loadError == nil)
    }
  }

  @Test func theStorageDoesNotLoadItsOwnWritesBack() async throws {
    let storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [1] }
      try await storage.flush()
      // Changed again before the watch's notice of the write is handled.
      $favorites.withLock { $0 = [1, 2] }
      await storage.settle()
      #expect(favorites == [1, 2])
      #expect($favorites.loadError == nil)
    }
  }

  @Test func theErrorSaysWhichFileAndWhatBecameOfIt() {
    #expect(
      FileStorageError.changedOnDisk(path: "/data/favorites.json").description
        == "The file at /data/favorites.json was changed by another program after this app "
        + "last read it. It was not overwritten: the app now holds what the file holds (its "
        + "default value if the file is gone).")
  }
}

/// The same on disk: links, and folders that do not exist yet.
@Suite(.timeLimit(.minutes(1)))
struct FileStorageDiskTests {
  let folder: TemporaryFolder

  init() throws {
    self.folder = try TemporaryFolder()
  }

  @Test func aRepointedLinkIsLoaded() async throws {
    let link = self.folder("favorites.json")
    try Data("[1]".utf8).write(to: self.folder("a.json"))
    try Data("[2]".utf8).write(to: self.folder("b.json"))
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "a.json")
    let storage = FileStorage.fileSystem(directory: self.folder.url, saveDelay: .seconds(60))
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      #expect(favorites == [1])

      try FileManager.default.removeItem(at: link)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "b.json")
      await eventually { favorites == [2] }

      // A save writes through the link: it stays a link, and its target gets the value.
      $favorites.withLock { $0.append(3) }
      try await storage.flush()
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "b.json")
      #expect(try self.folder("b.json").text() == "[\n  2,\n  3\n]")
      #expect(try self.folder("a.json").text() == "[1]")
    }
  }

  @Test func aLinkRepointedUnwatchedIsNotOverwritten() async throws {
    let link = self.folder("favorites.json")
    try Data("[1]".utf8).write(to: self.folder("a.json"))
    try Data("[2]".utf8).write(to: self.folder("b.json"))
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "a.json")
    let storage = FileStorage(
      directory: self.folder.url,
      saveDelay: .seconds(60),
      read: { url in
        FileManager.default.fileExists(atPath: url.path) ? try Data(contentsOf: url) : nil
      },
      writeAtomically: { data, url in
        try data.write(to: url.resolvingSymlinksInPath(), options: .atomic)
      }
    )
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      try FileManager.default.removeItem(at: link)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "b.json")
      $favorites.withLock { $0.append(3) }
      await #expect(throws: FileStorageError.changedOnDisk(path: link.path)) {
        try await storage.flush()
      }
      await eventually { favorites == [2] }
      #expect(try self.folder("b.json").text() == "[2]")
      #expect(try self.folder("a.json").text() == "[1]")
    }
  }

  @Test func aFileInAFolderThatDoesNotExistYetIsWatched() async throws {
    let url = self.folder("settings/user/favorites.json")
    let storage = FileStorage.fileSystem(directory: self.folder.url)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var favorites: [Int] = []
      #expect($favorites.loadError == nil)
      // Watching created the folder: another program can write the file there.
      try Data("[8]".utf8).write(to: url)
      await eventually { favorites == [8] }
      $favorites.withLock { $0.append(9) }
      try await storage.flush()
      #expect(try url.text() == "[\n  8,\n  9\n]")
    }
  }
}
