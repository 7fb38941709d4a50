import CounterFeature
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import TerminalUI

/// The terminal screen of the app: the breadcrumb of the stack, the top screen, the summary.
public enum RootView {
  /// What the screen shows: only what is drawn, so that unrelated changes do not redraw it.
  public struct ViewState: Equatable, Sendable {
    public var breadcrumb: [String]
    public var favoritePrimes: [Int]
    public var inventory: InventoryView.ViewState?
    public var summary: String?
    public var tab: Root.Tab
    /// The element on top of the stack, as it is in the state; `nil` on the home screen.
    public var top: Top?

    /// The screen on top of the stack: which element, and its state.
    public struct Top: Equatable, Sendable {
      public var id: StackElementID
      public var element: Root.Path.State

      public init(id: StackElementID, element: Root.Path.State) {
        self.id = id
        self.element = element
      }
    }

    public init(_ state: Root.State) {
      self.tab = state.tab
      self.favoritePrimes = state.favoritePrimes
      self.breadcrumb =
        ["Root"] + state.path.ids.map { RootView.screen(of: state.path[id: $0]!, id: $0).title }
      let sum =
        !state.sumOverflows
        ? "\(state.sum)" : state.sum > 0 ? "more than \(Int.max)" : "less than \(Int.min)"
      self.summary = state.isSummaryVisible ? "Sum of counters: \(sum)" : nil
      if state.tab == .inventory {
        self.inventory = InventoryView.ViewState(state.inventory)
        self.top = nil
      } else {
        self.inventory = nil
        self.top = state.path.ids.last.map { Top(id: $0, element: state.path[id: $0]!) }
      }
    }
  }

  /// The screen for a view state.
  public static func screen(_ viewState: ViewState) -> Screen<Root.Action> {
    if let inventory = viewState.inventory {
      var screen = InventoryView.screen(inventory).map { Root.Action.inventory($0) }
      screen.commands.append(
        inventory.destination == nil
          ? .back("Go back home", action: .tabSelected(.home))
          : .back("Close without choosing", action: .inventory(.destination(.dismiss)))
      )
      screen.title = "Root › \(screen.title)"
      return screen
    }
    guard let top = viewState.top else {
      return homeScreen(viewState)
    }
    var screen = self.screen(of: top.element, id: top.id)
    screen.title = viewState.breadcrumb.joined(separator: " › ")
    if let summary = viewState.summary {
      screen.lines += ["", summary]
    }
    return screen
  }

  /// The screen of an element of the stack, with its `back` command; its title is the element's
  /// place in the breadcrumb. Adding a screen to the stack adds one case here.
  static func screen(of element: Root.Path.State, id: StackElementID) -> Screen<Root.Action> {
    var screen: Screen<Root.Action>
    var canGoBack = true
    switch element {
    case .counter(let counter):
      screen = CounterView.screen(CounterView.ViewState(counter))
        .map { .path(.element(id: id, action: .counter($0))) }
    case .itemForm(let form):
      screen = ItemFormView.screen(ItemFormView.ViewState(form))
        .map { .path(.element(id: id, action: .itemForm($0))) }
      screen.lines.append(
        "Named items are added to the inventory when this form closes; 'cancel' discards it.")
      screen.commands.append(
        Command("cancel", "Discard the item", action: .itemFormCancelled(id: id)))
    case .prime(let prime):
      screen = PrimeView.screen(PrimeView.ViewState(prime))
        .map { .path(.element(id: id, action: .prime($0))) }
      // An alert takes over the screen until it is dismissed.
      canGoBack = prime.alert == nil
    }
    if canGoBack {
      screen.commands.append(.back("Pop this screen", action: .path(.popFrom(id: id))))
    }
    return screen
  }

  private static func homeScreen(_ viewState: ViewState) -> Screen<Root.Action> {
    let favorites =
      viewState.favoritePrimes.isEmpty
      ? "Favorite primes: none yet"
      : "Favorite primes: " + viewState.favoritePrimes.map(String.init).joined(separator: ", ")
    return Screen(
      title: "Root",
      lines: ["Counters, primes and an inventory.", favorites],
      commands: [
        Command("counter", argument: "[<number>]", "Push a counter") {
          text throws(CommandError) in
          .counterButtonTapped(
            count: text.isEmpty ? 0 : try Command<Root.Action>.integer(text, name: "the count"))
        },
        Command("item", "Push a form for a new inventory item", action: .newItemButtonTapped),
        Command("inventory", "Open the inventory", action: .tabSelected(.inventory)),
      ]
    )
  }
}
