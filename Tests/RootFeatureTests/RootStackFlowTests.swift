import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import RootFeature
import Testing

/// Flows across several screens of the stack, as a user would go through them.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RootStackFlowTests {
  @Test func counterThenPrimeThenItsAlertThenBackHome() async {
    let requested = LockIsolated<[Int]>([])
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.primeClient.nthPrime = { n in
        requested.withValue { $0.append(n) }
        return 181
      }
    }

    await store.send(.counterButtonTapped(count: 42)) {
      $0.path.append(.counter(Counter.State(count: 42)))
    }
    await store.send(.path(.element(id: 0, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 0].counter.delegate.showPrime, 42) {
      $0.path.append(.prime(Prime.State(number: 42)))
    }
    await store.send(.path(.element(id: 1, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 1, case: \.prime]?.isLoading = true
    }
    await store.receive(\.path[id: 1].prime.nthPrimeResponse.success, 181) {
      $0.path[id: 1, case: \.prime]?.isLoading = false
      $0.path[id: 1, case: \.prime]?.alert = AlertState { TextState("The 42nd prime is 181.") }
    }
    await store.send(.path(.element(id: 1, action: .prime(.alert(.dismiss))))) {
      $0.path[id: 1, case: \.prime]?.alert = nil
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    #expect(requested.value == [42])
  }

  @Test func primeThatCannotBeComputedShowsTheErrorInItsAlert() async {
    let store = TestStore(
      initialState: Root.State(path: StackState([.prime(Prime.State(number: 0))]))
    ) {
      Root()
    } withDependencies: {
      $0.primeClient.nthPrime = { n in throw PrimeError.notPositive(n) }
    }

    await store.send(.path(.element(id: 0, action: .prime(.nthPrimeButtonTapped)))) {
      $0.path[id: 0, case: \.prime]?.isLoading = true
    }
    await store.receive(\.path[id: 0].prime.nthPrimeResponse.failure) {
      $0.path[id: 0, case: \.prime]?.isLoading = false
      $0.path[id: 0, case: \.prime]?.alert = AlertState {
        TextState("Could not compute the 0th prime.")
      } message: {
        TextState("Primes are counted from 1; 0 has no prime.")
      }
    }
    #expect(!store.state.isSummaryVisible)
  }

  @Test func poppingACounterStopsItsTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.counterButtonTapped(count: 0)) {
      $0.path.append(.counter(Counter.State(count: 0)))
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTicked) {
      $0.path[id: 0, case: \.counter]?.count = 2
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    // Nothing arrives any more, and no effect is left running.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func poppingALowerCounterStopsTheTimersAboveIt() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State(count: 1)), .counter(Counter.State(count: 50))])
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.path(.element(id: 1, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 1, case: \.counter]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].counter.timerTicked) {
      $0.path[id: 1, case: \.counter]?.count = 51
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func deepLinkedCounterAt97PopsItselfAt100() async throws {
    let elements = try DeepLink.parse("counter:5/prime:7/counter:97") { UUID(0) }
    let clock = TestClock()
    let store = TestStore(initialState: Root.State(path: StackState(elements))) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    #expect(store.state.path.ids == [0, 1, 2])
    #expect(store.state.sum == 102)

    await store.send(.path(.element(id: 2, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 2, case: \.counter]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].counter.timerTicked) {
      $0.path[id: 2, case: \.counter]?.count = 98
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].counter.timerTicked) {
      $0.path[id: 2, case: \.counter]?.count = 99
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].counter.timerTicked) {
      $0.path[id: 2, case: \.counter]?.count = 100
      $0.path[id: 2, case: \.counter]?.isTimerRunning = false
    }
    await store.receive(\.path.popFrom, 2) {
      $0.path.pop(from: 2)
    }
    #expect(store.state.path.ids == [0, 1])
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func deepLinkedItemFormTimerClosesItAndAddsTheItem() async throws {
    let elements = try DeepLink.parse("item:Keyboard") { UUID(7) }
    let clock = TestClock()
    let disk = InventoryDisk()
    let saves = disk.saves
    let store = TestStore(
      initialState: Root.State(
        path: StackState(elements),
        inventory: Inventory.State()
      )
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = disk.storage
    }

    await store.send(.path(.element(id: 0, action: .itemForm(.timerButtonTapped)))) {
      $0.path[id: 0, case: \.itemForm]?.isTimerOn = true
    }
    for tick in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 0].itemForm.timerTicked) {
        $0.path[id: 0, case: \.itemForm]?.timerTicks = tick
        $0.path[id: 0, case: \.itemForm]?.item.status = .inStock(quantity: 1 + tick)
        if tick == 3 {
          $0.path[id: 0, case: \.itemForm]?.isTimerOn = false
        }
      }
    }
    let keyboard = Item(id: UUID(7), name: "Keyboard", status: .inStock(quantity: 4))
    await store.receive(\.path.popFrom, 0) {
      $0.inventory.isSaving = true
      $0.path = StackState()
      $0.inventory.items = [keyboard]
    }
    await store.receive(\.inventory.saveFinished, nil) {
      $0.inventory.isSaving = false
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(saves.value == [[keyboard]])
  }

  @Test func counterPushesCounterThenPrimeAndFavoritesCarryOver() async {
    let clock = TestClock()
    @Shared(.favoritePrimes) var favorites: [Int] = []
    $favorites.withLock { $0 = [3] }
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    }

    await store.send(.counterButtonTapped(count: 2)) {
      $0.path.append(.counter(Counter.State(count: 2)))
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 3
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
    await store.send(.path(.element(id: 1, action: .counter(.primeButtonTapped))))
    await store.receive(\.path[id: 1].counter.delegate.showPrime, 3) {
      $0.path.append(.prime(Prime.State(number: 3)))
    }
    #expect(store.state.path[id: 2, case: \.prime]?.isFavorite == true)
    await store.send(.path(.element(id: 2, action: .prime(.favoriteButtonTapped)))) {
      $0.favoritePrimes = []
    }
    #expect(store.state.sum == 6)
  }
}
