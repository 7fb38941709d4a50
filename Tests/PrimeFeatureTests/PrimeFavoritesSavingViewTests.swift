import Foundation
import Navigation
import PrimeFeature
import TerminalUI
import Testing

/// A favorite is never shown as kept before its file is written: the prime screen says it is
/// saving until the write lands, and why it failed if it did.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PrimeFavoritesSavingViewTests {
  @Test func aFavoriteSaysItIsSavingUntilItsFileIsWritten() async throws {
    let storage = FileStorage.inMemory(saveDelay: .seconds(60))
    let store = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Store(initialState: Prime.State(number: 7)) { Prime() }
    }

    store.send(.favoriteButtonTapped)
    #expect(
      PrimeView.screen(store).lines == [
        "7 is prime.", "★ A favorite prime.", "Saving the favorite primes…",
      ])

    try await storage.flush()
    #expect(PrimeView.screen(store).lines == ["7 is prime.", "★ A favorite prime."])
  }

  @Test func aFavoriteThatCannotBeSavedSaysWhy() async throws {
    struct DiskFull: Error, CustomStringConvertible {
      var description: String { "disk full" }
    }
    let storage = FileStorage(
      directory: URL(fileURLWithPath: "/data"),
      saveDelay: .seconds(60),
      read: { _ in nil },
      writeAtomically: { _, _ in throw DiskFull() }
    )
    let store = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Store(initialState: Prime.State(number: 7)) { Prime() }
    }

    store.send(.favoriteButtonTapped)
    await #expect(throws: FileStorageError.self) { try await storage.flush() }

    #expect(
      PrimeView.screen(store).lines == [
        "7 is prime.", "★ A favorite prime.",
        "⚠ The file at /data/favorite-primes.json could not be saved (disk full). The previous "
          + "file is intact.",
      ])
  }
}
