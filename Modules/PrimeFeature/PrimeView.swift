import Navigation
import TerminalUI

/// The terminal screen of a prime.
public enum PrimeView {
  /// What the screen shows.
  public struct ViewState: Equatable, Sendable {
    public var alert: AlertState<Prime.Action.Alert>?
    public var isFavorite: Bool
    public var isLoading: Bool
    public var isPrime: Bool
    public var number: Int

    public init(_ state: Prime.State) {
      self.alert = state.alert
      self.isFavorite = state.isFavorite
      self.isLoading = state.isLoading
      self.isPrime = state.isPrime
      self.number = state.number
    }
  }

  /// The screen for a view state; an alert takes over the screen until it is dismissed.
  public static func screen(_ viewState: ViewState) -> Screen<Prime.Action> {
    if let alert = viewState.alert {
      // Its only button is the implicit `ok`: the alert's actions send nothing.
      return Screen(alert: alert, title: "Prime \(viewState.number)", dismiss: .alert(.dismiss))
    }
    var lines = [
      "\(viewState.number) is \(viewState.isPrime ? "" : "not ")prime.",
      viewState.isFavorite ? "★ A favorite prime." : "☆ Not a favorite.",
    ]
    if viewState.isLoading {
      lines.append("Computing the \(ordinal(viewState.number)) prime…")
    }
    return Screen(
      title: "Prime \(viewState.number)",
      lines: lines,
      commands: [
        Command(
          "nth", "Compute the \(ordinal(viewState.number)) prime", action: .nthPrimeButtonTapped),
        Command(
          "fav", viewState.isFavorite ? "Remove from favorites" : "Save as a favorite",
          action: .favoriteButtonTapped),
      ]
    )
  }
}
