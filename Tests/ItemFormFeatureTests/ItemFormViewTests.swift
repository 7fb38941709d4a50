import Foundation
import ItemFormFeature
import Navigation
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ItemFormViewTests {
  static let keyboard = Item(
    id: UUID(0),
    name: "Keyboard",
    color: .blue,
    status: .inStock(quantity: 3)
  )

  static func screen(_ state: ItemForm.State) -> Screen<ItemForm.Action> {
    ItemFormView.screen(Store(initialState: state) { ItemForm() })
  }

  @Test func formShowsTheItemAndItsCommands() {
    let screen = Self.screen(ItemForm.State(item: Self.keyboard))

    #expect(screen.title == "Keyboard")
    #expect(
      screen.lines == [
        "Name:   Keyboard",
        "Color:  blue",
        "Stock:  3 in stock",
      ]
    )
    #expect(
      screen.commands.map(\.name) == [
        "name", "color", "qty", "stock", "backorder", "timer", "done",
      ]
    )
    #expect(
      screen.commands.map(\.usage) == [
        "name <text>",
        "color <black|blue|green|red|white|yellow|none>",
        "qty <number>",
        "stock <on|off>",
        "backorder <on|off>",
        "timer",
        "done",
      ]
    )
    #expect(screen.commands.first { $0.name == "timer" }?.summary == "Start the stock timer")
  }

  @Test func untitledItemOutOfStockWithTheTimerOn() {
    let screen = Self.screen(
      ItemForm.State(
        item: Item(id: UUID(1), status: .outOfStock(isOnBackOrder: true)),
        isTimerOn: true,
        timerTicks: 2
      )
    )

    #expect(screen.title == "New item")
    #expect(
      screen.lines == [
        "Name:   (untitled)",
        "Color:  none",
        "Stock:  out of stock, on back order",
        "Timer:  +1 each second (2/3, then closes)",
      ]
    )
    #expect(screen.commands.first { $0.name == "timer" }?.summary == "Stop the stock timer")
  }

  @Test func theNoticeShowsUnderTheLines() {
    let screen = Self.screen(
      ItemForm.State(
        item: Item(id: UUID(1)), notice: "Give the item a name first, like 'name Lamp'.")
    )

    #expect(
      screen.lines == [
        "Name:   (untitled)",
        "Color:  none",
        "Stock:  1 in stock",
        "ℹ Give the item a name first, like 'name Lamp'.",
      ]
    )
  }

  @Test func commandsAreMatchedInAnyCaseWithTheirArgumentsKept() {
    let screen = Self.screen(ItemForm.State(item: Self.keyboard))

    #expect(
      screen.action(for: "NAME Desk Lamp") == .success(.binding(.set(\.item.name, "Desk Lamp"))))
    #expect(screen.action(for: "Done") == .success(.dismissButtonTapped))
    #expect(
      screen.action(for: "colour red")
        == .failure(CommandError("Unknown command 'colour'. Did you mean 'color red'?")))
  }

  @Test func describeSaysHowMuchIsInStock() {
    #expect(ItemFormView.describe(.inStock(quantity: 1)) == "1 in stock")
    #expect(ItemFormView.describe(.outOfStock(isOnBackOrder: false)) == "out of stock")
    #expect(
      ItemFormView.describe(.outOfStock(isOnBackOrder: true)) == "out of stock, on back order"
    )
  }

  @Test func eachCommandSendsItsAction() {
    let screen = Self.screen(ItemForm.State(item: Self.keyboard))

    #expect(
      screen.action(for: "name Desk lamp") == .success(.binding(.set(\.item.name, "Desk lamp"))))
    #expect(screen.action(for: "color red") == .success(.binding(.set(\.item.color, .red))))
    #expect(screen.action(for: "color Yellow") == .success(.binding(.set(\.item.color, .yellow))))
    #expect(screen.action(for: "color none") == .success(.binding(.set(\.item.color, nil))))
    #expect(screen.action(for: "color None") == .success(.binding(.set(\.item.color, nil))))
    #expect(screen.action(for: "qty 3") == .success(.binding(.set(\.quantity, 3))))
    #expect(screen.action(for: "qty 0") == .success(.binding(.set(\.quantity, 0))))
    #expect(screen.action(for: "stock on") == .success(.inStockToggled(true)))
    #expect(screen.action(for: "stock OFF") == .success(.inStockToggled(false)))
    #expect(screen.action(for: "backorder yes") == .success(.backOrderToggled(true)))
    #expect(screen.action(for: "backorder false") == .success(.backOrderToggled(false)))
    #expect(screen.action(for: "timer") == .success(.timerButtonTapped))
    #expect(screen.action(for: "done") == .success(.dismissButtonTapped))
  }

  @Test func badInputSaysWhatToTypeInstead() {
    let screen = Self.screen(ItemForm.State(item: Self.keyboard))

    #expect(
      screen.action(for: "delete")
        == .failure(CommandError("Unknown command 'delete'. Type 'help' to list commands."))
    )
    #expect(
      screen.action(for: "name")
        == .failure(CommandError("Expected a name, like 'name Keyboard'."))
    )
    #expect(
      screen.action(for: "color purple")
        == .failure(
          CommandError(
            "Unknown color 'purple'. Choose one of black|blue|green|red|white|yellow, or none."
          )
        )
    )
    #expect(
      screen.action(for: "qty -2") == .failure(CommandError("A quantity cannot be negative."))
    )
    #expect(
      screen.action(for: "qty many")
        == .failure(CommandError("Expected a whole number for the quantity, got 'many'."))
    )
    #expect(
      screen.action(for: "qty")
        == .failure(CommandError("Expected a whole number for the quantity, got ''."))
    )
    #expect(
      screen.action(for: "stock maybe")
        == .failure(CommandError("Expected 'on' or 'off', got 'maybe'."))
    )
    #expect(
      screen.action(for: "backorder")
        == .failure(CommandError("Expected 'on' or 'off', got ''."))
    )
    #expect(
      screen.action(for: "done now") == .failure(CommandError("'done' takes no argument."))
    )
  }

  @Test func theNameCommandUpdatesTheScreenThroughItsBinding() throws {
    let store = Store(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }
    let isInvalidated = LockIsolated(false)
    withObservationTracking {
      _ = ItemFormView.screen(store)
    } onChange: {
      isInvalidated.setValue(true)
    }

    store.send(try ItemFormView.screen(store).action(for: "name Desk lamp").get())

    #expect(isInvalidated.value)
    #expect(ItemFormView.screen(store).title == "Desk lamp")
    #expect(ItemFormView.screen(store).lines.first == "Name:   Desk lamp")
  }

}
