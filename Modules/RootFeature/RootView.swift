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
    let path = store.scope(state: \.path, action: \.path).elements
    guard let top = path.last else {
      return self.homeScreen(store)
    }
    let element = self.element(top.store, id: top.id)
    var screen = element.screen()
    screen.title = (["Root"] + path.map { self.element($0.store, id: $0.id).title })
      .joined(separator: " › ")
    if let summary = self.summary(store) {
      screen.lines += ["", summary]
    }
    if element.canGoBack() {
      screen.commands.append(.back("Pop this screen", action: .path(.popFrom(id: top.id))))
    } else {
      screen.unavailableCommands.append(
        UnavailableCommand("back", "Dismiss the alert first: type 'ok'."))
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

  /// An element of the stack as the app shows it: its title in the breadcrumb, and its screen
  /// (with a `back` that pops it) when it is on top. Adding a screen to the stack adds one case
  /// here.
  ///
  /// The title is read at once and alone, so that for a screen below the top only what its
  /// title shows is tracked; the screen is made only for the top.
  static func element(_ store: StoreOf<Root.Path>, id: StackElementID) -> StackElementView {
    switch store.case {
    case .counter(let counter):
      StackElementView(title: CounterView.title(counter)) {
        CounterView.screen(counter).map { .path(.element(id: id, action: .counter($0))) }
      }
    case .itemForm(let form):
      StackElementView(title: ItemFormView.title(form)) {
        var screen = ItemFormView.screen(form)
          .map { Root.Action.path(.element(id: id, action: .itemForm($0))) }
        screen.lines.append(
          "Named items are added to the inventory when this form closes; 'cancel' discards it.")
        screen.commands.append(
          Command("cancel", "Discard the item", action: .itemFormCancelled(id: id)))
        return screen
      }
    case .prime(let prime):
      // An alert takes over the screen until it is dismissed: no `back` meanwhile.
      StackElementView(title: PrimeView.title(prime), canGoBack: { prime.alert == nil }) {
        PrimeView.screen(prime).map { .path(.element(id: id, action: .prime($0))) }
      }
    }
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

/// An element of the stack as ``RootView`` shows it: its breadcrumb title, and how to make its
/// screen.
struct StackElementView {
  /// The element's place in the breadcrumb.
  var title: String
  /// Whether its screen on top gets the `back` command that pops it (read only for the top).
  var canGoBack: () -> Bool = { true }
  /// The element's screen, when it is on top.
  var screen: () -> Screen<Root.Action>
}
