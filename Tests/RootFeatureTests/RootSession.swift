import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import PrimeFeature
import RootFeature
import Testing

@testable import Core
@testable import Navigation

/// A real `Store` of `Root`, instrumented, with fake dependencies on a ``SettlingClock``; runs a
/// ``RootScenario`` step by step and checks the invariants after every step.
///
/// A real store rather than a `TestStore`: the property is about the runtime (which effects
/// run, which actions may still arrive), and an exhaustive test store would need a second
/// implementation of `Root` to predict every state change of a random session. The invariants
/// below say what must hold whatever the changes were.
@MainActor
final class RootSession {
  let clock = SettlingClock()
  let disk: FakeDisk
  let log = ActionLog()
  let registry: CancellationRegistry
  private(set) var store: Store<Root.State, Root.Action>?
  private let ids = StackElementIDGenerator.incrementing
  private var trace: [TraceEntry] = []
  private(set) var statistics = RootSessionStatistics()
  // The children that had effects running after the previous step.
  private var busyElements: Set<StackElementID> = []
  private var busyDestination: NavigationIdentity?

  /// - Parameters:
  ///   - scenario: The start of the session.
  ///   - breakDependencies: Overrides applied last (to prove that the harness catches bugs).
  init(
    _ scenario: RootScenario,
    breakDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let items = (0..<scenario.itemCount).map { index in
      Item(id: UUID(1000 + index), name: "Saved \(index)", status: .inStock(quantity: index + 1))
    }
    let disk = FakeDisk(items: items)
    self.disk = disk
    let clock = self.clock
    let ids = self.ids
    let log = self.log
    let link = scenario.deepLink.map(\.link).joined(separator: "/")
    var linkIDs = 500
    // Screens made outside the store (a link's, a pushed prime's) share the disk's favorites.
    let path = withDependencies {
      $0.defaultFileStorage = disk.storage
    } operation: {
      link.isEmpty
        ? []
        : (try? DeepLink.parse(link) {
          defer { linkIDs += 1 }
          return UUID(linkIDs)
        }) ?? []
    }
    let store = Store(
      initialState: Root.State(
        path: StackState(path),
        inventory: Inventory.State()
      )
    ) {
      InstrumentedRoot(log: log)
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = disk.storage
      $0.primeClient = PrimeClient { n in
        // Even numbers take a while, so that a lookup can still be running when its screen goes.
        if n % 2 == 0 { try await clock.sleep(for: .seconds(1 + n % 4)) }
        guard n >= 1 else { throw PrimeError.notPositive(n) }
        return 2 * n + 1
      }
      $0.stackElementID = ids
      $0.uuid = .incrementing
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(
        Dependencies.SeededRandomNumberGenerator(seed: UInt64(scenario.seed))
      )
      breakDependencies?(&$0)
    }
    self.store = store
    self.registry = store.cancellationRegistry!
    self.trace = [.start("\(link.isEmpty ? "home" : link), \(items.count) saved item(s)")]
    log.didStart(store.state)
  }

  // MARK: Running

  /// Runs the scenario; records an issue with the trace at the first broken invariant.
  ///
  /// - Returns: What the session did.
  @discardableResult
  static func run(
    _ scenario: RootScenario,
    breakDependencies: ((inout DependencyValues) -> Void)? = nil
  ) async -> RootSessionStatistics {
    let session = RootSession(scenario, breakDependencies: breakDependencies)
    var problems = await session.settle() ? session.violations() : ["The store never settled."]
    for step in scenario.steps where problems.isEmpty {
      problems = await session.perform(step)
    }
    if problems.isEmpty {
      problems = await session.release()
    }
    session.statistics.sessions = 1
    if !problems.isEmpty {
      Issue.record(
        """
        \(problems.joined(separator: "\n"))

        Trace:
          \(session.trace.map(\.description).filter { !$0.isEmpty }.joined(separator: "\n  "))
        """
      )
    }
    return session.statistics
  }

