import CoreTestSupport
import Foundation
import Observation
import Sharing
import Testing

extension FileStorageParityTests {
  /// Counterparts of upstream's `LiveTests`: the real disk (``FileStorage/fileSystem``, watched
  /// with inotify), in a fresh folder per test. Another program's change is made with
  /// Foundation's file operations; every wait is for a condition, never a fixed time.
  @Suite(.timeLimit(.minutes(2)))
  struct LiveTests {
    let folder: TemporaryFolder
    let fileURL: URL
    let anotherFileURL: URL

    init() throws {
      self.folder = try TemporaryFolder()
      self.fileURL = self.folder("file.json")
      self.anotherFileURL = self.folder("another-file.json")
    }

    func withStorage<R>(
      saveDelay: Duration = .milliseconds(10),
      _ operation: (FileStorage) async throws -> R
    ) async throws -> R {
      let storage = FileStorage.fileSystem(directory: self.folder.url, saveDelay: saveDelay)
      return try await withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        try await operation(storage)
      }
    }

    @Test func basics() async throws {
      try await self.withStorage { storage in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect($users.loadError == nil)

        $users.withLock { $0.append(.blob) }
        // Upstream writes the first change at once; ours waits `saveDelay` (or a flush).
        try await storage.flush()
        #expect(try self.fileURL.users() == [.blob])
      }
    }

