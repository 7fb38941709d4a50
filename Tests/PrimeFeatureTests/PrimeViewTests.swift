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

  @Test func compositeFavoriteWhileLoading() {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [22] }
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
      screen.commands.map(\.summary) == ["Compute the 22nd prime", "Remove from favorites"]
    )
  }

  @Test func eachCommandSendsItsAction() {
    let screen = PrimeView.screen(Store(initialState: Prime.State(number: 7)) { Prime() })

    #expect(screen.action(for: "nth")[case: \.success]?.is(\.nthPrimeButtonTapped) == true)
    #expect(screen.action(for: "fav")[case: \.success]?.is(\.favoriteButtonTapped) == true)
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
