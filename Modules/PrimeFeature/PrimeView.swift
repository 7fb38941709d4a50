import Navigation
import TerminalUI

/// The terminal screen of a prime.
@MainActor
public enum PrimeView {
  /// The screen's title, which is also the prime's place in a breadcrumb.
  public static func title(_ store: StoreOf<Prime>) -> String {
    "Prime \(store.number)"
  }

  /// The screen for a prime's store; an alert takes over the screen until it is dismissed.
  public static func screen(_ store: StoreOf<Prime>) -> Screen<Prime.Action> {
    if let alert = store.alert {
      // Its only button is the implicit `ok`: the alert's actions send nothing.
      return Screen(alert: alert, title: self.title(store), dismiss: .alert(.dismiss))
    }
    let number = store.number
    var lines = [
      "\(number) is \(store.isPrime ? "" : "not ")prime.",
      store.isFavorite ? "★ A favorite prime." : "☆ Not a favorite.",
    ]
    if store.isSavingFavorites {
      lines.append("Saving the favorite primes…")
    } else if let error = store.favoritesSaveError {
      lines.append("⚠ \(error)")
    }
    var commands = [
      Command<Prime.Action>(
        "nth", "Compute the \(ordinal(number)) prime", action: .nthPrimeButtonTapped),
      Command(
        "fav",
        store.isFavorite
          ? "Remove from favorites"
          : store.isPrime ? "Save as a favorite" : "Save as a favorite (primes only)",
        action: .favoriteButtonTapped),
    ]
    var unavailableCommands: [UnavailableCommand] = []
    if store.isLoading {
      lines.append(
        "Computing the \(ordinal(number)) prime…" + (store.progress.map { " \($0)%" } ?? ""))
      commands.append(Command("cancel", "Stop the lookup", action: .cancelButtonTapped))
    } else {
      unavailableCommands.append(
        UnavailableCommand("cancel", "Nothing to cancel: no lookup is running."))
    }
    if let notice = store.notice {
      lines.append("ℹ \(notice)")
    }
    return Screen(
      title: self.title(store),
      lines: lines,
      commands: commands,
      unavailableCommands: unavailableCommands,
      interruptAction: store.isLoading ? .cancelButtonTapped : nil
    )
  }
}
