import Foundation
import Navigation
import PrimeFeature
import Testing

/// The favorites file: a list of whole numbers, refused with a reason that says where when a
/// number does not fit, and never written over.
@Suite(.timeLimit(.minutes(1)))
struct FavoritePrimesTests {
  let files = InMemoryFiles()
  let storage: FileStorage
  let url: URL

  init() {
    self.storage = FileStorage.inMemory(self.files, saveDelay: .seconds(60))
    self.url = self.storage.directory.appendingPathComponent("favorite-primes.json")
  }

  /// Loads `contents` through `@Shared(.favoritePrimes)`, tries to save over it, and returns the
  /// load error; the file must be left as it was.
  func loadErrorAfterTryingToSave(
    _ contents: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> FileStorageError? {
    let data = Data(contents.utf8)
    self.files[self.url] = data
    let error = await withDependencies {
      $0.defaultFileStorage = self.storage
    } operation: {
      @Shared(.favoritePrimes) var favorites: [Int] = []
      let error = $favorites.loadError as? FileStorageError
      $favorites.withLock { $0 = [2] }
      try? await self.storage.flush()
      return error
    }
    #expect(self.files[self.url] == data, sourceLocation: sourceLocation)
    #expect(self.files.writeCount == 0, sourceLocation: sourceLocation)
    return error
  }

  @Test func aNumberTooLargeForAnIntIsLocatedNotCalledInvalidJSON() async {
    let error = await self.loadErrorAfterTryingToSave("[2, 3, 99999999999999999999]")

    #expect(
      error
        == .corruptFile(
          path: self.url.path,
          reason: "the number 99999999999999999999 at 2 is not a whole number from "
            + "-9223372036854775808 to 9223372036854775807"))
  }

  @Test func invalidJSONIsStillCalledSo() async {
    let error = await self.loadErrorAfterTryingToSave("[2, 3")

    #expect(error == .corruptFile(path: self.url.path, reason: "is not valid JSON"))
  }

  @Test func theFileIsAPrettyPrintedList() async throws {
    try await withDependencies {
      $0.defaultFileStorage = self.storage
    } operation: {
      @Shared(.favoritePrimes) var favorites: [Int] = []
      $favorites.withLock { $0 = [2, 3] }
      try await self.storage.flush()
    }
    #expect(self.files[self.url] == Data("[\n  2,\n  3\n]".utf8))
  }
}