  /// Performs one step, waits until the store is idle, and returns the broken invariants.
  func perform(_ step: RootScenario.Step) async -> [String] {
    guard let store = self.store else { return ["The store was released."] }
    let command = self.command(for: step)
    self.log.beginStep()
    self.trace.append(.step(step, command))
    switch command {
    case .send(let action):
      store.send(action)
    case .advance(let duration):
      let target = self.clock.now.advanced(by: duration)
      while self.clock.wakeNextSleeper(notAfter: target) {
        self.statistics.wakeUps += 1
        guard await self.settle() else { return ["The store never settled after a wake-up."] }
      }
      self.clock.move(to: target)
    case .setDiskFull(let isFull):
      self.disk.state.withValue { $0.isFull = isFull }
    case .nothing:
      break
    }
    guard await self.settle() else { return ["The store never settled."] }
    let delivered = self.log.deliveredSinceStepBegan()
    self.trace.append(.delivered(delivered))
    self.statistics.count(step: command, delivered: delivered)
    return self.violations()
  }

  /// Releases the store: every effect must end, and no action may arrive any more.
  func release() async -> [String] {
    weak let weakStore = self.store
    let actionCount = self.log.actionCount
    self.trace.append(.release)
    self.store = nil
    var problems: [String] = []
    if weakStore != nil { problems.append("The store outlived its last reference.") }
    if !(await self.waitUntil({ self.registry.running.isEmpty && self.clock.sleeperCount == 0 })) {
      problems.append(
        "Effects still run after the store was released: \(describe(self.registry.running))")
    }
    if self.log.actionCount != actionCount {
      problems.append("An action reached the reducer after the store was released.")
    }
    return problems
  }

