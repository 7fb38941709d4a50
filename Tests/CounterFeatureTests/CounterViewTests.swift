import CounterFeature
import Navigation
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct CounterViewTests {
  @Test func stoppedCounterShowsItsCountAndCommands() {
    let screen = CounterView.screen(Store(initialState: Counter.State(count: 3)) { Counter() })

    #expect(screen.title == "Counter 3")
    #expect(screen.lines == ["Count: 3", "Timer: stopped"])
    #expect(screen.commands.map(\.name) == ["+", "-", "timer", "prime", "next"])
    #expect(
      screen.commands.map(\.summary) == [
        "Increment",
        "Decrement",
        "Start the timer",
        "Show the prime for this count",
        "Go to another counter (or close this one)",
      ]
    )
    #expect(screen.commands.allSatisfy { $0.argument == nil })
  }

  @Test func runningTimerAndLoadingAreShown() {
    let screen = CounterView.screen(
      Store(initialState: Counter.State(count: -2, isLoading: true, isTimerRunning: true)) {
        Counter()
      }
    )

    #expect(screen.title == "Counter -2")
    #expect(
      screen.lines == [
        "Count: -2",
        "Timer: running (closes at 100)",
        "Loading the next counter…",
      ]
    )
    #expect(screen.commands.first { $0.name == "timer" }?.summary == "Stop the timer")
  }

  @Test func eachCommandSendsItsAction() {
    let screen = CounterView.screen(Store(initialState: Counter.State()) { Counter() })

    #expect(screen.action(for: "+") == .success(.incrementButtonTapped))
    #expect(screen.action(for: "-") == .success(.decrementButtonTapped))
    #expect(screen.action(for: "timer") == .success(.toggleTimerButtonTapped))
    #expect(screen.action(for: "prime") == .success(.primeButtonTapped))
    #expect(screen.action(for: "next") == .success(.goToCounterButtonTapped))
    #expect(screen.action(for: "  timer  ") == .success(.toggleTimerButtonTapped))
    #expect(screen.action(for: "TIMER") == .success(.toggleTimerButtonTapped))
    #expect(screen.action(for: "Next") == .success(.goToCounterButtonTapped))
  }

  @Test func aTypoGetsASuggestion() {
    let screen = CounterView.screen(Store(initialState: Counter.State()) { Counter() })

    #expect(
      screen.action(for: "tiemr")
        == .failure(CommandError("Unknown command 'tiemr'. Did you mean 'timer'?")))
    #expect(
      screen.action(for: "prmie")
        == .failure(CommandError("Unknown command 'prmie'. Did you mean 'prime'?")))
  }

  @Test func theNoticeShowsUnderTheLines() {
    let screen = CounterView.screen(
      Store(
        initialState: Counter.State(
          count: .max, notice: "The count is already at its maximum, 9223372036854775807.")
      ) { Counter() }
    )

    #expect(
      screen.lines == [
        "Count: 9223372036854775807",
        "Timer: stopped",
        "ℹ The count is already at its maximum, 9223372036854775807.",
      ]
    )
  }

  @Test func badInputSaysWhatToTypeInstead() {
    let screen = CounterView.screen(Store(initialState: Counter.State()) { Counter() })

    #expect(
      screen.action(for: "reset")
        == .failure(CommandError("Unknown command 'reset'. Type 'help' to list commands."))
    )
    #expect(screen.action(for: "+ 3") == .failure(CommandError("'+' takes no argument.")))
    #expect(
      screen.action(for: "   ") == .failure(CommandError("Type a command, or 'help' to list them."))
    )
  }
}
