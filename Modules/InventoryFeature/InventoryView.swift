import ItemFormFeature
import Navigation
import TerminalUI

/// The terminal screen of the inventory, and of what it presents.
public enum InventoryView {
  /// What the screen shows.
  public struct ViewState: Equatable, Sendable {
    public var destination: Inventory.Destination.State?
    public var items: IdentifiedArrayOf<Item>
    public var isSaving: Bool
    public var loadStatus: Inventory.State.LoadStatus
    public var notice: String?
    public var saveError: String?

    public init(_ state: Inventory.State) {
      self.destination = state.destination
      self.isSaving = state.isSaving
      self.items = state.items
      self.loadStatus = state.loadStatus
      self.notice = state.notice
      self.saveError = state.saveError
    }
  }

  /// The screen for a view state: the list, or the form, alert or dialog presented over it.
  public static func screen(_ viewState: ViewState) -> Screen<Inventory.Action> {
    switch viewState.destination {
    case .addItem(let form):
      var screen = ItemFormView.screen(ItemFormView.ViewState(form))
        .map { Inventory.Action.destination(.presented(.addItem($0))) }
      screen.title = "Add item"
      screen.lines.append("The item is added when the form closes; 'cancel' discards it.")
      screen.commands += [
        Command("add", "Add the item to the inventory", action: .confirmAddItemButtonTapped),
        Command("cancel", "Discard the item", action: .cancelAddItemButtonTapped),
      ]
      screen.lines += viewState.notice.map { ["ℹ \($0)"] } ?? []
      return screen
    case .editItem(let form):
      var screen = ItemFormView.screen(ItemFormView.ViewState(form))
        .map { Inventory.Action.destination(.presented(.editItem($0))) }
      screen.title = "Edit \(form.item.name.isEmpty ? "item" : form.item.name)"
      screen.lines.append("Changes are saved when the form closes; 'cancel' discards them.")
      screen.commands.append(
        Command("cancel", "Discard the changes", action: .cancelEditButtonTapped))
      return screen
    case .alert(let alert):
      return Screen(
        alert: alert, send: { .destination(.presented(.alert($0))) },
        dismiss: .destination(.dismiss))
    case .duplicateItem(let dialog):
      return Screen(
        dialog: dialog, send: { .destination(.presented(.duplicateItem($0))) },
        dismiss: .destination(.dismiss))
    case .none:
      return listScreen(viewState)
    }
  }

  private static func listScreen(_ viewState: ViewState) -> Screen<Inventory.Action> {
    var lines: [String] = []
    switch viewState.loadStatus {
    case .failed(let message): lines.append("⚠ \(message)")
    case .loading, .notLoaded: lines.append("Loading…")
    case .loaded where viewState.items.isEmpty: lines.append("No items yet. Type 'new' to add one.")
    case .loaded:
      for (index, item) in viewState.items.enumerated() {
        let color = item.color.map { " [\($0.rawValue)]" } ?? ""
        lines.append(
          "\(index + 1). \(item.name.isEmpty ? "(untitled)" : item.name)\(color) — "
            + ItemFormView.describe(item.status))
      }
    }
    if viewState.isSaving {
      lines.append("Saving…")
    } else if let saveError = viewState.saveError {
      lines.append("⚠ \(saveError)")
    }
    if let notice = viewState.notice {
      lines.append("ℹ \(notice)")
    }
    let items = viewState.items
    func itemCommand(
      _ name: String,
      _ summary: String,
      _ action: @escaping (Item.ID) -> Inventory.Action
    ) -> Command<Inventory.Action> {
      Command(name, argument: "<number>", summary) { text throws(CommandError) in
        let number = try Command<Inventory.Action>.integer(text, name: "the item number")
        // `number - 1` would trap at Int.min; compare before subtracting.
        guard number >= 1, number <= items.count else {
          throw CommandError(
            items.isEmpty
              ? "There are no items yet." : "Choose an item number from 1 to \(items.count).")
        }
        return action(items[number - 1].id)
      }
    }
    return Screen(
      title: "Inventory",
      lines: lines,
      commands: [
        Command("new", "Add an item", action: .addButtonTapped),
        itemCommand("edit", "Edit an item") { .itemTapped(id: $0) },
        itemCommand("delete", "Delete an item") { .deleteButtonTapped(id: $0) },
        itemCommand("duplicate", "Duplicate an item") { .duplicateButtonTapped(id: $0) },
      ]
    )
  }
}