  /// Waits until every running effect is asleep on the clock; `false` after 2 minutes (generous:
  /// a loaded machine runs effects late, and a step normally settles in microseconds).
  func settle() async -> Bool {
    await self.waitUntil { self.registry.running.count == self.clock.sleeperCount }
  }

  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    let start = ContinuousClock.now
    var spins = 0
    while !condition() {
      spins += 1
      if spins < 1_000 {
        await Task.yield()
      } else {
        guard ContinuousClock.now - start < .seconds(120) else { return false }
        try? await Task.sleep(for: .microseconds(200))
      }
    }
    return true
  }

  // MARK: Steps

  enum Command {
    case send(Root.Action)
    case advance(Duration)
    case setDiskFull(Bool)
    case nothing
  }

  /// What happened, described only when an invariant breaks (describing every action of ten
  /// thousand sessions would cost more than running them).
  private enum TraceEntry: CustomStringConvertible {
    case start(String)
    case step(RootScenario.Step, Command)
    case delivered([Root.Action])
    case release

    var description: String {
      switch self {
      case .start(let start): "start: \(start)"
      case .step(let step, .send(let action)): "\(step): send \(describe(action))"
      case .step(let step, .advance(let duration)): "\(step): advance \(duration)"
      case .step(let step, .setDiskFull(let isFull)):
        "\(step): the disk \(isFull ? "is full" : "has space")"
      case .step(let step, .nothing): "\(step): (nothing to do)"
      case .delivered(let actions):
        actions.map { "    reduced \(describe($0))" }.joined(separator: "\n  ")
      case .release: "release the store"
      }
    }
  }

  /// What a step does in the current state.
  ///
  /// | kind | step |
  /// |---|---|
  /// | 0 | advance the clock by `a` × 100 ms |
  /// | 1 | push a counter at `a` |
  /// | 2 | push a new item form |
  /// | 3 | push the prime screen of `a` % 13 |
  /// | 4 | pop from the `a`-th element (any, not only the top) |
  /// | 5 | the `a`-th counter: +, −, timer, next, prime |
  /// | 6 | the `a`-th prime: nth prime, favorite, its alert's OK |
  /// | 7 | the `a`-th item form: edits, timer, its dismiss button |
  /// | 8 | the inventory: what its screen offers (add sheet, edit, delete alert, duplicate dialog) |
  /// | 9 | select a tab |
  /// | 10 | the disk fills up or frees space |
  /// | 11–13 | as 0 |
  func command(for step: RootScenario.Step) -> Command {
    guard let state = self.store?.state else { return .nothing }
    let (a, b) = (step.a, step.b)
    func pick(_ ids: [StackElementID]) -> StackElementID? {
      ids.isEmpty ? nil : ids[a % ids.count]
    }
    switch step.kind {
    case 0:
      return .advance(.milliseconds(100 * a))
    case 1:
      return .send(.counterButtonTapped(count: a))
    case 2:
      return .send(.newItemButtonTapped)
    case 3:
      let number = a % 13
      let prime = withDependencies {
        $0.defaultFileStorage = self.disk.storage
      } operation: {
        Prime.State(number: number)
      }
      return .send(.path(.push(id: self.ids.peek(), state: .prime(prime))))
    case 4:
      guard let id = pick(Array(state.path.ids)) else { return .nothing }
      return .send(.path(.popFrom(id: id)))
    case 5:
      guard let id = pick(state.path.ids.filter { state.path[id: $0, case: \.counter] != nil })
      else { return .nothing }
      let actions: [Counter.Action] = [
        .incrementButtonTapped, .decrementButtonTapped, .toggleTimerButtonTapped,
        .goToCounterButtonTapped, .primeButtonTapped,
      ]
      return .send(.path(.element(id: id, action: .counter(actions[b % actions.count]))))
    case 6:
      guard let id = pick(state.path.ids.filter { state.path[id: $0, case: \.prime] != nil }),
        let prime = state.path[id: id, case: \.prime]
      else { return .nothing }
      let action: Prime.Action =
        switch b % 3 {
        case 0: .nthPrimeButtonTapped
        case 1: .favoriteButtonTapped
        default: prime.alert == nil ? .nthPrimeButtonTapped : .alert(.dismiss)
        }
      return .send(.path(.element(id: id, action: .prime(action))))
    case 7:
      guard let id = pick(state.path.ids.filter { state.path[id: $0, case: \.itemForm] != nil })
      else { return .nothing }
      return .send(.path(.element(id: id, action: .itemForm(formAction(a, b)))))
    case 8:
      return .send(.inventory(self.inventoryAction(a, b, state.inventory)))
    case 9:
      return .send(.tabSelected(b % 2 == 0 ? .home : .inventory))
    case 10:
      return .setDiskFull(b % 2 == 1)
    default:
      return .advance(.milliseconds(100 * a))
    }
  }

  /// What the inventory's screen offers: the list's commands, or the presented screen's.
  private func inventoryAction(_ a: Int, _ b: Int, _ inventory: Inventory.State)
    -> Inventory.Action
  {
    let items = inventory.items
    switch inventory.destination {
    case nil:
      guard !items.isEmpty else { return .addButtonTapped }
      let id = items[a % items.count].id
      switch b % 4 {
      case 0: return .addButtonTapped
      case 1: return .itemTapped(id: id)
      case 2: return .deleteButtonTapped(id: id)
      default: return .duplicateButtonTapped(id: id)
      }
    case .addItem:
      switch b % 4 {
      case 0: return .confirmAddItemButtonTapped
      case 1: return .cancelAddItemButtonTapped
      default: return .destination(.presented(.addItem(formAction(a, b / 4))))
      }
    case .editItem:
      switch b % 4 {
      case 0: return .destination(.dismiss)
      default: return .destination(.presented(.editItem(formAction(a, b / 4))))
      }
    case .alert(let alert):
      guard b % 2 == 0, let action = alert.buttons.compactMap(\.action).first else {
        return .destination(.dismiss)
      }
      return .destination(.presented(.alert(action)))
    case .duplicateItem(let dialog):
      guard b % 2 == 0, let action = dialog.buttons.compactMap(\.action).first else {
        return .destination(.dismiss)
      }
      return .destination(.presented(.duplicateItem(action)))
    }
  }

  // MARK: Invariants

  /// The invariants broken now, once the store is idle.
  func violations() -> [String] {
    guard let state = self.store?.state else { return [] }
    var problems = self.log.takeViolations()
    let running = self.registry.running

    self.statistics.childrenRemovedWhileBusy +=
      self.busyElements.filter { state.path[id: $0] == nil }.count
      + (self.busyDestination.map { $0 != state.inventory.destination.map(destinationIdentity) }
        == true ? 1 : 0)
    self.statistics.deepestStack = max(self.statistics.deepestStack, state.path.count)
    self.busyElements = []
    self.busyDestination = nil

    // (a) No effect of a child that left is still running.
    for id in self.log.seenElementIDs where state.path[id: id] == nil {
      let stray =
        self.registry.runningCount(under: elementPath(id))
        + running.filter { $0.keys.contains(elementKey(id)) }.count
      if stray > 0 {
        problems.append("\(stray) effect(s) of element \(id), which left the stack, still run.")
      }
    }
    let destination = state.inventory.destination.map(destinationIdentity)
    for identity in self.log.seenDestinations where identity != destination {
      let path = NavigationIDPath().appending(identity)
      let key = CancelKey(id: identity, path: NavigationIDPath())
      let stray =
        self.registry.runningCount(under: path)
        + running.filter { $0.keys.contains(key) }.count
      if stray > 0 {
        problems.append("\(stray) effect(s) of a dismissed inventory destination still run.")
      }
    }

    // Every effect still running is one the state accounts for: timers that are on, lookups
    // that are loading, saves in flight. Nothing else is left behind, at any level.
    var expected = 0
    for id in state.path.ids {
      let count = Self.effectsAccountedFor(by: state.path[id: id]!)
      let actual = self.registry.runningCount(under: elementPath(id))
      if actual > 0 { self.busyElements.insert(id) }
      if actual != count {
        problems.append("Element \(id) runs \(actual) effect(s); its state accounts for \(count).")
      }
      expected += count
    }
    switch state.inventory.destination {
    case .addItem(let form), .editItem(let form):
      let count = form.isTimerOn ? 1 : 0
      let actual = self.registry.runningCount(
        under: NavigationIDPath().appending(destination!)
      )
      if actual > 0 { self.busyDestination = destination }
      if actual != count {
        problems.append("The inventory's form runs \(actual) effect(s); its state says \(count).")
      }
      expected += count
    case .alert, .duplicateItem, nil:
      break
    }
    let disk = self.disk.state.value
    expected += disk.inFlight
    if running.count != expected {
      problems.append(
        "\(running.count) effect(s) run; the state accounts for \(expected): \(describe(running))")
    }

    // (c) The state is valid.
    let ids = Array(state.path.ids)
    if zip(ids, ids.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("Stack ids are not increasing: \(ids)")
    }
    let counts = state.path.compactMap { element -> Int? in
      guard case .counter(let counter) = element else { return nil }
      return counter.count
    }
    if state.sum != counts.reduce(0, +) {
      problems.append("sum is \(state.sum); the counters add up to \(counts.reduce(0, +)).")
    }
    let hasAlert = state.path.contains { element in
      guard case .prime(let prime) = element else { return false }
      return prime.alert != nil
    }
    if state.isSummaryVisible != (!state.path.isEmpty && !hasAlert) {
      problems.append("isSummaryVisible is \(state.isSummaryVisible).")
    }
    if state.favoritePrimes != Array(Set(state.favoritePrimes)).sorted() {
      problems.append("Favorites are not sorted and unique: \(state.favoritePrimes)")
    }
    for case .prime(let prime) in state.path
    where prime.isFavorite != state.favoritePrimes.contains(prime.number) {
      problems.append("The screen of \(prime.number) shows isFavorite \(prime.isFavorite).")
    }
    let items = state.inventory.items
    switch state.inventory.destination {
    case .editItem(let form) where items[id: form.item.id] == nil:
      problems.append("The inventory edits an item it no longer has.")
    case .alert(let alert):
      for case .confirmDeletion(let id) in alert.buttons.compactMap(\.action)
      where items[id: id] == nil {
        problems.append("The deletion alert names an item the inventory no longer has.")
      }
    case .duplicateItem(let dialog):
      for case .confirmDuplication(let id) in dialog.buttons.compactMap(\.action)
      where items[id: id] == nil {
        problems.append("The duplication dialog names an item the inventory no longer has.")
      }
    default:
      break
    }

    // No lost data: once no save is in flight, the disk holds the items, or the state says why
    // it does not.
    if disk.inFlight == 0 {
      switch disk.lastSave {
      case .failed where state.inventory.saveError == nil:
        problems.append("The last save failed, but the state shows no error.")
      case nil, .succeeded:
        if state.inventory.saveError != nil {
          problems.append("The state shows a save error, but the last save succeeded.")
        }
        if Array(items) != disk.items {
          problems.append("The disk holds \(disk.items.count) item(s), the state \(items.count).")
        }
      case .failed:
        break
      }
    }
    return problems
  }

  /// The effects a screen of the stack may leave running, as its state says: timers that are on,
  /// lookups that are loading. A screen not listed here says none: should it leave an effect
  /// running, `violations()` reports it (`Element … runs 1 effect(s); its state accounts for 0`),
  /// and it gets a case here.
  static func effectsAccountedFor(by screen: Root.Path.State) -> Int {
    if case .counter(let counter) = screen {
      return (counter.isTimerRunning ? 1 : 0) + (counter.isLoading ? 1 : 0)
    }
    if case .itemForm(let form) = screen {
      return form.isTimerOn ? 1 : 0
    }
    if case .prime(let prime) = screen {
      return prime.isLoading ? 1 : 0
    }
    return 0
  }
}

