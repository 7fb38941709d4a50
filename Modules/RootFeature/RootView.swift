import CounterFeature
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature

/// The terminal screen of the app: the breadcrumb of the stack, the top screen, the summary.
public enum RootView {
  /// What the screen shows: only what is drawn, so that unrelated changes do not redraw it.
  public struct ViewState: Equatable, Sendable {
    public var breadcrumb: [String]
    public var favoritePrimes: [Int]
    public var inventory: InventoryView.ViewState?
    public var summary: String?
    public var tab: Root.Tab
    public var top: Top?

    /// The screen on top of the stack.
    public enum Top: Equatable, Sendable {
      case counter(StackElementID, CounterView.ViewState)
      case itemForm(StackElementID, ItemFormView.ViewState)
      case prime(StackElementID, PrimeView.ViewState)
    }

    public init(_ state: Root.State) {
      self.tab = state.tab
      self.favoritePrimes = state.favoritePrimes
      self.breadcrumb = ["Root"] + state.path.map(Self.title(of:))
      let sum =
        !state.sumOverflows
        ? "\(state.sum)" : state.sum > 0 ? "more than \(Int.max)" : "less than \(Int.min)"
      self.summary = state.isSummaryVisible ? "Sum of counters: \(sum)" : nil
      if state.tab == .inventory {
        self.inventory = InventoryView.ViewState(state.inventory)
        self.top = nil
      } else {
        self.inventory = nil
        self.top = state.path.ids.last.map { id in
          switch state.path[id: id]! {
          case .counter(let counter): .counter(id, CounterView.ViewState(counter))
          case .itemForm(let form): .itemForm(id, ItemFormView.ViewState(form))
          case .prime(let prime): .prime(id, PrimeView.ViewState(prime))
          }
        }
      }
    }

    private static func title(of element: Root.Path.State) -> String {
      switch element {
      case .counter(let counter): "Counter \(counter.count)"
      case .itemForm(let form): form.item.name.isEmpty ? "New item" : form.item.name
      case .prime(let prime): "Prime \(prime.number)"
      }
    }
  }

  /// The screen for a view state.
  public static func screen(_ viewState: ViewState) -> Screen<Root.Action> {
    var screen: Screen<Root.Action>
    if let inventory = viewState.inventory {
      screen = InventoryView.screen(inventory).map { Root.Action.inventory($0) }
      screen.commands.append(
        inventory.destination == nil
          ? Command("back", "Go back home", action: .tabSelected(.home))
          : Command("back", "Close without choosing", action: .inventory(.destination(.dismiss)))
      )
      screen.title = "Root › \(screen.title)"
      return screen
    }
    switch viewState.top {
    case .counter(let id, let counter):
      screen = CounterView.screen(counter).map { .path(.element(id: id, action: .counter($0))) }
      screen.commands.append(Command("back", "Pop this screen", action: .path(.popFrom(id: id))))
    case .itemForm(let id, let form):
      screen = ItemFormView.screen(form).map { .path(.element(id: id, action: .itemForm($0))) }
      screen.lines.append("Named items are added to the inventory when this form closes.")
      screen.commands.append(Command("back", "Pop this screen", action: .path(.popFrom(id: id))))
    case .prime(let id, let prime):
      screen = PrimeView.screen(prime).map { .path(.element(id: id, action: .prime($0))) }
      if prime.alert == nil {
        screen.commands.append(
          Command("back", "Pop this screen", action: .path(.popFrom(id: id))))
      }
    case .none:
      screen = homeScreen(viewState)
    }
    screen.title = viewState.breadcrumb.joined(separator: " › ")
    if let summary = viewState.summary {
      screen.lines += ["", summary]
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
