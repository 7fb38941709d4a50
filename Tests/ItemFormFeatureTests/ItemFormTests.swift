import Foundation
import ItemFormFeature
import Navigation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ItemFormTests {
  /// A parent that presents the form (`ifLet`) and pushes forms (`forEach`), so that the form's
  /// `dismiss()` has someone to close it.
  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var form: ItemForm.State?
      var path = StackState<ItemForm.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case form(PresentationAction<ItemForm.Action>)
      case path(StackActionOf<ItemForm>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.form = ItemForm.State(item: Item(id: UUID(1)))
          return .none

        case .form, .path:
          return .none
        }
      }
      .ifLet(\.$form, action: \.form) { ItemForm() }
      .forEach(\.path, action: \.path) { ItemForm() }
    }
  }

  static let keyboard = Item(
    id: UUID(0),
    name: "Keyboard",
    color: .black,
    status: .inStock(quantity: 2)
  )

  @Test func nameBindingRenamesTheItem() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.binding(.set(\.item.name, "Mechanical keyboard"))) {
      $0.item.name = "Mechanical keyboard"
    }
    await store.send(.binding(.set(\.item.name, ""))) { $0.item.name = "" }
  }

  @Test func colorBindingSetsAndClearsTheColor() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.binding(.set(\.item.color, .red))) { $0.item.color = .red }
    await store.send(.binding(.set(\.item.color, nil))) { $0.item.color = nil }
    await store.send(.binding(.set(\.item.color, .yellow))) { $0.item.color = .yellow }
  }

  @Test func quantityBindingSetsTheStockAndZeroMeansOutOfStock() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.binding(.set(\.quantity, 5))) { $0.item.status = .inStock(quantity: 5) }
    await store.send(.binding(.set(\.quantity, 0))) {
      $0.item.status = .outOfStock(isOnBackOrder: false)
    }
    await store.send(.binding(.set(\.quantity, 1))) { $0.item.status = .inStock(quantity: 1) }
  }

  @Test func inStockToggledSwitchesBothWays() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.inStockToggled(false)) { $0.item.status = .outOfStock(isOnBackOrder: false) }
    await store.send(.inStockToggled(true)) { $0.item.status = .inStock(quantity: 1) }
  }

  @Test func inStockToggledToTheCurrentValueChangesNothingAndSaysSo() async {
    var item = Self.keyboard
    let store = TestStore(initialState: ItemForm.State(item: item)) { ItemForm() }
    // The quantity is kept, not reset to 1.
    await store.send(.inStockToggled(true)) { $0.notice = "The item is already in stock." }

    item.status = .outOfStock(isOnBackOrder: true)
    let outOfStock = TestStore(initialState: ItemForm.State(item: item)) { ItemForm() }
    // The back order is kept.
    await outOfStock.send(.inStockToggled(false)) {
      $0.notice = "The item is already out of stock."
    }
  }

  @Test func backOrderToggledOnlyWhenOutOfStock() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.backOrderToggled(true)) {
      $0.notice = "The item is in stock; only an item out of stock can be on back order."
    }
    await store.send(.backOrderToggled(false)) {
      $0.notice = "The item is in stock, so it is not on back order."
    }
    await store.send(.binding(.set(\.quantity, 0))) {
      $0.item.status = .outOfStock(isOnBackOrder: false)
      $0.notice = nil
    }
    await store.send(.backOrderToggled(true)) { $0.item.status = .outOfStock(isOnBackOrder: true) }
    await store.send(.backOrderToggled(false)) {
      $0.item.status = .outOfStock(isOnBackOrder: false)
    }
  }

  @Test func backOrderToggledToTheCurrentValueSaysSo() async {
    var item = Self.keyboard
    item.status = .outOfStock(isOnBackOrder: true)
    let store = TestStore(initialState: ItemForm.State(item: item)) { ItemForm() }

    await store.send(.backOrderToggled(true)) {
      $0.notice = "The item is already on back order."
    }
    await store.send(.backOrderToggled(false)) {
      $0.item.status = .outOfStock(isOnBackOrder: false)
      $0.notice = nil
    }
    await store.send(.backOrderToggled(false)) {
      $0.notice = "The item is already not on back order."
    }
  }

  @Test func doneWithoutANameAsksForOne() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }

    await store.send(.addButtonTapped) { $0.form = ItemForm.State(item: Item(id: UUID(1))) }
    await store.send(.form(.presented(.dismissButtonTapped))) {
      $0.form?.notice = "Give the item a name first, like 'name Lamp'."
    }
    await store.send(.form(.presented(.binding(.set(\.item.name, "Lamp"))))) {
      $0.form?.item.name = "Lamp"
      $0.form?.notice = nil
    }
    await store.send(.form(.presented(.dismissButtonTapped)))
    await store.receive(.form(.dismiss)) { $0.form = nil }
  }

  @Test func aTimerTickKeepsTheNotice() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) {
      ItemForm()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.timerButtonTapped) { $0.isTimerOn = true }
    await store.send(.inStockToggled(true)) { $0.notice = "The item is already in stock." }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.timerTicks = 1
      $0.item.status = .inStock(quantity: 3)
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerOn = false
      $0.timerTicks = 0
      $0.notice = nil
    }
  }

  @Test func timerAddsOneEachSecondUntilToggledOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) {
      ItemForm()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.timerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.timerTicks = 1
      $0.item.status = .inStock(quantity: 3)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.timerTicks = 2
      $0.item.status = .inStock(quantity: 4)
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerOn = false
      $0.timerTicks = 0
    }
    // No more ticks: an exhaustive store fails on any action it did not receive.
    await clock.advance(by: .seconds(5))
  }

  @Test func timerHoldsTheLargestQuantityInsteadOfTrapping() async {
    let clock = TestClock()
    var item = Self.keyboard
    item.status = .inStock(quantity: .max)
    let store = TestStore(initialState: ItemForm.State(item: item)) {
      ItemForm()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.timerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.timerTicks = 1
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerOn = false
      $0.timerTicks = 0
    }
  }

  @Test func timerDismissesThePresentedFormAfterThreeTicks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.addButtonTapped) { $0.form = ItemForm.State(item: Item(id: UUID(1))) }
    await store.send(.form(.presented(.inStockToggled(false)))) {
      $0.form?.item.status = .outOfStock(isOnBackOrder: false)
    }
    await store.send(.form(.presented(.timerButtonTapped))) { $0.form?.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = 1
      $0.form?.item.status = .inStock(quantity: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = 2
      $0.form?.item.status = .inStock(quantity: 2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = ItemForm.ticksBeforeDismissal
      $0.form?.item.status = .inStock(quantity: 3)
      $0.form?.isTimerOn = false
    }
    await store.receive(.form(.dismiss)) { $0.form = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func timerDismissesADeepLinkedFormAfterThreeTicks() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(form: ItemForm.State(item: Self.keyboard))
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.form(.presented(.timerButtonTapped))) { $0.form?.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = 1
      $0.form?.item.status = .inStock(quantity: 3)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = 2
      $0.form?.item.status = .inStock(quantity: 4)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.form(.presented(.timerTicked))) {
      $0.form?.timerTicks = 3
      $0.form?.item.status = .inStock(quantity: 5)
      $0.form?.isTimerOn = false
    }
    await store.receive(.form(.dismiss)) { $0.form = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func timerDismissesAPushedFormAfterThreeTicks() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(path: StackState([ItemForm.State(item: Self.keyboard)]))
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 0, action: .timerButtonTapped))) {
      $0.path[id: 0]?.isTimerOn = true
    }
    for tick in 1...ItemForm.ticksBeforeDismissal {
      await clock.advance(by: .seconds(1))
      await store.receive(.path(.element(id: 0, action: .timerTicked))) {
        $0.path[id: 0]?.timerTicks = tick
        $0.path[id: 0]?.item.status = .inStock(quantity: 2 + tick)
        if tick == ItemForm.ticksBeforeDismissal { $0.path[id: 0]?.isTimerOn = false }
      }
    }
    await store.receive(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func dismissButtonClosesThePresentedForm() async {
    let store = TestStore(initialState: Parent.State(form: ItemForm.State(item: Self.keyboard))) {
      Parent()
    }

    await store.send(.form(.presented(.dismissButtonTapped)))
    await store.receive(.form(.dismiss)) { $0.form = nil }
  }

  @Test func dismissButtonPopsThePushedForm() async {
    let store = TestStore(
      initialState: Parent.State(
        path: StackState([
          ItemForm.State(item: Self.keyboard),
          ItemForm.State(item: Item(id: UUID(1), name: "Mouse")),
        ])
      )
    ) {
      Parent()
    }

    await store.send(.path(.element(id: 1, action: .dismissButtonTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path[id: 1] = nil }
    await store.send(.path(.element(id: 0, action: .dismissButtonTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
  }

  @Test func dismissButtonAtTheRootDismissesTheStore() async {
    let store = TestStore(initialState: ItemForm.State(item: Self.keyboard)) { ItemForm() }

    await store.send(.dismissButtonTapped)
  }
}