/// Counts of what sessions did, to show that the property check reaches the cases it is about.
struct RootSessionStatistics: Sendable, CustomStringConvertible {
  var sessions = 0
  var steps = 0
  var actions = 0
  var actionsFromEffects = 0
  var wakeUps = 0
  var childrenRemovedWhileBusy = 0
  var dismissalsByEffects = 0
  var failedSaves = 0
  var deepestStack = 0

  mutating func count(step command: RootSession.Command, delivered: [Root.Action]) {
    self.steps += 1
    self.actions += delivered.count
    let fromEffects: ArraySlice<Root.Action>
    if case .send = command {
      fromEffects = delivered.dropFirst()
    } else {
      fromEffects = delivered[...]
    }
    self.actionsFromEffects += fromEffects.count
    for action in fromEffects {
      switch action {
      case .path(.popFrom), .inventory(.destination(.dismiss)): self.dismissalsByEffects += 1
      case .inventory(.saveFinished(.some)): self.failedSaves += 1
      default: break
      }
    }
  }

  mutating func add(_ other: Self) {
    self.sessions += other.sessions
    self.steps += other.steps
    self.actions += other.actions
    self.actionsFromEffects += other.actionsFromEffects
    self.wakeUps += other.wakeUps
    self.childrenRemovedWhileBusy += other.childrenRemovedWhileBusy
    self.dismissalsByEffects += other.dismissalsByEffects
    self.failedSaves += other.failedSaves
    self.deepestStack = max(self.deepestStack, other.deepestStack)
  }

