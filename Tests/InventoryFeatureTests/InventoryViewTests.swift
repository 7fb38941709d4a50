import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct InventoryViewTests {
  let keyboard = Item(id: UUID(10), name: "Keyboard", color: .blue, status: .inStock(quantity: 100))
  let untitled = Item(id: UUID(11), status: .outOfStock(isOnBackOrder: false))
  let phone = Item(id: UUID(12), name: "Phone", status: .outOfStock(isOnBackOrder: true))

  func screen(_ state: Inventory.State) -> Screen<Inventory.Action> {
    InventoryView.screen(Store(initialState: state) { Inventory() })
  }

  // MARK: The list

  @Test func listShowsOneNumberedLinePerItem() {
    let screen = self.screen(
      Inventory.State(items: Shared(value: [self.keyboard, self.untitled, self.phone]))
    )

    #expect(screen.title == "Inventory")
    #expect(
      screen.lines == [
        "1. Keyboard [blue] — 100 in stock",
        "2. (untitled) — out of stock",
        "3. Phone — out of stock, on back order",
      ]
    )
    #expect(
      screen.commands.map(\.usage) == [
        "new", "edit <number>", "delete <number>", "duplicate <number>",
      ])
  }

  @Test func listShowsTheLoadErrorAndTheSaveError() {
    #expect(self.screen(Inventory.State()).lines == ["No items yet. Type 'new' to add one."])
    let corrupt = withDependencies {
      $0.defaultFileStorage = InventoryDisk(contents: Data("{".utf8)).storage
    } operation: {
      Inventory.State()
    }
    #expect(
      self.screen(corrupt).lines == [
        "⚠ The inventory file at /in-memory/inventory.json is corrupt (not an inventory JSON "
          + "document). It was left untouched; move it away or repair it to continue."
      ]
    )
    #expect(
      self.screen(
        Inventory.State(items: Shared(value: [self.keyboard]), saveError: "Disk full.")
      ).lines == ["1. Keyboard [blue] — 100 in stock", "⚠ Disk full."]
    )
  }

  @Test func listCommandsMapToActions() {
    let screen = self.screen(
      Inventory.State(items: Shared(value: [self.keyboard, self.untitled, self.phone]))
    )

    #expect(screen.action(for: "new") == .success(.addButtonTapped))
    #expect(screen.action(for: "edit 1") == .success(.itemTapped(id: self.keyboard.id)))
    #expect(screen.action(for: "delete 2") == .success(.deleteButtonTapped(id: self.untitled.id)))
    #expect(
      screen.action(for: "duplicate 3") == .success(.duplicateButtonTapped(id: self.phone.id)))
    #expect(screen.action(for: "  edit   3  ") == .success(.itemTapped(id: self.phone.id)))
    #expect(screen.action(for: "EDIT 1") == .success(.itemTapped(id: self.keyboard.id)))
    #expect(screen.action(for: "New") == .success(.addButtonTapped))
  }

  @Test func aMistypedListCommandGetsASuggestionWithItsArgument() {
    let screen = self.screen(Inventory.State(items: Shared(value: [self.keyboard])))

    #expect(
      screen.action(for: "edti 1")
        == .failure(CommandError("Unknown command 'edti'. Did you mean 'edit 1'?")))
    #expect(
      screen.action(for: "d 1")
        == .failure(CommandError("Unknown command 'd'. Did you mean 'delete' or 'duplicate'?")))
    #expect(
      screen.commandLines(width: 64) == [
        "Commands: new · edit <number> · delete <number>",
        "          duplicate <number> · help · quit",
      ])
  }

  @Test(arguments: ["edit", "delete", "duplicate"])
  func theSmallestIntegerOnAnEmptyListIsRejected(command: String) {
    let screen = self.screen(Inventory.State(items: Shared(value: [])))

    #expect(
      screen.action(for: "\(command) -9223372036854775808")
        == .failure(CommandError("There are no items yet.")))
  }

  @Test(arguments: [
    "edit 0", "edit 4", "delete -1", "duplicate 100", "edit -9223372036854775808",
    "delete 9223372036854775807",
  ])
  func itemNumbersOutOfRangeAreRejected(input: String) {
    let screen = self.screen(
      Inventory.State(items: Shared(value: [self.keyboard, self.untitled, self.phone]))
    )

    #expect(
      screen.action(for: input) == .failure(CommandError("Choose an item number from 1 to 3.")))
  }

  @Test(arguments: [
    ("edit abc", "abc"), ("delete 1.5", "1.5"), ("duplicate", ""), ("edit one", "one"),
  ])
  func itemNumbersThatAreNotNumbersAreRejected(input: String, argument: String) {
    let screen = self.screen(Inventory.State(items: Shared(value: [self.keyboard])))

    #expect(
      screen.action(for: input)
        == .failure(CommandError("Expected a whole number for the item number, got '\(argument)'."))
    )
  }

  @Test func itemCommandsOnAnEmptyListSayThereAreNoItems() {
    let screen = self.screen(Inventory.State())

    #expect(screen.action(for: "edit 1") == .failure(CommandError("There are no items yet.")))
    #expect(screen.action(for: "new now") == .failure(CommandError("'new' takes no argument.")))
  }

  // MARK: What the list presents

  @Test func addSheetShowsTheFormWithAddAndCancel() {
    let form = ItemForm.State(item: Item(id: UUID(0)))
    let screen = self.screen(Inventory.State(destination: .addItem(form)))

    #expect(screen.title == "Add item")
    #expect(
      screen.lines == [
        "Name:   (untitled)", "Color:  none", "Stock:  1 in stock",
        "The item is added when the form closes; 'cancel' discards it.",
      ])
    #expect(
      screen.commands.map(\.name)
        == ["name", "color", "qty", "stock", "backorder", "timer", "done", "add", "cancel"]
    )
    #expect(
      screen.action(for: "name Lamp")
        == .success(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))))
    #expect(
      screen.action(for: "qty 3")
        == .success(.destination(.presented(.addItem(.binding(.set(\.quantity, 3)))))))
    #expect(screen.action(for: "add") == .success(.confirmAddItemButtonTapped))
    #expect(screen.action(for: "cancel") == .success(.cancelAddItemButtonTapped))
    #expect(
      screen.action(for: "qty lots")
        == .failure(CommandError("Expected a whole number for the quantity, got 'lots'.")))
  }

  @Test func theListSaysSavingUntilTheSaveLands() {
    var state = Inventory.State(items: Shared(value: [self.keyboard]), isSaving: true)
    #expect(self.screen(state).lines.last == "Saving…")

    // An earlier failure shows again only if this save fails too.
    state.saveError = "The inventory could not be saved."
    #expect(self.screen(state).lines.last == "Saving…")

    state.isSaving = false
    #expect(self.screen(state).lines.last == "⚠ The inventory could not be saved.")
    state.saveError = nil
    #expect(!self.screen(state).lines.contains("Saving…"))
  }

  @Test func aNoticeShowsOnTheListAndOnTheAddSheet() {
    let list = self.screen(Inventory.State(notice: "Discarded the new item."))
    #expect(list.lines.last == "ℹ Discarded the new item.")

    let form = ItemForm.State(item: Item(id: UUID(0)))
    let sheet = self.screen(
      Inventory.State(
        destination: .addItem(form), notice: "Give the item a name first."))
    #expect(sheet.lines.last == "ℹ Give the item a name first.")
  }

  @Test func theFormsOwnNoticeShowsOnTheSheetAndTheEditScreen() {
    let form = ItemForm.State(
      item: self.keyboard, notice: "The item is already in stock.")
    let sheet = self.screen(Inventory.State(destination: .addItem(form)))
    let edit = self.screen(
      Inventory.State(items: Shared(value: [self.keyboard]), destination: .editItem(form)))

    #expect(sheet.lines.contains("ℹ The item is already in stock."))
    #expect(edit.lines.contains("ℹ The item is already in stock."))
  }

  @Test func editScreenSaysChangesAreSavedOnClose() {
    let screen = self.screen(
      Inventory.State(
        items: Shared(value: [self.keyboard]),
        destination: .editItem(ItemForm.State(item: self.keyboard))
      )
    )

    #expect(screen.title == "Edit Keyboard")
    #expect(screen.lines.last == "Changes are saved when the form closes; 'cancel' discards them.")
    #expect(screen.action(for: "cancel") == .success(.cancelEditButtonTapped))
    #expect(
      screen.action(for: "color red")
        == .success(.destination(.presented(.editItem(.binding(.set(\.item.color, .red)))))))
    #expect(
      screen.action(for: "done")
        == .success(.destination(.presented(.editItem(.dismissButtonTapped)))))

    let untitledScreen = self.screen(
      Inventory.State(
        items: Shared(value: [self.untitled]),
        destination: .editItem(ItemForm.State(item: self.untitled))
      )
    )
    #expect(untitledScreen.title == "Edit item")
  }

  @Test func alertScreenMapsItsButtonsToActions() {
    let screen = self.screen(
      Inventory.State(
        items: Shared(value: [self.keyboard]), destination: .alert(deleteAlert(self.keyboard))
      )
    )

    #expect(screen.title == "Delete “Keyboard”?")
    #expect(screen.lines == ["┃ Delete “Keyboard”?", "┃ This cannot be undone."])
    #expect(screen.commands.map(\.name) == ["delete", "cancel"])
    #expect(screen.commands.map(\.summary) == ["Delete (cannot be undone)", "Cancel"])
    #expect(
      screen.action(for: "delete")
        == .success(.destination(.presented(.alert(.confirmDeletion(id: self.keyboard.id)))))
    )
    #expect(screen.action(for: "cancel") == .success(.destination(.dismiss)))
    #expect(
      screen.action(for: "edit 1")
        == .failure(CommandError("Unknown command 'edit'. Type 'help' to list commands.")))
  }

  @Test func dialogScreenMapsItsButtonsToActions() {
    let screen = self.screen(
      Inventory.State(
        items: Shared(value: [self.keyboard]),
        destination: .duplicateItem(duplicateDialog(self.keyboard))
      )
    )

    #expect(screen.title == "Duplicate “Keyboard”?")
    #expect(screen.lines == ["┃ Duplicate “Keyboard”?"])
    #expect(screen.commands.map(\.name) == ["duplicate", "cancel"])
    #expect(
      screen.action(for: "duplicate")
        == .success(
          .destination(.presented(.duplicateItem(.confirmDuplication(id: self.keyboard.id)))))
    )
    #expect(screen.action(for: "cancel") == .success(.destination(.dismiss)))
  }

}
