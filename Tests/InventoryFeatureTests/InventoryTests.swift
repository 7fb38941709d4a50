import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct InventoryTests {
  let keyboard = Item(id: UUID(10), name: "Keyboard", color: .blue, status: .inStock(quantity: 100))
  let charger = Item(id: UUID(11), name: "Charger", color: .yellow, status: .inStock(quantity: 20))
  let phone = Item(id: UUID(12), name: "Phone", status: .outOfStock(isOnBackOrder: true))

  // MARK: Items made elsewhere

  @Test func itemsAddedFromElsewhereJoinTheListAndAreSavedOnce() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemsAdded([self.charger, self.phone])) {
      $0.isSaving = true
      $0.items = [self.keyboard, self.charger, self.phone]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[self.keyboard, self.charger, self.phone]])
    await store.send(.itemsAdded([]))
  }

  @Test func itemsAddedWhenTheFileCouldNotBeReadAreNotSaved() async {
    let disk = InventoryDisk(contents: Data("{".utf8))
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemsAdded([self.charger])) {
      $0.items = [self.charger]
    }
    #expect(disk.saves.value.isEmpty)
  }

  @Test func anotherHolderOfTheKeySeesTheAddedItems() async {
    let disk = InventoryDisk(items: [self.keyboard])
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }
    // Another feature of the same app (the same file storage) declaring the inventory.
    let other = withDependencies {
      $0.defaultFileStorage = disk.storage
    } operation: {
      Inventory.State()
    }

    await store.send(.itemsAdded([self.charger])) {
      $0.isSaving = true
      $0.items = [self.keyboard, self.charger]
    }
    #expect(other.items == [self.keyboard, self.charger])
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(disk.items == [self.keyboard, self.charger])
  }

  // MARK: Loading

  @Test func theSavedItemsAreLoadedWithTheState() async {
    let disk = InventoryDisk(items: [self.keyboard, self.charger])
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    #expect(store.state.items == [self.keyboard, self.charger])
    #expect(store.state.loadError == nil)
    #expect(disk.saves.value.isEmpty)
  }

  @Test func noFileIsAnEmptyInventory() async {
    let disk = InventoryDisk()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    #expect(store.state.items.isEmpty)
    #expect(store.state.loadError == nil)
    #expect(disk.items == nil)
  }

  @Test func loadingRefusesDuplicateIDsInsteadOfDroppingAnItem() async {
    let renamed = Item(id: self.keyboard.id, name: "Other keyboard")
    let contents = try! InventoryFileFormat.encode([self.keyboard, renamed, self.charger])
    let disk = InventoryDisk(contents: contents)
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    #expect(store.state.items.isEmpty)
    #expect(
      store.state.loadError
        == .corruptFile(
          path: "/in-memory/inventory.json",
          reason: "item 2 “Other keyboard” has the same id as item 1 “Keyboard”, "
            + "\(self.keyboard.id.uuidString); give one of them a new id"))
    #expect(disk.contents == contents)
  }

  @Test func loadFailureShowsTheErrorAndNeverSaves() async {
    let disk = InventoryDisk(contents: Data("{".utf8))
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }
    #expect(
      store.state.loadError
        == .corruptFile(
          path: "/in-memory/inventory.json", reason: "not an inventory JSON document"))

    // Every path that saves when loaded: add, edit, delete, duplicate.
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0), name: "Lamp")))
    }
    await store.send(.confirmAddItemButtonTapped) {
      $0.destination = nil
      $0.items = [Item(id: UUID(0), name: "Lamp")]
    }
    await store.send(.itemTapped(id: UUID(0))) {
      $0.destination = .editItem(ItemForm.State(item: Item(id: UUID(0), name: "Lamp")))
    }
    await store.send(.destination(.presented(.editItem(.binding(.set(\.item.name, "Desk lamp"))))))
    {
      $0.destination = .editItem(ItemForm.State(item: Item(id: UUID(0), name: "Desk lamp")))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.items = [Item(id: UUID(0), name: "Desk lamp")]
    }
    await store.send(.duplicateButtonTapped(id: UUID(0))) {
      $0.destination = .duplicateItem(duplicateDialog(Item(id: UUID(0), name: "Desk lamp")))
    }
    await store.send(.destination(.presented(.duplicateItem(.confirmDuplication(id: UUID(0)))))) {
      $0.destination = nil
      $0.items.append(Item(id: UUID(1), name: "Desk lamp copy"))
    }
    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.destination = .alert(deleteAlert(Item(id: UUID(0), name: "Desk lamp")))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: UUID(0)))))) {
      $0.destination = nil
      $0.items = [Item(id: UUID(1), name: "Desk lamp copy")]
    }
    await store.finish()
    // Not even the shared value's own delayed write replaces the corrupt file.
    try? await Task.sleep(for: .milliseconds(300))
    #expect(disk.saves.value.isEmpty)
    #expect(disk.contents == Data("{".utf8))
  }

  @Test func loadFailureWithAnUnexpectedErrorIsReportedAsUnreadable() async {
    struct Unexpected: Error, CustomStringConvertible {
      var description: String { "the disk went away" }
    }
    let storage = FileStorage(
      directory: URL(fileURLWithPath: "/data"),
      read: { _ in throw Unexpected() },
      writeAtomically: { _, _ in Issue.record("Nothing is written") }
    )
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }

    #expect(
      store.state.loadError
        == .unreadableFile(path: "/data/inventory.json", reason: "the disk went away"))
  }

  // MARK: Adding

  @Test func addSheetConfirmAppendsTheItemAndSaves() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination.modify(\.addItem) { $0.item.name = "Lamp" }
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.color, .green)))))) {
      $0.destination.modify(\.addItem) { $0.item.color = .green }
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.quantity, 4)))))) {
      $0.destination.modify(\.addItem) { $0.item.status = .inStock(quantity: 4) }
    }
    let lamp = Item(id: UUID(0), name: "Lamp", color: .green, status: .inStock(quantity: 4))
    await store.send(.confirmAddItemButtonTapped) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.keyboard, lamp]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[self.keyboard, lamp]])
  }

  @Test func addSheetCancelDiscardsTheItem() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination.modify(\.addItem) { $0.item.name = "Lamp" }
    }
    await store.send(.cancelAddItemButtonTapped) {
      $0.destination = nil
      $0.notice = "Discarded the new item “Lamp”."
    }
    // The next command clears the notice.
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(1))))
      $0.notice = nil
    }
    await store.send(.cancelAddItemButtonTapped) {
      $0.destination = nil
    }
  }

  @Test func addFormClosingItselfKeepsTheItem() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination.modify(\.addItem) { $0.item.name = "Lamp" }
    }
    // `done`, like `back`, the stock timer's close and quitting: the form closes, the item stays.
    await store.send(.destination(.presented(.addItem(.dismissButtonTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [Item(id: UUID(0), name: "Lamp")]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[Item(id: UUID(0), name: "Lamp")]])
  }

  @Test func addFormClosedWithoutANameSaysNothingWasAdded() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    // A blank form goes quietly.
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(1))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.color, .red)))))) {
      $0.destination.modify(\.addItem) { $0.item.color = .red }
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.notice = "The new item had no name, so it was not added."
    }
  }

  @Test func addWithoutANameAsksForOne() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.confirmAddItemButtonTapped) {
      $0.notice = "Give the item a name first, like 'name Lamp'."
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination.modify(\.addItem) { $0.item.name = "Lamp" }
      $0.notice = nil
    }
  }

  @Test func aFormsTimerKeepsTheInventorysNotice() async {
    let clock = TestClock()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.timerButtonTapped)))) {
      $0.destination.modify(\.addItem) { $0.isTimerOn = true }
    }
    await store.send(.confirmAddItemButtonTapped) {
      $0.notice = "Give the item a name first, like 'name Lamp'."
    }
    // The form asks its child, ItemForm, which says its ticks are an effect's: the notice stays.
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.addItem(.timerTicked)))) {
      $0.destination.modify(\.addItem) {
        $0.timerTicks = 1
        $0.item.status = .inStock(quantity: 2)
      }
    }
    await store.send(.destination(.presented(.addItem(.timerButtonTapped)))) {
      $0.destination.modify(\.addItem) {
        $0.isTimerOn = false
        $0.timerTicks = 0
      }
      $0.notice = nil
    }
  }

  @Test func editCancelDiscardsTheChangesAndSaysSo() async {
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    }

    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    // Nothing changed: nothing to say.
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    await store.send(.destination(.presented(.editItem(.binding(.set(\.item.color, .red)))))) {
      $0.destination.modify(\.editItem) { $0.item.color = .red }
    }
    // Cancelling writes nothing: no save starts (the store would say so).
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
      $0.notice = "Discarded the changes to “Keyboard”."
    }
    #expect(store.state.items == [self.keyboard])
  }

  @Test func confirmWithoutAnAddSheetDoesNothing() async {
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    }

    await store.send(.confirmAddItemButtonTapped)
  }

  // MARK: Editing

  @Test func editDismissSavesTheEditedItemBack() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard, self.charger])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    await store.send(
      .destination(.presented(.editItem(.binding(.set(\.item.name, "Mechanical keyboard")))))
    ) {
      $0.destination.modify(\.editItem) { $0.item.name = "Mechanical keyboard" }
    }
    await store.send(.destination(.presented(.editItem(.inStockToggled(false))))) {
      $0.destination.modify(\.editItem) { $0.item.status = .outOfStock(isOnBackOrder: false) }
    }
    await store.send(.destination(.presented(.editItem(.backOrderToggled(true))))) {
      $0.destination.modify(\.editItem) { $0.item.status = .outOfStock(isOnBackOrder: true) }
    }
    var edited = self.keyboard
    edited.name = "Mechanical keyboard"
    edited.status = .outOfStock(isOnBackOrder: true)
    await store.send(.destination(.dismiss)) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [edited, self.charger]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[edited, self.charger]])
  }

  @Test func editFormClosingItselfSavesTheEditedItem() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    await store.send(.destination(.presented(.editItem(.binding(.set(\.item.color, nil)))))) {
      $0.destination.modify(\.editItem) { $0.item.color = nil }
    }
    await store.send(.destination(.presented(.editItem(.dismissButtonTapped))))
    var edited = self.keyboard
    edited.color = nil
    await store.receive(.destination(.dismiss)) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [edited]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[edited]])
  }

  @Test func editTimerThirdTickClosesTheFormAndSaves() async {
    let clock = TestClock()
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    await store.send(.destination(.presented(.editItem(.timerButtonTapped)))) {
      $0.destination.modify(\.editItem) { $0.isTimerOn = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.editItem(.timerTicked)))) {
      $0.destination.modify(\.editItem) {
        $0.timerTicks = 1
        $0.item.status = .inStock(quantity: 101)
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.editItem(.timerTicked)))) {
      $0.destination.modify(\.editItem) {
        $0.timerTicks = 2
        $0.item.status = .inStock(quantity: 102)
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.editItem(.timerTicked)))) {
      $0.destination.modify(\.editItem) {
        $0.isTimerOn = false
        $0.timerTicks = 3
        $0.item.status = .inStock(quantity: 103)
      }
    }
    var edited = self.keyboard
    edited.status = .inStock(quantity: 103)
    await store.receive(.destination(.dismiss)) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [edited]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(saves.value == [[edited]])
  }

  @Test func editFormTimerStopsWhenTheFormCloses() async {
    let clock = TestClock()
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.itemTapped(id: self.keyboard.id)) {
      $0.destination = .editItem(ItemForm.State(item: self.keyboard))
    }
    await store.send(.destination(.presented(.editItem(.timerButtonTapped)))) {
      $0.destination.modify(\.editItem) { $0.isTimerOn = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.editItem(.timerTicked)))) {
      $0.destination.modify(\.editItem) {
        $0.timerTicks = 1
        $0.item.status = .inStock(quantity: 101)
      }
    }
    var edited = self.keyboard
    edited.status = .inStock(quantity: 101)
    await store.send(.destination(.dismiss)) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [edited]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(saves.value == [[edited]])
  }

  // MARK: Deleting

  @Test func deleteAlertConfirmRemovesTheItemAndSaves() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard, self.charger])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.deleteButtonTapped(id: self.keyboard.id)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete “Keyboard”?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: UUID(10))) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
      )
    }
    // The alert goes away by itself after its button.
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: self.keyboard.id))))) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.charger]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[self.charger]])
  }

  @Test func deleteAlertCancelKeepsTheItem() async {
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    }

    await store.send(.deleteButtonTapped(id: self.keyboard.id)) {
      $0.destination = .alert(deleteAlert(self.keyboard))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  // MARK: Duplicating

  @Test func duplicateDialogInsertsACopyWithTheNextID() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.destination(.presented(.addItem(.binding(.set(\.item.name, "Lamp")))))) {
      $0.destination.modify(\.addItem) { $0.item.name = "Lamp" }
    }
    let lamp = Item(id: UUID(0), name: "Lamp")
    await store.send(.confirmAddItemButtonTapped) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.keyboard, lamp]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }

    await store.send(.duplicateButtonTapped(id: lamp.id)) {
      $0.destination = .duplicateItem(
        ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Duplicate “Lamp”?")
        } actions: {
          ButtonState(action: .confirmDuplication(id: UUID(0))) { TextState("Duplicate") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      )
    }
    let copy = Item(id: UUID(1), name: "Lamp copy")
    await store.send(.destination(.presented(.duplicateItem(.confirmDuplication(id: lamp.id))))) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.keyboard, lamp, copy]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[self.keyboard, lamp], [self.keyboard, lamp, copy]])
  }

  @Test func duplicateInsertsTheCopyRightAfterTheOriginal() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard, self.charger, self.phone])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.duplicateButtonTapped(id: self.charger.id)) {
      $0.destination = .duplicateItem(duplicateDialog(self.charger))
    }
    var copy = self.charger
    copy.id = UUID(0)
    copy.name = "Charger copy"
    await store.send(
      .destination(.presented(.duplicateItem(.confirmDuplication(id: self.charger.id))))
    ) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.keyboard, self.charger, copy, self.phone]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(saves.value == [[self.keyboard, self.charger, copy, self.phone]])
  }

  @Test func duplicateDialogCancelKeepsTheItems() async {
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    }

    await store.send(.duplicateButtonTapped(id: self.keyboard.id)) {
      $0.destination = .duplicateItem(duplicateDialog(self.keyboard))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func actionsForMissingItemsDoNothing() async {
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard])
    ) {
      Inventory()
    }

    await store.send(.itemTapped(id: UUID(99)))
    await store.send(.deleteButtonTapped(id: UUID(99)))
    await store.send(.duplicateButtonTapped(id: UUID(99)))
  }

  // MARK: Saving

  @Test func saveFailureShowsTheErrorUntilASaveSucceeds() async {
    struct DiskFull: Error, CustomStringConvertible {
      var description: String { "No space left" }
    }
    let error = InventoryError.saveFailed(
      path: "/in-memory/inventory.json", reason: "No space left")
    let disk = InventoryDisk()
    disk.failure.setValue(DiskFull())
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard, self.charger])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.deleteButtonTapped(id: self.keyboard.id)) {
      $0.destination = .alert(deleteAlert(self.keyboard))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: self.keyboard.id))))) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = [self.charger]
    }
    await store.receive(.saveFinished(error)) {
      $0.isSaving = false
      $0.saveError = error.description
    }

    disk.failure.setValue(nil)
    await store.send(.deleteButtonTapped(id: self.charger.id)) {
      $0.destination = .alert(deleteAlert(self.charger))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: self.charger.id))))) {
      $0.isSaving = true
      $0.destination = nil
      $0.items = []
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
      $0.saveError = nil
    }
    #expect(disk.saves.value == [[]])
  }

  @Test func consecutiveSavesWriteEachListInOrder() async {
    // Saves are written one at a time, the newest last (a save still waiting when a newer one
    // starts is cancelled and writes nothing: `FileStorageKeyTests`).
    let disk = InventoryDisk()
    let store = TestStore(
      initialState: Inventory.State.holding([self.keyboard, self.charger, self.phone])
    ) {
      Inventory()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.deleteButtonTapped(id: self.keyboard.id)) {
      $0.destination = .alert(deleteAlert(self.keyboard))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: self.keyboard.id))))) {
      $0.destination = nil
      $0.isSaving = true
      $0.items = [self.charger, self.phone]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    await store.send(.deleteButtonTapped(id: self.charger.id)) {
      $0.destination = .alert(deleteAlert(self.charger))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: self.charger.id))))) {
      $0.destination = nil
      $0.isSaving = true
      $0.items = [self.phone]
    }
    await store.receive(.saveFinished(nil)) {
      $0.isSaving = false
    }
    #expect(disk.saves.value == [[self.charger, self.phone], [self.phone]])
    #expect(disk.items == [self.phone])
  }
}

/// The alert `deleteButtonTapped` shows, spelled out.
func deleteAlert(_ item: Item) -> AlertState<Inventory.Action.Alert> {
  AlertState {
    TextState("Delete “\(item.name)”?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion(id: item.id)) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }
}

/// The dialog `duplicateButtonTapped` shows, spelled out.
func duplicateDialog(_ item: Item) -> ConfirmationDialogState<Inventory.Action.Dialog> {
  ConfirmationDialogState(titleVisibility: .visible) {
    TextState("Duplicate “\(item.name)”?")
  } actions: {
    ButtonState(action: .confirmDuplication(id: item.id)) { TextState("Duplicate") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}