  var description: String {
    """
    \(self.sessions) sessions, \(self.steps) steps, \(self.actions) actions reduced \
    (\(self.actionsFromEffects) sent by effects), \(self.wakeUps) clock wake-ups, \
    \(self.childrenRemovedWhileBusy) children removed while their effects ran, \
    \(self.dismissalsByEffects) dismissals by effects, \(self.failedSaves) failed saves shown, \
    deepest stack \(self.deepestStack)
    """
  }
}

// MARK: - Instrumentation

/// `Root`, with a record of every action it receives and every child it presents.
struct InstrumentedRoot: Reducer {
  typealias State = Root.State
  typealias Action = Root.Action

  let log: ActionLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      self.log.willReduce(action, in: state)
      return .none
    }
    Root()
    Reduce { state, _ in
      self.log.didReduce(state)
      return .none
    }
  }
}

/// What reached the reducer: actions for children that are not there (which must never
/// happen), the stack elements and inventory destinations ever presented, every action.
final class ActionLog: Sendable {
  private struct State {
    var actions: [Root.Action] = []
    var stepStart = 0
    var seenElementIDs: Set<StackElementID> = []
    var largestID: StackElementID?
    var seenDestinations: Set<NavigationIdentity> = []
    var violations: [String] = []
  }

  private let state = LockIsolated(State())

  var actionCount: Int { self.state.value.actions.count }
  var seenElementIDs: Set<StackElementID> { self.state.value.seenElementIDs }
  var seenDestinations: Set<NavigationIdentity> { self.state.value.seenDestinations }

  func didStart(_ state: Root.State) {
    self.didReduce(state)
  }

  func beginStep() {
    self.state.withValue { $0.stepStart = $0.actions.count }
  }

  func deliveredSinceStepBegan() -> [Root.Action] {
    self.state.withValue { Array($0.actions[$0.stepStart...]) }
  }

  func takeViolations() -> [String] {
    self.state.withValue { state in
      defer { state.violations = [] }
      return state.violations
    }
  }

  func willReduce(_ action: Root.Action, in state: Root.State) {
    var violation: String?
    switch action {
    case .path(.element(let id, let elementAction)):
      if state.path[id: id] == nil {
        violation = "An action for element \(id), which is not on the stack, reached the reducer"
      } else if case .prime(.alert) = elementAction, state.path[id: id, case: \.prime]?.alert == nil
      {
        violation = "An alert action for element \(id), which shows no alert, reached the reducer"
      }
    case .path(.popFrom(let id)) where state.path[id: id] == nil:
      violation = "A pop from element \(id), which is not on the stack, reached the reducer"
    case .inventory(.destination) where state.inventory.destination == nil:
      violation = "An action for the inventory's destination, which is absent, reached the reducer"
    default:
      break
    }
    let found = violation.map { "\($0): \(describe(action))" }
    self.state.withValue { log in
      log.actions.append(action)
      if let found { log.violations.append(found) }
    }
  }

