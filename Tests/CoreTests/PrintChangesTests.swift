import Core
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PrintChangesTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var title = "Counter"
    }

    enum Action: Equatable {
      case incrementButtonTapped
      case noOpButtonTapped
      case incrementTwiceButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .noOpButtonTapped:
          return .none
        case .incrementTwiceButtonTapped:
          state.count += 1
          return .send(.incrementButtonTapped)
        }
      }
    }
  }

  /// The printed text, with the figure spaces that pad unchanged diff lines shown as spaces.
  static func normalized(_ output: LockIsolated<[String]>) -> [String] {
    output.value.map { $0.replacingOccurrences(of: "\u{2007}", with: " ") }
  }

  static func makeStore(output: LockIsolated<[String]>) -> StoreOf<Counter> {
    Store(initialState: Counter.State()) {
      Counter()._printChanges(.customDump { text in output.withValue { $0.append(text) } })
    }
  }

  @Test func printsTheActionAndADiffOfTheState() {
    let output = LockIsolated<[String]>([])
    let store = Self.makeStore(output: output)

    store.send(.incrementButtonTapped)

    #expect(
      Self.normalized(output) == [
        """
        received action:
          PrintChangesTests.Counter.Action.incrementButtonTapped
          PrintChangesTests.Counter.State(
        −   count: 0,
        +   count: 1,
            title: "Counter"
          )

        """
      ]
    )
  }

  @Test func printsNoStateChangesWhenNothingChanged() {
    let output = LockIsolated<[String]>([])
    let store = Self.makeStore(output: output)

    store.send(.noOpButtonTapped)

    #expect(
      Self.normalized(output) == [
        """
        received action:
          PrintChangesTests.Counter.Action.noOpButtonTapped
          (No state changes)

        """
      ]
    )
  }

  @Test func printsEveryActionIncludingThoseSentByEffects() {
    let output = LockIsolated<[String]>([])
    let store = Self.makeStore(output: output)

    store.send(.incrementTwiceButtonTapped)

    #expect(output.value.count == 2)
    #expect(output.value.first?.contains("incrementTwiceButtonTapped") == true)
    #expect(output.value.first?.contains("−   count: 0,") == true)
    #expect(output.value.first?.contains("+   count: 1,") == true)
    #expect(output.value.last?.contains("Action.incrementButtonTapped") == true)
    #expect(output.value.last?.contains("−   count: 1,") == true)
    #expect(output.value.last?.contains("+   count: 2,") == true)
    #expect(store.state.count == 2)
  }

  @Test func customPrinterReceivesTheActionAndBothStates() {
    let changes = LockIsolated<[(Counter.Action, Int, Int)]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(
        _ReducerPrinter { action, oldState, newState in
          changes.withValue { $0.append((action, oldState.count, newState.count)) }
        }
      )
    }

    store.send(.incrementButtonTapped)
    store.send(.noOpButtonTapped)

    #expect(changes.value.map(\.0) == [.incrementButtonTapped, .noOpButtonTapped])
    #expect(changes.value.map(\.1) == [0, 1])
    #expect(changes.value.map(\.2) == [1, 1])
  }

  @Test func nilPrinterChangesNothing() {
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(nil)
    }

    store.send(.incrementTwiceButtonTapped)

    #expect(store.state.count == 2)
  }

  @Test func caseOutputNamesEnumCasesAndPrintsOtherValues() {
    #expect(
      debugCaseOutput(Counter.Action.incrementButtonTapped)
        == "PrintChangesTests.Counter.Action.incrementButtonTapped")
    // Payloads that are not enum cases print as values, not as `().()` or `Int.1`.
    #expect(debugCaseOutput(()) == "()")
    #expect(debugCaseOutput(1) == "1")
    #expect(debugCaseOutput("text") == #""text""#)
  }
}
