import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import RootFeature
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RootViewTests {
  /// A root state whose stack has the ids 0, 1, 2…, as in a test store, with the test's shared
  /// favorites set to `favoritePrimes`.
  func state(
    _ elements: [Root.Path.State],
    inventory: Inventory.State = Inventory.State(),
    favoritePrimes: [Int] = [],
    tab: Root.Tab = .home
  ) -> Root.State {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = favoritePrimes }
    return withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      Root.State(
        path: StackState(elements),
        inventory: inventory,
        tab: tab
      )
    }
  }

  func screen(_ state: Root.State) -> Screen<Root.Action> {
    RootView.screen(self.store(state))
  }

  func store(_ state: Root.State) -> StoreOf<Root> {
    Store(initialState: state) {
      Root()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  // MARK: Home

  @Test func homeScreenListsTheFavoritesAndPushes() {
    let screen = self.screen(self.state([], favoritePrimes: [2, 7]))

    #expect(screen.title == "Root")
    #expect(screen.lines == ["Counters, primes and an inventory.", "Favorite primes: 2, 7"])
    #expect(screen.commands.map(\.usage) == ["counter [<number>]", "item", "inventory"])
    expectAction(screen, "counter", .counterButtonTapped(count: 0))
    expectAction(screen, "counter 42", .counterButtonTapped(count: 42))
    expectAction(screen, "item", .newItemButtonTapped)
    expectAction(screen, "inventory", .tabSelected(.inventory))
    expectError(screen, "counter many", "Expected a whole number for the count, got 'many'.")
    // There is nowhere to go back to: the screen says how to leave.
    expectError(screen, "back", "You are on the home screen; 'quit' exits.")

    #expect(self.screen(self.state([])).lines.last == "Favorite primes: none yet")
  }

  @Test func theNoticeShowsAsTheLastLine() {
    var home = self.state([])
    home.notice = "The new item had no name, so it was not added."
    #expect(
      self.screen(home).lines == [
        "Counters, primes and an inventory.", "Favorite primes: none yet",
        "ℹ The new item had no name, so it was not added.",
      ])

    var stack = self.state([.counter(Counter.State(count: 2))])
    stack.notice = "The new item had no name, so it was not added."
    #expect(
      self.screen(stack).lines == [
        "Count: 2", "Timer: stopped", "", "Sum of counters: 2",
        "ℹ The new item had no name, so it was not added.",
      ])
  }

  @Test func homeCommandsWorkInAnyCaseAndTyposGetASuggestion() {
    let screen = self.screen(self.state([]))

    expectAction(screen, "Counter", .counterButtonTapped(count: 0))
    expectAction(screen, "COUNTER 3", .counterButtonTapped(count: 3))
    expectAction(screen, "Inventory", .tabSelected(.inventory))
    expectError(screen, "BACK", "You are on the home screen; 'quit' exits.")
    expectError(screen, "conter", "Unknown command 'conter'. Did you mean 'counter'?")
    expectError(screen, "conter 5", "Unknown command 'conter'. Did you mean 'counter 5'?")
    expectError(screen, "hlep", "Unknown command 'hlep'. Did you mean 'help'?")
    expectError(screen, "qiut", "Unknown command 'qiut'. Did you mean 'quit'?")
    expectError(screen, "i", "Unknown command 'i'. Did you mean 'item' or 'inventory'?")
    expectError(screen, "frobnicate", "Unknown command 'frobnicate'. Type 'help' to list commands.")
  }

  @Test func homeCommandsLineShowsArguments() {
    let screen = self.screen(self.state([]))
    let lines = screen.commandLines(width: 64)

    // Whatever other screens the home screen opens (a new feature adds one), the line starts
    // with the counter's argument, ends with the global commands, and wraps at the width.
    #expect(lines.first?.hasPrefix("Commands: counter [<number>] · item · inventory") == true)
    #expect(lines.last?.hasSuffix("help · quit") == true)
    #expect(lines.allSatisfy { $0.count <= 64 })
  }

  // MARK: The stack

  @Test func breadcrumbNamesEveryScreenOfTheStack() {
    let state = self.state([.counter(Counter.State(count: 42)), .prime(Prime.State(number: 42))])

    #expect(self.screen(state).title == "Root › Counter 42 › Prime 42")

    let items = self.state([
      .itemForm(ItemForm.State(item: Item(id: UUID(0)))),
      .itemForm(ItemForm.State(item: Item(id: UUID(1), name: "Lamp"))),
    ])
    #expect(self.screen(items).title == "Root › New item › Lamp")
  }

  @Test func counterOnTopMapsItsCommandsToItsElement() {
    let state = self.state([.counter(Counter.State(count: 1)), .counter(Counter.State(count: 42))])
    let screen = self.screen(state)

    #expect(screen.commands.map(\.name) == ["+", "-", "timer", "prime", "next", "back"])
    expectAction(screen, "+", .path(.element(id: 1, action: .counter(.incrementButtonTapped))))
    expectAction(screen, "-", .path(.element(id: 1, action: .counter(.decrementButtonTapped))))
    expectAction(
      screen, "timer", .path(.element(id: 1, action: .counter(.toggleTimerButtonTapped))))
    expectAction(screen, "prime", .path(.element(id: 1, action: .counter(.primeButtonTapped))))
    expectAction(screen, "next", .path(.element(id: 1, action: .counter(.goToCounterButtonTapped))))
    expectAction(screen, "back", .path(.popFrom(id: 1)))
  }

  @Test func primeOnTopMapsItsCommandsToItsElement() {
    let state = self.state([.counter(Counter.State(count: 42)), .prime(Prime.State(number: 42))])
    let screen = self.screen(state)

    #expect(screen.commands.map(\.name) == ["nth", "fav", "back"])
    expectAction(screen, "nth", .path(.element(id: 1, action: .prime(.nthPrimeButtonTapped))))
    expectAction(screen, "fav", .path(.element(id: 1, action: .prime(.favoriteButtonTapped))))
    expectAction(screen, "back", .path(.popFrom(id: 1)))
  }

  @Test func primeAlertTakesOverTheScreenUntilDismissed() {
    let prime = Prime.State(
      number: 42,
      alert: AlertState { TextState("The 42nd prime is 181.") }
    )
    let state = self.state([.counter(Counter.State(count: 42)), .prime(prime)])
    let screen = self.screen(state)

    #expect(screen.title == "Root › Counter 42 › Prime 42")
    #expect(screen.lines == ["┃ The 42nd prime is 181."])
    #expect(screen.commands.map(\.name) == ["ok"])
    expectAction(screen, "ok", .path(.element(id: 1, action: .prime(.alert(.dismiss)))))
    expectAction(screen, "OK", .path(.element(id: 1, action: .prime(.alert(.dismiss)))))
    expectError(screen, "back", "Dismiss the alert first: type 'ok'.")
  }

  @Test func itemFormOnTopMapsItsCommandsToItsElement() {
    let state = self.state([.itemForm(ItemForm.State(item: Item(id: UUID(0))))])
    let screen = self.screen(state)

    #expect(screen.title == "Root › New item")
    #expect(
      screen.lines.contains(
        "Named items are added to the inventory when this form closes; 'cancel' discards it."))
    expectAction(screen, "cancel", .itemFormCancelled(id: 0))
    expectAction(
      screen, "name Lamp",
      .path(.element(id: 0, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    expectAction(screen, "done", .path(.element(id: 0, action: .itemForm(.dismissButtonTapped))))
    expectAction(screen, "back", .path(.popFrom(id: 0)))
    expectError(screen, "qty -1", "A quantity cannot be negative.")
    expectError(screen, "cancle", "Unknown command 'cancle'. Did you mean 'cancel'?")
    #expect(
      screen.commandLines(width: 64) == [
        "Commands: name <text>",
        "          color <black|blue|green|red|white|yellow|none>",
        "          qty <number> · stock <on|off> · backorder <on|off>",
        "          timer · done · cancel · back · help · quit",
      ])
  }

  @Test func primeLookupOnTheStackCanBeCancelled() {
    let state = self.state([.prime(Prime.State(number: 42, isLoading: true, progress: 12))])
    let screen = self.screen(state)

    #expect(screen.lines.contains("Computing the 42nd prime… 12%"))
    #expect(screen.commands.map(\.name) == ["nth", "fav", "cancel", "back"])
    expectAction(screen, "cancel", .path(.element(id: 0, action: .prime(.cancelButtonTapped))))
    guard case .path(.element(id: 0, action: .prime(.cancelButtonTapped))) = screen.interruptAction
    else {
      Issue.record(
        "Ctrl-C does not cancel the lookup: \(String(describing: screen.interruptAction))")
      return
    }
    #expect(self.screen(self.state([.counter(Counter.State())])).interruptAction == nil)
  }

  // MARK: The summary

  @Test func summaryLineShowsTheSumWhileVisible() {
    let counters = self.state([
      .counter(Counter.State(count: 40)), .prime(Prime.State(number: 3)),
      .counter(Counter.State(count: 2)),
    ])
    let screen = self.screen(counters)
    #expect(Array(screen.lines.suffix(2)) == ["", "Sum of counters: 42"])

    #expect(!self.screen(self.state([])).lines.contains("Sum of counters: 0"))

    let alert = self.state([
      .counter(Counter.State(count: 40)),
      .prime(Prime.State(number: 40, alert: AlertState { TextState("The 40th prime is 173.") })),
    ])
    #expect(self.screen(alert).lines == ["┃ The 40th prime is 173."])
  }

  // MARK: The inventory tab

  @Test func inventoryTabShowsTheInventoryAndBackReturnsHome() {
    let state = self.state(
      [],
      inventory: .holding([Item.samples[0]]),
      tab: .inventory
    )
    let screen = self.screen(state)

    #expect(screen.title == "Root › Inventory")
    #expect(screen.lines == ["1. Keyboard [blue] — 100 in stock"])
    #expect(screen.commands.map(\.name) == ["new", "edit", "delete", "duplicate", "back"])
    expectAction(screen, "new", .inventory(.addButtonTapped))
    expectAction(screen, "edit 1", .inventory(.itemTapped(id: Item.samples[0].id)))
    expectAction(screen, "back", .tabSelected(.home))
    expectError(screen, "delete 2", "Choose an item number from 1 to 1.")
  }

  @Test func inventoryTabBackDismissesWhatTheInventoryPresents() {
    let keyboard = Item.samples[0]
    let state = self.state(
      [],
      inventory: Inventory.State(
        items: .inventory([keyboard]),
        destination: .editItem(ItemForm.State(item: keyboard))
      ),
      tab: .inventory
    )
    let screen = self.screen(state)

    #expect(screen.title == "Root › Edit Keyboard")
    expectAction(
      screen, "qty 5",
      .inventory(.destination(.presented(.editItem(.binding(.set(\.quantity, 5)))))))
    expectAction(screen, "back", .inventory(.destination(.dismiss)))

    var dialog = state
    dialog.inventory.destination = .duplicateItem(
      ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Duplicate “Keyboard”?")
      } actions: {
        ButtonState(action: .confirmDuplication(id: keyboard.id)) { TextState("Duplicate") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    )
    let dialogScreen = self.screen(dialog)
    #expect(dialogScreen.commands.map(\.name) == ["duplicate", "cancel", "back"])
    expectAction(
      dialogScreen, "duplicate",
      .inventory(.destination(.presented(.duplicateItem(.confirmDuplication(id: keyboard.id)))))
    )
    expectAction(dialogScreen, "cancel", .inventory(.destination(.dismiss)))
    expectAction(dialogScreen, "back", .inventory(.destination(.dismiss)))
  }

  // MARK: Redrawing only when something shown changes

  @Test func counterLowerInTheStackInvalidatesOnlyThroughTheBreadcrumbAndSummary() {
    let store = self.store(
      self.state([.counter(Counter.State(count: 1)), .prime(Prime.State(number: 7))]))

    let isInvalidated = RootView.isInvalidated(store) {
      store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped))))
    }

    #expect(isInvalidated)
    let screen = RootView.screen(store)
    #expect(screen.title == "Root › Counter 2 › Prime 7")
    #expect(Array(screen.lines.suffix(2)) == ["", "Sum of counters: 2"])
  }

  @Test func changesNotShownDoNotInvalidateTheScreen() {
    let store = self.store(
      self.state([
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Lamp"))),
        .prime(Prime.State(number: 3)),
        .counter(Counter.State(count: 5)),
      ]))
    let before = RootView.screen(store)

    let isInvalidated = RootView.isInvalidated(store) {
      // Lower in the stack, but not in the breadcrumb. (A lower item form's title reads its
      // `item`, a plain struct, so any change to the item re-renders.)
      store.send(.path(.element(id: 1, action: .prime(.favoriteButtonTapped))))
      // The inventory, while the home tab shows.
      store.send(.inventory(.itemsAdded(Item.samples)))
      store.send(.inventory(.addButtonTapped))
    }

    #expect(!isInvalidated)
    #expect(RootView.screen(store).lines == before.lines)
    #expect(RootView.screen(store).title == before.title)
  }

  @Test func theInventoryTabIsNotInvalidatedByTheStack() {
    let store = self.store(
      self.state(
        [.counter(Counter.State(count: 1))], inventory: Inventory.State(),
        tab: .inventory))

    #expect(
      !RootView.isInvalidated(store) {
        store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped))))
      })
    #expect(
      RootView.isInvalidated(store) {
        store.send(.inventory(.addButtonTapped))
      })
    #expect(RootView.screen(store).title == "Root › Add item")
  }

  @Test func aTickOfTheTopCounterInvalidatesTheScreen() {
    let store = self.store(
      self.state([.counter(Counter.State(count: 1)), .counter(Counter.State(count: 2))]))

    #expect(
      RootView.isInvalidated(store) {
        store.send(.path(.element(id: 1, action: .counter(.timerTicked))))
      })
    let screen = RootView.screen(store)
    #expect(screen.title == "Root › Counter 1 › Counter 3")
    #expect(screen.lines.first == "Count: 3")
  }
}

