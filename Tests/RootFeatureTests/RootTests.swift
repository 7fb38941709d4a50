import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import RootFeature
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RootTests {
  // MARK: Pushing

  @Test func counterButtonPushesACounter() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    }

    await store.send(.counterButtonTapped(count: 42)) {
      $0.path.append(.counter(Counter.State(count: 42)))
    }
    await store.send(.counterButtonTapped(count: 0)) {
      $0.path.append(.counter(Counter.State(count: 0)))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func aCommandPushesAScreenMadeAsItIs() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.push(.prime(Prime.State(number: 7)))) {
      $0.path.append(.prime(Prime.State(number: 7)))
    }
    await store.send(.push(.counter(Counter.State(count: 3)))) {
      $0.path.append(.counter(Counter.State(count: 3)))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func counterAskingForAnotherCounterPushesOne() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(path: StackState([.counter(Counter.State(count: 3))]))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
      // `Bool.random(using:)` is `true` for a generator returning 0.
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    }

    await store.send(.path(.element(id: 0, action: .counter(.goToCounterButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.loadingFinished, true) {
      $0.path[id: 0, case: \.counter]?.isLoading = false
    }
    await store.receive(\.path[id: 0].counter.delegate.pushCounter, 3) {
      $0.path.append(.counter(Counter.State(count: 3)))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func counterDecidingToCloseItselfPopsIt() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State(count: 1)), .counter(Counter.State(count: 3))])
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
      // `Bool.random(using:)` is `false` for a generator returning all ones.
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: .max))
    }

    await store.send(.path(.element(id: 1, action: .counter(.goToCounterButtonTapped)))) {
      $0.path[id: 1, case: \.counter]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].counter.loadingFinished, false) {
      $0.path[id: 1, case: \.counter]?.isLoading = false
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
  }

  @Test func counterPrimeButtonPushesItsPrime() async {
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [5] }
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State(count: 5)), .counter(Counter.State(count: 6))])
      )
    ) {
      Root()
    }

    await store.send(.path(.element(id: 0, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showPrime, 5) {
      $0.path.append(.prime(Prime.State(number: 5)))
    }
    #expect(store.state.path[id: 2, case: \.prime]?.isFavorite == true)
    await store.send(.path(.element(id: 1, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 1].counter.delegate.showPrime, 6) {
      $0.path.append(.prime(Prime.State(number: 6)))
    }
    #expect(store.state.path.ids == [0, 1, 2, 3])
  }

  // MARK: Favorite primes

  @Test func favoritePrimesStaySortedUniqueAndSharedAcrossScreens() async {
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .prime(Prime.State(number: 11)),
          .prime(Prime.State(number: 2)),
          .prime(Prime.State(number: 7)),
          .prime(Prime.State(number: 7)),
        ])
      )
    ) {
      Root()
    }

    let isFavorite = { (id: StackElementID) in
      store.state.path[id: id, case: \.prime]?.isFavorite
    }
    await store.send(.path(.element(id: 0, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = [11]
    }
    await store.send(.path(.element(id: 1, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = [2, 11]
    }
    await store.send(.path(.element(id: 2, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = [2, 7, 11]
    }
    // The other screen of 7 shows the favorite they share.
    #expect(isFavorite(3) == true)
    // Removing it from the other screen of 7 removes it once, for both screens.
    await store.send(.path(.element(id: 3, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = [2, 11]
    }
    #expect(isFavorite(2) == false)
    await store.send(.path(.element(id: 0, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = [2]
    }
    #expect([0, 1, 2, 3].map(isFavorite) == [false, true, false, false])
  }

  // MARK: Derived state

  @Test func sumAddsUpEveryCounterOnTheStack() async {
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .counter(Counter.State(count: 1)),
          .prime(Prime.State(number: 100)),
          .counter(Counter.State(count: 10)),
          .itemForm(ItemForm.State(item: Item(id: UUID(0), status: .inStock(quantity: 1000)))),
        ])
      )
    ) {
      Root()
    }

    #expect(store.state.sum == 11)
    await store.send(.counterButtonTapped(count: -4)) {
      $0.path.append(.counter(Counter.State(count: -4)))
    }
    #expect(store.state.sum == 7)
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 2
    }
    #expect(store.state.sum == 8)
    await store.send(.path(.popFrom(id: 2))) {
      $0.path.pop(from: 2)
      // The popped form had no name: its item is not added, and the screen says so.
      $0.notice = "The new item had no name, so it was not added."
    }
    #expect(store.state.sum == 2)
    #expect(Root.State().sum == 0)
  }

  @Test func sumIsHeldAtTheLimitsWhenTheCountsAddUpBeyondThem() {
    func state(_ counts: [Int]) -> Root.State {
      Root.State(path: StackState(counts.map { .counter(Counter.State(count: $0)) }))
    }

    #expect(state([.max, 1]).sum == .max)
    #expect(state([.max, 1]).sumOverflows)
    #expect(state([.max, .max, .max]).sum == .max)
    #expect(state([.min, -1]).sum == .min)
    #expect(state([.min, -1]).sumOverflows)
    // Back within range: the sum is exact again.
    #expect(state([.max, 1, -1]).sum == .max)
    #expect(!state([.max, 1, -1]).sumOverflows)
    #expect(state([.max, .max, .min, .min, 5]).sum == 3)
    #expect(!state([.max, 1, -2]).sumOverflows)
    #expect(
      RootView.screen(Store(initialState: state([.max, 1])) { Root() }).lines.last
        == "Sum of counters: more than 9223372036854775807")
    #expect(
      RootView.screen(Store(initialState: state([.min, -1])) { Root() }).lines.last
        == "Sum of counters: less than -9223372036854775808")
  }

  @Test func summaryIsHiddenWhenTheStackIsEmptyOrAPrimeShowsItsAlert() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.primeClient.nthPrime = { _ in 11 }
    }

    #expect(!store.state.isSummaryVisible)
    await store.send(.counterButtonTapped(count: 5)) {
      $0.path.append(.counter(Counter.State(count: 5)))
    }
    #expect(store.state.isSummaryVisible)
    await store.send(.path(.element(id: 0, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showPrime, 5) {
      $0.path.append(.prime(Prime.State(number: 5)))
    }
    #expect(store.state.isSummaryVisible)
    await store.send(.path(.element(id: 1, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 1, case: \.prime]?.isLoading = true
    }
    #expect(store.state.isSummaryVisible)
    await store.receive(\.path[id: 1].prime.nthPrimeResponse.success, 11) {
      $0.path[id: 1, case: \.prime]?.isLoading = false
      $0.path[id: 1, case: \.prime]?.alert = AlertState { TextState("The 5th prime is 11.") }
    }
    #expect(!store.state.isSummaryVisible)
    await store.send(.path(.element(id: 1, action: .prime(.alert(.dismiss))))) {
      $0.path[id: 1, case: \.prime]?.alert = nil
    }
    #expect(store.state.isSummaryVisible)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    #expect(!store.state.isSummaryVisible)
  }

  // MARK: Tabs

  @Test func tabSelectedSwitchesTabs() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    }

    await store.send(.tabSelected(.inventory)) {
      $0.tab = .inventory
    }
    await store.send(.tabSelected(.inventory))
    await store.send(.tabSelected(.home)) {
      $0.tab = .home
    }
  }

  @Test func inventoryActionsReachTheInventory() async {
    let disk = InventoryDisk(items: Item.samples)
    let store = TestStore(initialState: Root.State(tab: .inventory)) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    #expect(store.state.inventory.items == IdentifiedArray(uniqueElements: Item.samples))
    await store.send(.inventory(.addButtonTapped)) {
      $0.inventory.destination = .addItem(ItemForm.State(item: Item(id: UUID(0))))
    }
    await store.send(.inventory(.cancelAddItemButtonTapped)) {
      $0.inventory.destination = nil
    }
  }

  // MARK: Quick-add item forms

  @Test func poppingANamedNewItemAddsItToTheInventoryAndSaves() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let keyboard = Item.samples[0]
    let store = TestStore(
      initialState: Root.State(inventory: .holding([keyboard]))
    ) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 0, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    {
      $0.path[id: 0, case: \.itemForm]?.item.name = "Lamp"
    }
    await store.send(
      .path(.element(id: 0, action: .itemForm(.binding(.set(\.item.color, .white)))))
    ) {
      $0.path[id: 0, case: \.itemForm]?.item.color = .white
    }
    let lamp = Item(id: UUID(0), name: "Lamp", color: .white)
    await store.send(.path(.popFrom(id: 0))) {
      $0.inventory.isSaving = true
      $0.path = StackState()
      $0.inventory.items = [keyboard, lamp]
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    #expect(saves.value == [[keyboard, lamp]])
  }

  @Test func cancellingANewItemFormDiscardsItAndStopsItsTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State(inventory: Inventory.State())) {
      Root()
    } withDependencies: {
      // Nothing is saved: a save would set `isSaving`, which the test store checks.
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.counterButtonTapped(count: 1)) {
      $0.path.append(.counter(Counter.State(count: 1)))
    }
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 1, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    {
      $0.path[id: 1, case: \.itemForm]?.item.name = "Lamp"
    }
    await store.send(.path(.element(id: 1, action: .itemForm(.timerButtonTapped)))) {
      $0.path[id: 1, case: \.itemForm]?.isTimerOn = true
    }
    await store.send(.itemFormCancelled(id: 1)) {
      $0.path.pop(from: 1)
      $0.notice = "Discarded the new item “Lamp”."
    }
    // Only for an item form (the next command clears the notice).
    await store.send(.itemFormCancelled(id: 0)) {
      $0.notice = nil
    }
  }

  @Test func poppingAnUnnamedNewItemDiscardsIt() async {
    let store = TestStore(initialState: Root.State(inventory: Inventory.State())) {
      Root()
    } withDependencies: {
      // Nothing is saved: a save would set `isSaving`, which the test store checks.
      $0.uuid = .incrementing
    }

    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 0, action: .itemForm(.binding(.set(\.quantity, 3)))))) {
      $0.path[id: 0, case: \.itemForm]?.item.status = .inStock(quantity: 3)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.notice = "The new item had no name, so it was not added."
    }
    // The next command clears the notice; an untouched form goes quietly.
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(1)))))
      $0.notice = nil
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path = StackState()
    }
  }

  @Test func aNoticeStaysWhileEffectsAnswer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .counter(Counter.State(count: 0)),
          .itemForm(ItemForm.State(item: Item(id: UUID(0), color: .red))),
        ]),
        inventory: Inventory.State()
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.notice = "The new item had no name, so it was not added."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = false
      $0.notice = nil
    }
  }

  @Test func aPrimesAnswerKeepsBothNoticesAsPrimeSays() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([
          .prime(Prime.State(number: 3)),
          .itemForm(ItemForm.State(item: Item(id: UUID(0), color: .red))),
        ])
      )
    ) {
      Root()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in
        try await clock.sleep(for: .seconds(1))
        return 5
      }
    }

    await store.send(.path(.element(id: 0, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 0, case: \.prime]?.isLoading = true
    }
    await store.send(.path(.element(id: 0, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 0, case: \.prime]?.notice =
        "Already computing the 3rd prime; 'cancel' stops it."
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.notice = "The new item had no name, so it was not added."
    }
    // Root asks Prime, and both agree: the answer is an effect's, so neither notice is cleared.
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].prime.nthPrimeResponse.success) {
      $0.path[id: 0, case: \.prime]?.isLoading = false
      $0.path[id: 0, case: \.prime]?.alert = AlertState { TextState("The 3rd prime is 5.") }
    }
    await store.send(.path(.element(id: 0, action: .prime(.alert(.dismiss))))) {
      $0.path[id: 0, case: \.prime]?.alert = nil
      $0.path[id: 0, case: \.prime]?.notice = nil
      $0.notice = nil
    }
  }

  @Test func rootAsksEachChildWhatItsEffectsSend() {
    #expect(Root.isSentByEffect(.inventory(.saveFinished(nil))))
    #expect(Root.isSentByEffect(.inventory(.destination(.presented(.editItem(.timerTicked))))))
    #expect(Root.isSentByEffect(.path(.element(id: 0, action: .counter(.timerTicked)))))
    #expect(Root.isSentByEffect(.path(.element(id: 0, action: .itemForm(.timerTicked)))))
    #expect(Root.isSentByEffect(.path(.element(id: 0, action: .prime(.nthPrimeProgress(1))))))
    #expect(
      Root.isSentByEffect(.path(.element(id: 0, action: .prime(.nthPrimeResponse(.success(2)))))))
    #expect(!Root.isSentByEffect(.path(.element(id: 0, action: .prime(.nthPrimeButtonTapped)))))
    #expect(!Root.isSentByEffect(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))))
    #expect(!Root.isSentByEffect(.inventory(.addButtonTapped)))
    #expect(!Root.isSentByEffect(.path(.popFrom(id: 0))))
    #expect(!Root.isSentByEffect(.tabSelected(.inventory)))
  }

  @Test func aNewItemFormWithoutANameDoesNotCloseOnDone() async {
    let store = TestStore(initialState: Root.State(inventory: Inventory.State())) {
      Root()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 0, action: .itemForm(.dismissButtonTapped)))) {
      $0.path[id: 0, case: \.itemForm]?.notice = "Give the item a name first, like 'name Lamp'."
    }
    await store.send(.itemFormCancelled(id: 0)) {
      $0.path = StackState()
    }
  }

  @Test func cancellingALookupOnTheStackKeepsThePrimeScreen() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.primeClient = PrimeClient { _ in
        try await clock.sleep(for: .seconds(10))
        return 2
      }
    }

    await store.send(.counterButtonTapped(count: 1_000_000)) {
      $0.path.append(.counter(Counter.State(count: 1_000_000)))
    }
    await store.send(.path(.element(id: 0, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showPrime, 1_000_000) {
      $0.path.append(.prime(Prime.State(number: 1_000_000)))
    }
    await store.send(.path(.element(id: 1, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 1, case: \.prime]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.path(.element(id: 1, action: .prime(.cancelButtonTapped)))) {
      $0.path[id: 1, case: \.prime]?.isLoading = false
      $0.path[id: 1, case: \.prime]?.notice = "Cancelled."
    }
    await clock.advance(by: .seconds(20))
    #expect(store.state.path.count == 2)
  }

  @Test func newItemFormClosingItselfAddsTheItem() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(initialState: Root.State(inventory: Inventory.State())) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.counterButtonTapped(count: 1)) {
      $0.path.append(.counter(Counter.State(count: 1)))
    }
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 1, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    {
      $0.path[id: 1, case: \.itemForm]?.item.name = "Lamp"
    }
    await store.send(.path(.element(id: 1, action: .itemForm(.dismissButtonTapped))))
    await store.receive(\.path.popFrom, 1) {
      $0.inventory.isSaving = true
      $0.path.pop(from: 1)
      $0.inventory.items = [Item(id: UUID(0), name: "Lamp")]
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    #expect(saves.value == [[Item(id: UUID(0), name: "Lamp")]])
  }

  @Test func poppingBelowNewItemFormsAddsEveryNamedItem() async {
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Root.State(inventory: Inventory.State())
    ) {
      Root()
    } withDependencies: {
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.counterButtonTapped(count: 1)) {
      $0.path.append(.counter(Counter.State(count: 1)))
    }
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 1, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    {
      $0.path[id: 1, case: \.itemForm]?.item.name = "Lamp"
    }
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(1)))))
    }
    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(2)))))
    }
    await store.send(.path(.element(id: 3, action: .itemForm(.binding(.set(\.item.name, "Desk"))))))
    {
      $0.path[id: 3, case: \.itemForm]?.item.name = "Desk"
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.inventory.isSaving = true
      $0.path = StackState()
      $0.inventory.items = [Item(id: UUID(0), name: "Lamp"), Item(id: UUID(2), name: "Desk")]
    }
    // The items join the inventory together, in one save.
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    await store.finish()
    #expect(
      saves.value.last == [Item(id: UUID(0), name: "Lamp"), Item(id: UUID(2), name: "Desk")])
  }

  @Test func newItemsAreNotSavedWhileTheInventoryFailedToLoad() async {
    let disk = InventoryDisk(contents: Data("Corrupt.".utf8))
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      // Nothing is saved: a save would set `isSaving`, which the test store checks.
      $0.defaultFileStorage = disk.storage
      $0.uuid = .incrementing
    }

    await store.send(.newItemButtonTapped) {
      $0.path.append(.itemForm(ItemForm.State(item: Item(id: UUID(0)))))
    }
    await store.send(.path(.element(id: 0, action: .itemForm(.binding(.set(\.item.name, "Lamp"))))))
    {
      $0.path[id: 0, case: \.itemForm]?.item.name = "Lamp"
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.inventory.items = [Item(id: UUID(0), name: "Lamp")]
    }
    #expect(disk.contents == Data("Corrupt.".utf8))
  }
}

/// Always returns the same number, so that `Bool.random(using:)` is predictable.
struct ConstantGenerator: RandomNumberGenerator, Sendable {
  let value: UInt64

  func next() -> UInt64 { self.value }
}
