import CoreTestSupport
import Foundation
import Sharing
import Testing

/// A write of what a file already holds (from this storage's last write of it) is skipped: a
/// change's delayed write and an explicit `save()` of the same value write the file once.
extension FileStorageKeyTests {
  @Test func savingWhatTheFileHoldsWritesNothing() async throws {
    try await self.withStorage { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [3] }
      try await storage.flush()
      #expect(self.files.writeCount == 1)

      try await $favorites.save()
      try await storage.flush()
      #expect(self.files.writeCount == 1)

      $favorites.withLock { $0 = [3, 5] }
      try await $favorites.save()
      #expect(self.files.writeCount == 2)
      #expect(try self.contents() == [3, 5])
    }
  }

  @Test func theDelayedWriteAndAnExplicitSaveOfOneChangeWriteOnce() async throws {
    try await self.withStorage(saveDelay: .milliseconds(1)) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [7] }
      // The delayed write lands first…
      while self.files.writeCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
      // …then the explicit save of the same change finds the file up to date.
      try await $favorites.save()
      #expect(self.files.writeCount == 1)
      #expect(try self.contents() == [7])
    }
  }

  @Test func aFailedWriteIsRetriedEvenWithTheSameContents() async throws {
    let isFull = LockIsolated(true)
    let writes = LockIsolated(0)
    try await self.withStorage(
      write: { [files = self.files] data, url in
        writes.withValue { $0 += 1 }
        if isFull.value { throw POSIXError(.ENOSPC) }
        files[url] = data
      }
    ) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [11] }
      await #expect(throws: (any Error).self) { try await $favorites.save() }
      isFull.setValue(false)
      try await $favorites.save()
      try await $favorites.save()
      #expect(writes.value == 2)
      #expect(try self.contents() == [11])
    }
  }

  @Test func aChangeBackToWhatTheFileHoldsIsWrittenAfterAFailure() async throws {
    let isFull = LockIsolated(false)
    let writes = LockIsolated(0)
    try await self.withStorage(
      write: { [files = self.files] data, url in
        writes.withValue { $0 += 1 }
        if isFull.value { throw POSIXError(.ENOSPC) }
        files[url] = data
      }
    ) { storage in
      @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
      $favorites.withLock { $0 = [1] }
      try await storage.flush()
      isFull.setValue(true)
      $favorites.withLock { $0 = [1, 2] }
      await #expect(throws: (any Error).self) { try await storage.flush() }
      // Back to what the file holds: the write is tried all the same, and fails again, so the
      // reference still says the disk is full.
      $favorites.withLock { $0 = [1] }
      await #expect(throws: (any Error).self) { try await storage.flush() }
      #expect(writes.value == 3)
      #expect($favorites.saveError != nil)
    }
  }
}
