import Navigation
import TerminalUI

/// The terminal screen of a counter.
@MainActor
public enum CounterView {
  /// The screen's title, which is also the counter's place in a breadcrumb.
  public static func title(_ store: StoreOf<Counter>) -> String {
    "Counter \(store.count)"
  }

  /// The screen for a counter's store.
  public static func screen(_ store: StoreOf<Counter>) -> Screen<Counter.Action> {
    var lines = ["Count: \(store.count)"]
    lines.append(
      store.isTimerRunning
        ? "Timer: running (closes at \(Counter.maximumCount))" : "Timer: stopped")
    if store.isLoading {
      lines.append("Loading the next counter…")
    }
    if let notice = store.notice {
      lines.append("ℹ \(notice)")
    }
    return Screen(
      title: self.title(store),
      lines: lines,
      commands: [
        Command("+", "Increment", action: .incrementButtonTapped),
        Command("-", "Decrement", action: .decrementButtonTapped),
        Command(
          "timer", store.isTimerRunning ? "Stop the timer" : "Start the timer",
          action: .toggleTimerButtonTapped),
        Command("prime", "Show the prime for this count", action: .primeButtonTapped),
        Command(
          "next", "Go to another counter (or close this one)", action: .goToCounterButtonTapped),
      ]
    )
  }
}
