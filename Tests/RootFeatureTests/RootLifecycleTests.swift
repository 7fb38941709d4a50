import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import RootFeature
import Testing

/// Launch and quit: what the app does when it starts and when the user leaves, as actions of the
/// root feature (the executable only sends them and reads the outcome).
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RootLifecycleTests {
  let keyboard = Item(id: UUID(10), name: "Keyboard", status: .inStock(quantity: 100))

  // MARK: Launch

  @Test func launchLoadsTheInventory() async {
    let disk = InventoryDisk(items: [self.keyboard])
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    #expect(store.state.inventory.items == [self.keyboard])
    #expect(store.state.launchFailure == nil)
  }

  @Test func launchFailsWhenTheInventoryCannotBeRead() async {
    let disk = InventoryDisk(contents: Data("not JSON".utf8))
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    let corrupt = InventoryError.corruptFile(
      path: "/in-memory/inventory.json", reason: "not an inventory JSON document")
    #expect(store.state.inventory.loadError == corrupt)
    #expect(store.state.launchFailure == corrupt.description)
  }

  @Test func launchFailsWhenTheFavoritesCannotBeRead() async {
    let files = InMemoryFiles()
    let storage = FileStorage.inMemory(files)
    let file = storage.directory.appendingPathComponent("favorite-primes.json")
    files[file] = Data("[2, 3".utf8)
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }

    #expect(store.state.inventory.loadError == nil)
    #expect(store.state.favoritePrimes == [])
    #expect(
      store.state.launchFailure
        == FileStorageError.corruptFile(path: file.path, reason: "is not valid JSON").description)
  }

  // MARK: A deep link

  @Test func aLinkedFormTheUserNeverTouchedAddsNothing() async {
    let store = TestStore(
      initialState: Root.State.linked([
        .counter(Counter.State(count: 97)),
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Keyboard"))),
      ])
    ) {
      Root()
    }
    #expect(store.state.untouchedLinkedForms == [1])

    // Nothing is saved: a save would set `isSaving`, which the test store checks.
    await store.send(.quitRequested) {
      $0.path = StackState()
      $0.untouchedLinkedForms = []
    }
  }

  @Test func aLinkedFormTheUserClosesIsAdded() async {
    let store = TestStore(
      initialState: Root.State.linked([
        .counter(Counter.State(count: 97)),
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Keyboard"))),
      ])
    ) {
      Root()
    }

    // Its `back`: the form says named items are added when it closes.
    await store.send(.path(.popFrom(id: 1))) {
      $0.inventory.isSaving = true
      $0.path.pop(from: 1)
      $0.inventory.items = [Item(id: UUID(0), name: "Keyboard")]
      $0.untouchedLinkedForms = []
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
  }

  @Test func aLinkedFormPoppedWithTheScreenBelowItAddsNothing() async {
    let store = TestStore(
      initialState: Root.State.linked([
        .counter(Counter.State(count: 97)),
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Keyboard"))),
      ])
    ) {
      Root()
    }

    // The counter below it closing itself (at 100), or a pop from it, takes the form along.
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.untouchedLinkedForms = []
    }
  }

  @Test func aLinkedFormTheUserEditedIsAdded() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Root.State.linked([
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Keyboard")))
      ])
    ) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.path(.element(id: 0, action: .itemForm(.binding(.set(\.quantity, 4)))))) {
      $0.path[id: 0, case: \.itemForm]?.item.status = .inStock(quantity: 4)
      $0.untouchedLinkedForms = []
    }
    let keyboard = Item(id: UUID(0), name: "Keyboard", status: .inStock(quantity: 4))
    await store.send(.quitRequested) {
      $0.inventory.isSaving = true
      $0.path = StackState()
      $0.inventory.items = [keyboard]
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    #expect(saves.value == [[keyboard]])
  }

  // MARK: Quit

  @Test func quitWithNothingOpenChangesNothing() async {
    let store = TestStore(initialState: Root.State(inventory: Inventory.State())) {
      Root()
    }

    // Nothing is saved: a save would set `isSaving`, which the test store checks.
    await store.send(.quitRequested)
  }

  @Test func quitSavesTheItemBeingEditedAndAddsTheNamedNewItems() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    var edited = self.keyboard
    edited.name = "Mechanical keyboard"
    let lamp = Item(id: UUID(0), name: "Lamp")
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .counter(Counter.State(count: 3)),
          .itemForm(ItemForm.State(item: lamp)),
          .prime(Prime.State(number: 7)),
          .itemForm(ItemForm.State(item: Item(id: UUID(1)))),
        ]),
        inventory: Inventory.State(
          items: .inventory([self.keyboard]),
          destination: .editItem(ItemForm.State(item: edited))
        ),
        tab: .inventory
      )
    ) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.quitRequested) {
      $0.inventory.isSaving = true
      $0.path = StackState()
      $0.inventory.items = [self.keyboard, lamp]
    }
    await store.receive(\.inventory.destination.dismiss) {
      $0.inventory.destination = nil
      $0.inventory.items = [edited, lamp]
    }
    // The second save replaces the first, which may or may not have started.
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    #expect(saves.value.last == [edited, lamp])
  }

  @Test func quitKeepsTheNewItemInTheAddSheetAndStopsItsTimer() async {
    let clock = TestClock()
    let disk = InventoryDisk()
    let saves = disk.saves
    let lamp = Item(id: UUID(0), name: "Lamp")
    let store = TestStore(
      initialState: Root.State(
        inventory: Inventory.State(
          items: .inventory([self.keyboard]),
          destination: .addItem(ItemForm.State(item: lamp))
        ),
        tab: .inventory
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.inventory(.destination(.presented(.addItem(.timerButtonTapped))))) {
      $0.inventory.destination.modify(\.addItem) { $0.isTimerOn = true }
    }
    // The form's timer stops with it, or the test store would report it still running.
    await store.send(.quitRequested)
    await store.receive(\.inventory.destination.dismiss) {
      $0.inventory.isSaving = true
      $0.inventory.destination = nil
      $0.inventory.items = [self.keyboard, lamp]
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    #expect(saves.value == [[self.keyboard, lamp]])
  }
}
