import DataFolderStorage
import Foundation
import Navigation
import Testing

/// `.fileStorage` shared keys on the real disk: a fresh temporary directory per test.
@Suite(.timeLimit(.minutes(1)), .temporaryDirectory("FileStorageLiveTests"))
final class FileStorageLiveTests {
  let directory: URL
  let file: URL

  init() throws {
    self.directory = TemporaryDirectory.current
    self.file = self.directory.appendingPathComponent("numbers.json")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  /// The names in the directory, hidden ones included: temporary files start with a dot.
  func directoryContents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: self.directory.path).sorted()
  }

  /// Runs `body` with a new live storage of the directory, as a new run of the app would.
  func inNewRun(
    _ body: (FileStorage) async throws -> Void
  ) async throws {
    let storage = FileStorage.live(directory: self.directory)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      try await body(storage)
    }
  }

  @Test func aChangeIsOnDiskAfterFlushAndLoadsInTheNextRun() async throws {
    try await self.inNewRun { storage in
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = []
      $numbers.withLock { $0 = [1, 2] }
      $numbers.withLock { $0.append(3) }
      try await storage.flush()
    }
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: self.file)) == [1, 2, 3])
    // Written through a temporary file that was renamed: none is left.
    #expect(try self.directoryContents() == ["numbers.json"])

    try await self.inNewRun { _ in
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = []
      #expect(numbers == [1, 2, 3])
    }
  }

  @Test func aChangeIsWrittenWithinTheSaveDelayWithoutFlush() async throws {
    try await self.inNewRun { _ in
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = []
      $numbers.withLock { $0 = [4] }
      let deadline = ContinuousClock.now + .seconds(10)
      while $numbers.isSaving, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(!$numbers.isSaving)
    }
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: self.file)) == [4])
  }

  @Test func aCorruptFileOnDiskIsNeverOverwritten() async throws {
    let corrupt = Data("[1, 2".utf8)
    try corrupt.write(to: self.file)
    try await self.inNewRun { storage in
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = [9]
      #expect(numbers == [9])
      let error = FileStorageError.corruptFile(path: self.file.path, reason: "is not valid JSON")
      #expect($numbers.loadError as? FileStorageError == error)
      $numbers.withLock { $0.append(10) }
      await #expect(throws: error) { try await storage.flush() }
    }
    #expect(try Data(contentsOf: self.file) == corrupt)
    #expect(try self.directoryContents() == ["numbers.json"])
  }

  @Test func aFolderThatCannotBeCreatedFailsTheSaveWithAClearError() async throws {
    let blocker = self.directory.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let storage = FileStorage.live(directory: blocker.appendingPathComponent("data"))
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      do {
        try await storage.flush()
        Issue.record("The save succeeded")
      } catch let error as FileStorageError {
        guard case .saveFailed(let path, let reason) = error else {
          Issue.record("Unexpected error: \(error)")
          return
        }
        #expect(path == blocker.appendingPathComponent("data/numbers.json").path)
        #expect(reason.contains("is not a folder"))
        #expect(error.description.hasSuffix("The previous file is intact."))
      }
    }
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }
}