  func didReduce(_ state: Root.State) {
    let destination = state.inventory.destination.map(destinationIdentity)
    self.state.withValue { log in
      for id in state.path.ids where !log.seenElementIDs.contains(id) {
        if let largest = log.largestID, id <= largest {
          log.violations.append("Element id \(id) was given out again.")
        }
        log.seenElementIDs.insert(id)
        log.largestID = max(log.largestID ?? id, id)
      }
      if let destination { log.seenDestinations.insert(destination) }
    }
  }
}

/// The inventory on a disk that fills up on demand: the file storage the session's
/// `@Shared(.inventory)` reads and writes.
final class FakeDisk: Sendable {
  enum Outcome: Sendable { case succeeded, failed }

  struct State {
    var items: [Item]
    var isFull = false
    var inFlight = 0
    var lastSave: Outcome?
  }

  let state: LockIsolated<State>
  let storage: FileStorage

  init(items: [Item]) {
    let state = LockIsolated(State(items: items))
    self.state = state
    let directory = URL(fileURLWithPath: "/fake-disk")
    let path = directory.appendingPathComponent(InventoryFileFormat.fileName).path
    // The other files (the favorite primes) are plain files in memory.
    let otherFiles = InMemoryFiles()
    self.storage = FileStorage(
      directory: directory,
      read: { url in
        url.path == path ? try InventoryFileFormat.encode(state.value.items) : otherFiles[url]
      },
      writeAtomically: { data, url in
        guard url.path == path else {
          otherFiles[url] = data
          return
        }
        state.withValue { $0.inFlight += 1 }
        defer { state.withValue { $0.inFlight -= 1 } }
        let items = try InventoryFileFormat.decode(data, path: path)
        try state.withValue { disk in
          guard !disk.isFull else {
            disk.lastSave = .failed
            throw POSIXError(.ENOSPC)
          }
          disk.items = items
          disk.lastSave = .succeeded
        }
      }
    )
  }
}

// MARK: - Helpers

/// The edits an item form accepts.
func formAction(_ a: Int, _ b: Int) -> ItemForm.Action {
  switch b % 8 {
  case 0: .binding(.set(\.item.name, itemNames[a % itemNames.count]))
  case 1: .binding(.set(\.quantity, a % 5 - 1))
  case 2: .inStockToggled(a % 2 == 0)
  case 3: .backOrderToggled(a % 2 == 0)
  case 4:
    .binding(
      .set(\.item.color, a % 7 == 6 ? nil : Item.Color.allCases[a % Item.Color.allCases.count]))
  case 5: .timerButtonTapped
  case 6: .dismissButtonTapped
  default: .binding(.set(\.item.name, "Item \(a)"))
  }
}

/// The navigation path a stack element's effects run under.
func elementPath(_ id: StackElementID) -> NavigationIDPath {
  NavigationIDPath().appending(StackElementIdentity(stack: \Root.State.path, id: id))
}

/// The key every effect of a stack element is cancellable with.
func elementKey(_ id: StackElementID) -> CancelKey {
  CancelKey(id: StackElementIdentity(stack: \Root.State.path, id: id), path: NavigationIDPath())
}

/// The identity of the inventory's destination, as `ifLet` sees it.
func destinationIdentity(_ destination: Inventory.Destination.State) -> NavigationIdentity {
  IdentityRecipe<Inventory.Destination.State>()
    .identity(of: destination, presentation: \Inventory.State.$destination)
}

func describe(_ action: Root.Action) -> String {
  String(describing: action)
    .replacingOccurrences(of: "RootFeature.", with: "")
    .replacingOccurrences(of: "CounterFeature.", with: "")
    .replacingOccurrences(of: "PrimeFeature.", with: "")
    .replacingOccurrences(of: "ItemFormFeature.", with: "")
    .replacingOccurrences(of: "InventoryFeature.", with: "")
    .replacingOccurrences(of: "Navigation.", with: "")
}

func describe(_ running: [CancellationRegistry.Record]) -> String {
  running.map { "[\($0.keys.map(\.description).joined(separator: ", ")) at \($0.location)]" }
    .joined(separator: " ")
}