    @Test func initialValue() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { storage in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])
        try await storage.settle(watching: self.folder)
        #expect(try self.fileURL.users() == [.blob])
      }
    }

    @Test func writeFile() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { storage in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])

        try JSONEncoder().encode([User.blobJr]).write(to: self.fileURL)
        await eventually { users == [.blobJr] }
        try await storage.settle(watching: self.folder)
        #expect(try self.fileURL.users() == [.blobJr])
        #expect($users.loadError == nil)
      }
    }

    @Test func deleteFile() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])

        try? FileManager.default.removeItem(at: self.fileURL)
        await eventually { users == [] }
      }
    }

    @Test func moveFile() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])

        try FileManager.default.moveItem(at: self.fileURL, to: self.anotherFileURL)
        await eventually { users == [] }

        // Upstream first removes the empty file it put in the moved file's place to watch it;
        // ours watches the folder and puts nothing there.
        #expect(!FileManager.default.fileExists(atPath: self.fileURL.path))
        try FileManager.default.moveItem(at: self.anotherFileURL, to: self.fileURL)
        await eventually { users == [.blob] }
      }
    }

    @Test func moveFileThenWrite() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])

        try FileManager.default.moveItem(at: self.fileURL, to: self.anotherFileURL)
        await eventually { users == [] }

        try JSONEncoder().encode([User.blobEsq]).write(to: self.fileURL)
        await eventually { users == [.blobEsq] }
      }
    }

    @Test func testDeleteFileThenWriteToFile() async throws {
      try JSONEncoder().encode([User.blob]).write(to: self.fileURL)
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()
        #expect(users == [.blob])

        try FileManager.default.removeItem(at: self.fileURL)
        await eventually { users == [] }

        try JSONEncoder().encode([User.blobJr]).write(to: self.fileURL)
        await eventually { users == [.blobJr] }
      }
    }

    @Test func cancelThrottleWhenFileIsDeleted() async throws {
      try await self.withStorage(saveDelay: .seconds(60)) { storage in
        @Shared(.fileStorage(self.fileURL)) var users = [User.blob]
        #expect(users == [.blob])

        $users.withLock { $0 = [.blobJr] }
        try await storage.flush()
        #expect(try self.fileURL.users() == [.blobJr])
        $users.withLock { $0 = [.blobSr] }
        #expect(storage.hasPendingWrites)

        try FileManager.default.removeItem(at: self.fileURL)
        await eventually { users == [.blob] }
        // The pending write was dropped: it would have re-created what another program
        // deleted. Upstream leaves an empty file there (its watch needs one); ours leaves none,
        // and says why the change was not saved.
        #expect(!storage.hasPendingWrites)
        await #expect(throws: FileStorageError.changedOnDisk(path: self.fileURL.path)) {
          try await storage.flush()
        }
        #expect(!FileManager.default.fileExists(atPath: self.fileURL.path))
        #expect(
          $users.saveError as? FileStorageError
            == .changedOnDisk(path: self.fileURL.path))
      }
    }

    @Test func writeFileWhileThrottling() async throws {
      try await self.withStorage(saveDelay: .seconds(60)) { storage in
        @Shared(.fileStorage(self.fileURL)) var users = [User]()

        $users.withLock { $0.append(.blob) }
        try await storage.flush()
        #expect(try self.fileURL.users() == [.blob])
        $users.withLock { $0.append(.blobJr) }
        #expect(try self.fileURL.users() == [.blob])

        try Data().write(to: self.fileURL)
        // What upstream marks as a known issue holds here: the pending write is dropped, the
        // file keeps what the other program wrote, and the load error says it cannot be read
        // (an empty file is not JSON: see `emptyData`).
        await eventually { $users.loadError != nil }
        #expect(users == [.blob, .blobJr])
        #expect(
          $users.loadError as? FileStorageError
            == .corruptFile(path: self.fileURL.path, reason: "is not valid JSON"))
        await #expect(throws: FileStorageError.changedOnDisk(path: self.fileURL.path)) {
          try await storage.flush()
        }
        #expect(try Data(contentsOf: self.fileURL) == Data())
      }
    }

    @Test func updateFileSystemFromBackgroundThread() async throws {
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var count = 0
        let notification = LockIsolated<Bool?>(nil)
        withObservationTracking {
          _ = count
        } onChange: {
          notification.setValue(Thread.isMainThread)
        }

        let url = self.fileURL
        try await withCheckedThrowingContinuation { continuation in
          DispatchQueue.global().async {
            continuation.resume(with: Result { try Data("1".utf8).write(to: url) })
          }
        }
        await eventually { count == 1 && notification.value != nil }
        // Upstream notifies on the main queue; ours on the storage's own thread, as for a
        // save's outcome, so that a blocked main thread never holds up a load.
        #expect(notification.value == false)
      }
    }

    @MainActor
    @Test func multipleMutations() async throws {
      let storage = FileStorage.fileSystem(directory: self.folder.url, saveDelay: .milliseconds(10))
      @Shared var counts: [Int: Int]
      _counts = withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        Shared(.counts(self.folder("counts.json")))
      }
      do {
        let iterations = 1_000
        let buckets = 10
        for m in 1...iterations {
          for n in 1...buckets {
            $counts.withLock { $0[n, default: 0] += 1 }
          }
          // The storage's own writes, landing meanwhile, are never loaded back over newer
          // changes.
          #expect(counts == Dictionary(uniqueKeysWithValues: (1...buckets).map { ($0, m) }))
          try await Task.sleep(for: .milliseconds(1))
        }
        try await storage.flush()
        #expect(
          try JSONDecoder().decode(
            [Int: Int].self, from: Data(contentsOf: self.folder("counts.json")))
            == Dictionary(uniqueKeysWithValues: (1...buckets).map { ($0, iterations) }))
      }
    }

    @Test func multipleMutationsFromMultipleThreads() async throws {
      try await self.withStorage { storage in
        @Shared(.counts(self.folder("counts.json"))) var counts

        await withTaskGroup(of: Void.self) { group in
          for _ in 1...1000 {
            group.addTask { [$counts] in
              for _ in 1...10 {
                $counts.withLock { $0[0, default: 0] += 1 }
                try? await Task.sleep(for: .milliseconds(1))
              }
            }
          }
        }

        #expect(counts[0] == 10_000)
        try await storage.flush()
        try await storage.settle(watching: self.folder)
        #expect(counts[0] == 10_000)
        #expect(
          try JSONDecoder().decode(
            [Int: Int].self, from: Data(contentsOf: self.folder("counts.json"))) == [0: 10_000])
      }
    }

    @Test func emptyData() async throws {
      try Data().write(to: self.fileURL)
      try await self.withStorage { _ in
        @Shared(.fileStorage(self.fileURL)) var count = 0
        #expect(count == 0)
        // Upstream reads an empty file as no value; ours hands it to the decoder, for which it
        // is not JSON: a file the app cannot read is reported and never overwritten (the
        // inventory's format also calls an empty file corrupt).
        #expect(
          $count.loadError as? FileStorageError
            == .corruptFile(path: self.fileURL.path, reason: "is not valid JSON"))
      }
    }

    @Test func stubData() async throws {
      // The placeholder older versions of upstream wrote to have a file to watch.
      let placeholder = Data("co.pointfree.Sharing.FileStorage.stub".utf8)
      try placeholder.write(to: self.fileURL)
      try await self.withStorage { storage in
        @Shared(.fileStorage(self.fileURL)) var count = 0
        #expect(count == 0)
        // Upstream knows the placeholder and empties the file; ours never wrote one, so it is a
        // file it cannot read, reported and left as it is.
        #expect($count.loadError is FileStorageError)
        try await storage.settle(watching: self.folder)
        #expect(try Data(contentsOf: self.fileURL) == placeholder)
      }
    }

    @Test func corruptData() async throws {
      try Data("corrupted".utf8).write(to: self.fileURL)
      try await self.withStorage { storage throws in
        @Shared(value: 0) var count: Int
        $count = Shared(wrappedValue: 0, .fileStorage(self.fileURL))
        #expect(count == 0)
        $count.withLock { $0 = 1 }
        #expect(count == 1)
        // Upstream overwrites the corrupt file with "1"; ours never overwrites a file it cannot
        // read back, and says so.
        let corrupt = FileStorageError.corruptFile(
          path: self.fileURL.path, reason: "is not valid JSON")
        await #expect(throws: corrupt) { try await storage.flush() }
        #expect(try self.fileURL.text() == "corrupted")
        #expect($count.saveError as? FileStorageError == corrupt)
      }
    }

    @Test func twoShareds() async throws {
      let count1URL = URL(fileURLWithPath: self.folder.url.path).appendingPathComponent(
        "file.json")
      let count2URL = URL(fileURLWithPath: self.folder.url.path + "/").appendingPathComponent(
        "file.json")
      // Ours gives both spellings of one file one reference: a change is seen at once, not
      // through the file.
      try await self.withStorage { storage in
        @Shared(.fileStorage(count1URL)) var count1 = 0
        @Shared(.fileStorage(count2URL)) var count2 = 0
        $count1.withLock { $0 = 42 }
        #expect(count2 == 42)
        try await storage.flush()
      }
      // Through the file: two storages on one folder, as two programs.
      let storage1 = FileStorage.fileSystem(directory: self.folder.url, saveDelay: .seconds(60))
      let storage2 = FileStorage.fileSystem(directory: self.folder.url, saveDelay: .seconds(60))
      let count1 = withDependencies {
        $0.defaultFileStorage = storage1
      } operation: {
        Shared(wrappedValue: 0, .fileStorage(count1URL))
      }
      let count2 = withDependencies {
        $0.defaultFileStorage = storage2
      } operation: {
        Shared(wrappedValue: 0, .fileStorage(count2URL))
      }
      #expect(count1.wrappedValue == 42)
      #expect(count2.wrappedValue == 42)

      count1.withLock { $0 = 1728 }
      try await storage1.flush()
      await eventually { count2.wrappedValue == 1728 }

      count2.withLock { $0 = 999 }
      try await storage2.flush()
      await eventually { count1.wrappedValue == 999 }
      #expect(try self.fileURL.text() == "999")
    }

    @Test func externalAtomicWrite() async throws {
      try await self.withStorage { storage in
        @Shared(.fileStorage(self.fileURL)) var count = 0

        try Data("42".utf8).write(to: self.fileURL, options: .atomic)
        await eventually { count == 42 }

        try Data("1728".utf8).write(to: self.fileURL, options: .atomic)
        await eventually { count == 1728 }

        $count.withLock { $0 = 999 }
        try await storage.flush()
        try await storage.settle(watching: self.folder)
        #expect(count == 999)
        #expect(try self.fileURL.text() == "999")
      }
    }
  }
}

extension SharedReaderKey where Self == FileStorageKey<[Int: Int]>.Default {
  /// Counts by bucket, in the file at `url`.
  static func counts(_ url: URL) -> Self {
    Self[.fileStorage(url), default: [:]]
  }
}