extension RootView {
  /// Whether `change` invalidates a render of the store's screen, as Observation reports it.
  static func isInvalidated(_ store: StoreOf<Root>, by change: () -> Void) -> Bool {
    let isInvalidated = LockIsolated(false)
    withObservationTracking {
      _ = RootView.screen(store)
    } onChange: {
      isInvalidated.setValue(true)
    }
    change()
    return isInvalidated.value
  }
}

/// Expects `input` on `screen` to send `expected`; actions are compared by their dumps, since
/// `Root.Action` is not `Equatable`.
func expectAction(
  _ screen: Screen<Root.Action>,
  _ input: String,
  _ expected: Root.Action,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  switch screen.action(for: input) {
  case .success(let action):
    #expect(
      String(customDumping: action) == String(customDumping: expected),
      sourceLocation: location
    )
  case .failure(let error):
    Issue.record("'\(input)' was rejected: \(error.message)", sourceLocation: location)
  }
}

/// Expects `input` on `screen` to be rejected with `message`.
func expectError(
  _ screen: Screen<Root.Action>,
  _ input: String,
  _ message: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  switch screen.action(for: input) {
  case .success(let action):
    Issue.record(
      "'\(input)' was accepted as \(String(customDumping: action))",
      sourceLocation: location
    )
  case .failure(let error):
    #expect(error.message == message, sourceLocation: location)
  }
}
