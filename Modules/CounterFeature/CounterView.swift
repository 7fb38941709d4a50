import Navigation
import TerminalUI

/// The terminal screen of a counter.
public enum CounterView {
  /// What the screen shows.
  public struct ViewState: Equatable, Sendable {
    public var count: Int
    public var isLoading: Bool
    public var isTimerRunning: Bool

    public init(_ state: Counter.State) {
      self.count = state.count
      self.isLoading = state.isLoading
      self.isTimerRunning = state.isTimerRunning
    }
  }

  /// The screen for a view state.
  public static func screen(_ viewState: ViewState) -> Screen<Counter.Action> {
    var lines = ["Count: \(viewState.count)"]
    lines.append(
      viewState.isTimerRunning
        ? "Timer: running (closes at \(Counter.maximumCount))" : "Timer: stopped")
    if viewState.isLoading {
      lines.append("Loading the next counter…")
    }
    return Screen(
      title: "Counter \(viewState.count)",
      lines: lines,
      commands: [
        Command("+", "Increment", action: .incrementButtonTapped),
        Command("-", "Decrement", action: .decrementButtonTapped),
        Command(
          "timer", viewState.isTimerRunning ? "Stop the timer" : "Start the timer",
          action: .toggleTimerButtonTapped),
        Command("prime", "Show the prime for this count", action: .primeButtonTapped),
        Command(
          "next", "Go to another counter (or close this one)", action: .goToCounterButtonTapped),
      ]
    )
  }
}
