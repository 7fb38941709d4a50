import Navigation
import TerminalUI

/// The terminal screen of the item form.
@MainActor
public enum ItemFormView {
  /// The screen's title, which is also the form's place in a breadcrumb.
  public static func title(_ store: StoreOf<ItemForm>) -> String {
    store.item.name.isEmpty ? "New item" : store.item.name
  }

  /// The screen for a form's store.
  public static func screen(_ store: StoreOf<ItemForm>) -> Screen<ItemForm.Action> {
    let item = store.item
    var lines = [
      "Name:   \(item.name.isEmpty ? "(untitled)" : item.name)",
      "Color:  \(item.color?.rawValue ?? "none")",
      "Stock:  \(describe(item.status))",
    ]
    if store.isTimerOn {
      lines.append(
        "Timer:  +1 each second (\(store.timerTicks)/\(ItemForm.ticksBeforeDismissal), then closes)"
      )
    }
    if let notice = store.notice {
      lines.append("ℹ \(notice)")
    }
    let colors = Item.Color.allCases.map(\.rawValue).joined(separator: "|")
    return Screen(
      title: self.title(store),
      lines: lines,
      commands: [
        Command("name", argument: "<text>", "Rename the item") { text throws(CommandError) in
          guard !text.isEmpty else { throw CommandError("Expected a name, like 'name Keyboard'.") }
          return .binding(.set(\.item.name, text))
        },
        Command("color", argument: "<\(colors)|none>", "Set the color") {
          text throws(CommandError) in
          if text.lowercased() == "none" { return .binding(.set(\.item.color, nil)) }
          guard let color = Item.Color(rawValue: text.lowercased()) else {
            throw CommandError(
              "Unknown color '\(CommandError.quote(text))'. Choose one of \(colors), or none.")
          }
          return .binding(.set(\.item.color, color))
        },
        Command("qty", argument: "<number>", "Set the quantity in stock") {
          text throws(CommandError) in
          let quantity = try Command<ItemForm.Action>.integer(text, name: "the quantity")
          guard quantity >= 0 else { throw CommandError("A quantity cannot be negative.") }
          return .binding(.set(\.quantity, quantity))
        },
        Command("stock", argument: "<on|off>", "Mark in or out of stock") {
          text throws(CommandError) in
          .inStockToggled(try onOff(text))
        },
        Command("backorder", argument: "<on|off>", "Mark on back order (when out of stock)") {
          text throws(CommandError) in
          .backOrderToggled(try onOff(text))
        },
        Command(
          "timer", store.isTimerOn ? "Stop the stock timer" : "Start the stock timer",
          action: .timerButtonTapped),
        Command("done", "Close the form", action: .dismissButtonTapped),
      ]
    )
  }

  /// "3 in stock", "out of stock, on back order".
  public nonisolated static func describe(_ status: Item.Status) -> String {
    switch status {
    case .inStock(let quantity): "\(quantity) in stock"
    case .outOfStock(let isOnBackOrder):
      isOnBackOrder ? "out of stock, on back order" : "out of stock"
    }
  }
}

private func onOff(_ text: String) throws(CommandError) -> Bool {
  switch text.lowercased() {
  case "on", "yes", "true": return true
  case "off", "no", "false": return false
  default: throw CommandError("Expected 'on' or 'off', got '\(CommandError.quote(text))'.")
  }
}
