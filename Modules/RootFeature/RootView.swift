import CounterFeature
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import TerminalUI

/// The terminal screen of the app: the breadcrumb of the stack, the top screen, the summary.
@MainActor
public enum RootView {
  /// The screen for the app's store. It reads only what it shows: under
  /// `withObservationTracking`, a change elsewhere (an element's state below the top that its
  /// title does not show, the inventory while the home tab shows) does not invalidate it.
  public static func screen(_ store: StoreOf<Root>) -> Screen<Root.Action> {
    if store.tab == .inventory {
      return self.inventoryScreen(store.scope(state: \.inventory, action: \.inventory))
    }
    let path = store.scope(state: \.path, action: \.path)
    guard let top = path.last else {
      return self.homeScreen(store)
    }
    var screen = self.screen(of: top.store, id: top.id)
    screen.title = (["Root"] + path.map { self.title(of: $0.store) }).joined(separator: " › ")
    if let summary = self.summary(store) {
      screen.lines += ["", summary]
    }
    if let notice = store.notice {
      screen.lines.append("ℹ \(notice)")
    }
    return screen
  }

  /// The summary line under a screen of the stack, while it shows.
  static func summary(_ store: StoreOf<Root>) -> String? {
    guard store.isSummaryVisible else { return nil }
    let sum =
      !store.sumOverflows
      ? "\(store.sum)" : store.sum > 0 ? "more than \(Int.max)" : "less than \(Int.min)"
    return "Sum of counters: \(sum)"
  }

  /// The place of an element of the stack in the breadcrumb: its screen's title, read alone so
  /// that the rest of a screen below the top is not tracked. Adding a screen to the stack adds
  /// one case here.
  static func title(of store: StoreOf<Root.Path>) -> String {
    switch store.case {
    case .counter(let counter): CounterView.title(counter)
    case .itemForm(let form): ItemFormView.title(form)
    case .prime(let prime): PrimeView.title(prime)
    }
  }

  /// The screen of an element of the stack, with its `back` command. Adding a screen to the
  /// stack adds one case here.
  static func screen(of store: StoreOf<Root.Path>, id: StackElementID) -> Screen<Root.Action> {
    var screen: Screen<Root.Action>
    var canGoBack = true
    switch store.case {
    case .counter(let counter):
      screen = CounterView.screen(counter)
        .map { .path(.element(id: id, action: .counter($0))) }
    case .itemForm(let form):
      screen = ItemFormView.screen(form)
        .map { .path(.element(id: id, action: .itemForm($0))) }
      screen.lines.append(
        "Named items are added to the inventory when this form closes; 'cancel' discards it.")
      screen.commands.append(
        Command("cancel", "Discard the item", action: .itemFormCancelled(id: id)))
    case .prime(let prime):
      screen = PrimeView.screen(prime)
        .map { .path(.element(id: id, action: .prime($0))) }
      // An alert takes over the screen until it is dismissed.
      canGoBack = prime.alert == nil
    }
    if canGoBack {
      screen.commands.append(.back("Pop this screen", action: .path(.popFrom(id: id))))
    } else {
      screen.unavailableCommands.append(
        UnavailableCommand("back", "Dismiss the alert first: type 'ok'."))
    }
    return screen
  }

  private static func inventoryScreen(_ store: StoreOf<Inventory>) -> Screen<Root.Action> {
    var screen = InventoryView.screen(store).map { Root.Action.inventory($0) }
    screen.commands.append(
      store.scope(state: \.destination, action: \.destination) == nil
        ? .back("Go back home", action: .tabSelected(.home))
        : .back("Close without choosing", action: .inventory(.destination(.dismiss)))
    )
    screen.title = "Root › \(screen.title)"
    return screen
  }

  /// `back` on the home screen, where there is nowhere to go back to.
  static let homeBack = UnavailableCommand(
    "back", "You are on the home screen; 'quit' exits.")

  private static func homeScreen(_ store: StoreOf<Root>) -> Screen<Root.Action> {
    let favoritePrimes = store.favoritePrimes
    let favorites =
      favoritePrimes.isEmpty
      ? "Favorite primes: none yet"
      : "Favorite primes: " + favoritePrimes.map(String.init).joined(separator: ", ")
    return Screen(
      title: "Root",
      lines: ["Counters, primes and an inventory.", favorites]
        + (store.notice.map { ["ℹ \($0)"] } ?? []),
      commands: [
        Command("counter", argument: "[<number>]", "Push a counter") {
          text throws(CommandError) in
          .counterButtonTapped(
            count: text.isEmpty ? 0 : try Command<Root.Action>.integer(text, name: "the count"))
        },
        Command("item", "Push a form for a new inventory item", action: .newItemButtonTapped),
        Command("inventory", "Open the inventory", action: .tabSelected(.inventory)),
      ],
      unavailableCommands: [Self.homeBack]
    )
  }
}
