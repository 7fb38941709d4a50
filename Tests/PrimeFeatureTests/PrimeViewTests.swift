import Navigation
import PrimeFeature
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PrimeViewTests {
  @Test func primeShowsWhetherItIsPrimeAndAFavorite() {
    let screen = PrimeView.screen(Store(initialState: Prime.State(number: 7)) { Prime() })

    #expect(screen.title == "Prime 7")
    #expect(screen.lines == ["7 is prime.", "☆ Not a favorite."])
    #expect(screen.commands.map(\.name) == ["nth", "fav"])
    #expect(
      screen.commands.map(\.summary) == ["Compute the 7th prime", "Save as a favorite"]
    )
  }

  @Test func compositeFavoriteWhileLoading() async throws {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [22] }
    // Written, so that the screen does not say it is saving.
    @Dependency(\.defaultFileStorage) var storage
    try await storage.flush()
    let screen = PrimeView.screen(
      Store(initialState: Prime.State(number: 22, isLoading: true)) { Prime() }
    )

    #expect(screen.title == "Prime 22")
    #expect(
      screen.lines == [
        "22 is not prime.",
        "★ A favorite prime.",
        "Computing the 22nd prime…",
      ]
    )
    #expect(
      screen.commands.map(\.summary) == [
        "Compute the 22nd prime", "Remove from favorites", "Stop the lookup",
      ]
    )
  }

  @Test func aLookupShowsItsProgressAndCanBeCancelled() {
    let screen = PrimeView.screen(
      Store(initialState: Prime.State(number: 1_000_000, isLoading: true, progress: 37)) {
        Prime()
      }
    )

    #expect(
      screen.lines == [
        "1000000 is not prime.",
        "☆ Not a favorite.",
        "Computing the 1000000th prime… 37%",
      ]
    )
    #expect(screen.commands.map(\.name) == ["nth", "fav", "cancel"])
    #expect(screen.action(for: "cancel")[case: \.success]?.is(\.cancelButtonTapped) == true)
    #expect(screen.action(for: "CANCEL")[case: \.success]?.is(\.cancelButtonTapped) == true)
    // Ctrl-C stops the lookup instead of quitting.
    #expect(screen.interruptAction?.is(\.cancelButtonTapped) == true)
  }

  @Test func cancelWithoutALookupSaysThereIsNothingToCancel() {
    let screen = PrimeView.screen(Store(initialState: Prime.State(number: 7)) { Prime() })

    #expect(
      screen.action(for: "cancel")[case: \.failure]
        == CommandError("Nothing to cancel: no lookup is running."))
    #expect(screen.interruptAction == nil)
  }

  @Test func theNoticeShowsUnderTheLines() {
    let screen = PrimeView.screen(
      Store(
        initialState: Prime.State(
          number: 9, notice: "9 is not prime; only primes can be favorites.")
      ) {
        Prime()
      }
    )

    #expect(
      screen.lines == [
        "9 is not prime.",
        "☆ Not a favorite.",
        "ℹ 9 is not prime; only primes can be favorites.",
      ]
    )
    #expect(
      screen.commands.map(\.summary) == [
        "Compute the 9th prime", "Save as a favorite (primes only)",
      ])
  }

  @Test func eachCommandSendsItsAction() {
    let screen = PrimeView.screen(Store(initialState: Prime.State(number: 7)) { Prime() })

    #expect(screen.action(for: "nth")[case: \.success]?.is(\.nthPrimeButtonTapped) == true)
    #expect(screen.action(for: "fav")[case: \.success]?.is(\.favoriteButtonTapped) == true)
    #expect(screen.action(for: "NTH")[case: \.success]?.is(\.nthPrimeButtonTapped) == true)
    #expect(screen.action(for: "Fav")[case: \.success]?.is(\.favoriteButtonTapped) == true)
  }

  @Test func badInputSaysWhatToTypeInstead() {
    let screen = PrimeView.screen(Store(initialState: Prime.State(number: 7)) { Prime() })

    #expect(
      screen.action(for: "ok")[case: \.failure]
        == CommandError("Unknown command 'ok'. Type 'help' to list commands.")
    )
    #expect(
      screen.action(for: "nth 5")[case: \.failure] == CommandError("'nth' takes no argument.")
    )
    #expect(
      screen.action(for: "nht")[case: \.failure]
        == CommandError("Unknown command 'nht'. Did you mean 'nth'?")
    )
  }

  @Test func alertTakesOverTheScreenWithAnOkCommand() {
    let screen = PrimeView.screen(
      Store(
        initialState: Prime.State(
          number: 0,
          alert: AlertState {
            TextState("Could not compute the 0th prime.")
          } message: {
            TextState("Primes are counted from 1; 0 has no prime.")
          }
        )
      ) { Prime() }
    )

    #expect(screen.title == "Prime 0")
    #expect(
      screen.lines == [
        "┃ Could not compute the 0th prime.",
        "┃ Primes are counted from 1; 0 has no prime.",
      ]
    )
    #expect(screen.commands.map(\.name) == ["ok"])
    #expect(screen.commands.map(\.summary) == ["Dismiss the alert"])
    #expect(screen.action(for: "ok")[case: \.success]?.is(\.alert.dismiss) == true)
    #expect(
      screen.action(for: "nth")[case: \.failure]
        == CommandError("Unknown command 'nth'. Type 'help' to list commands.")
    )
  }

  @Test func alertWithoutAMessageShowsOnlyItsTitle() {
    let screen = PrimeView.screen(
      Store(
        initialState: Prime.State(
          number: 5, alert: AlertState { TextState("The 5th prime is 11.") })
      ) { Prime() }
    )

    #expect(screen.lines == ["┃ The 5th prime is 11."])
    #expect(screen.commands.map(\.name) == ["ok"])
  }
}
