import ItemFormFeature
import Navigation
import TerminalUI

/// The terminal screen of the inventory, and of what it presents.
@MainActor
public enum InventoryView {
  /// The screen for the inventory's store: the list, or the form, alert or dialog presented over
  /// it.
  public static func screen(_ store: StoreOf<Inventory>) -> Screen<Inventory.Action> {
    guard let destination = store.scope(state: \.destination, action: \.destination) else {
      return listScreen(store)
    }
    switch destination.case {
    case .addItem(let formStore):
      var screen = ItemFormView.screen(formStore)
        .map { Inventory.Action.destination(.presented(.addItem($0))) }
      screen.title = "Add item"
      screen.lines.append("The item is added when the form closes; 'cancel' discards it.")
      screen.commands += [
        Command("add", "Add the item to the inventory", action: .confirmAddItemButtonTapped),
        Command("cancel", "Discard the item", action: .cancelAddItemButtonTapped),
      ]
      screen.lines += store.notice.map { ["ℹ \($0)"] } ?? []
      return screen
    case .editItem(let formStore):
      var screen = ItemFormView.screen(formStore)
        .map { Inventory.Action.destination(.presented(.editItem($0))) }
      let name = formStore.item.name
      screen.title = "Edit \(name.isEmpty ? "item" : name)"
      screen.lines.append("Changes are saved when the form closes; 'cancel' discards them.")
      screen.commands.append(
        Command("cancel", "Discard the changes", action: .cancelEditButtonTapped))
      return screen
    case .alert(let alertStore):
      return Screen(
        alert: alertStore.state, send: { .destination(.presented(.alert($0))) },
        dismiss: .destination(.dismiss))
    case .duplicateItem(let dialogStore):
      return Screen(
        dialog: dialogStore.state, send: { .destination(.presented(.duplicateItem($0))) },
        dismiss: .destination(.dismiss))
    }
  }

  private static func listScreen(_ store: StoreOf<Inventory>) -> Screen<Inventory.Action> {
    var lines: [String] = []
    if let loadError = store.loadError {
      lines.append("⚠ \(loadError)")
    } else if store.items.isEmpty {
      lines.append("No items yet. Type 'new' to add one.")
    } else {
      for (index, item) in store.items.enumerated() {
        let color = item.color.map { " [\($0.rawValue)]" } ?? ""
        lines.append(
          "\(index + 1). \(item.name.isEmpty ? "(untitled)" : item.name)\(color) — "
            + ItemFormView.describe(item.status))
      }
    }
    if store.isSaving {
      lines.append("Saving…")
    } else if let saveError = store.saveError {
      lines.append("⚠ \(saveError)")
    }
    if let notice = store.notice {
      lines.append("ℹ \(notice)")
    }
    let items = store.items
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
