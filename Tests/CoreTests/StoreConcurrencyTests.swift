import Foundation
import Testing

@testable import Core

/// One store under many concurrent senders, effects sending while the store goes away, and
/// cancellation racing completion. Every assertion is exact; waits are bounded only so that a
/// bug fails instead of hanging.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct StoreConcurrencyTests {
  // MARK: Many senders

  struct Tally: Reducer {
    struct State: Equatable {
      var count = 0
      var echoes = 0
      var nextIndexBySender: [Int: Int] = [:]
      var outOfOrder = 0
    }

    enum Action: Equatable {
      case echo
      case sent(sender: Int, index: Int)
    }

    /// How many reducer calls are in progress, and the most ever at once.
    let depth: LockIsolated<(current: Int, maximum: Int)>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      self.depth.withValue { $0 = ($0.current + 1, max($0.maximum, $0.current + 1)) }
      defer { self.depth.withValue { $0.current -= 1 } }
      switch action {
      case .echo:
        state.echoes += 1
        return .none
      case .sent(let sender, let index):
        state.count += 1
        if state.nextIndexBySender[sender, default: 0] != index { state.outOfOrder += 1 }
        state.nextIndexBySender[sender] = index + 1
        // An action sent by the reducer is queued behind this one, never run inside it.
        return index % 10 == 0 ? .send(.echo) : .none
      }
    }
  }

  @Test func hundredDetachedTasksSendingAHundredTimesEachLoseNothing() async {
    let depth = LockIsolated((current: 0, maximum: 0))
    let store = Store(initialState: Tally.State()) { Tally(depth: depth) }
    var observedCounts: [Int] = []
    // An observer that sends while it is notified: queued too.
    let token = store.observe(\.count) { [store] count in
      observedCounts.append(count)
      if count > 0, count % 100 == 0 { store.send(.echo) }
    }

    let senders = (0..<100).map { sender in
      Task.detached {
        for index in 0..<100 {
          await store.send(.sent(sender: sender, index: index))
        }
      }
    }
    for sender in senders { await sender.value }
    token.cancel()

    #expect(store.state.count == 10_000)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.nextIndexBySender.count == 100)
    #expect(store.state.nextIndexBySender.values.allSatisfy { $0 == 100 })
    // 1,000 from the reducer (every tenth send of each sender), 100 from the observer.
    #expect(store.state.echoes == 1_100)
    #expect(observedCounts == Array(0...10_000))
    #expect(depth.value.maximum == 1)
    #expect(depth.value.current == 0)
  }

  // MARK: Releasing a store while its effects send

  /// What the effects saw, from any thread.
  final class Probe: Sendable {
    let ticksReduced = LockIsolated(0)
    let cancellationsSeen = LockIsolated(0)
    let stepsAfterCancellation = LockIsolated(0)
  }

  struct Ticker: Reducer {
    struct State: Equatable {}

    enum Action: Equatable {
      case startButtonTapped
      case tick
    }

    static let effectCount = 50

    let probe: Probe

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startButtonTapped:
        return .merge(
          (0..<Self.effectCount).map { _ in
            .run { [probe] send in
              while !Task.isCancelled {
                await send(.tick)
                await Task.yield()
              }
              probe.cancellationsSeen.withValue { $0 += 1 }
              // After the cancellation check: this send must be ignored.
              await send(.tick)
              probe.stepsAfterCancellation.withValue { $0 += 1 }
            }
          }
        )
      case .tick:
        self.probe.ticksReduced.withValue { $0 += 1 }
        return .none
      }
    }
  }

  @Test func releasingAStoreWhileItsEffectsSendStopsThemAll() async {
    for _ in 0..<20 {
      let probe = Probe()
      var store: StoreOf<Ticker>? = Store(initialState: Ticker.State()) {
        Ticker(probe: probe)
      }
      weak let weakStore = store
      let registry = store!.registry
      store?.send(.startButtonTapped)
      #expect(await eventually { probe.ticksReduced.value >= 200 })
      #expect(registry.running.count == Ticker.effectCount)

      let ticksAtRelease = probe.ticksReduced.value
      store = nil
      #expect(weakStore == nil)

      #expect(await eventually { registry.running.isEmpty })
      #expect(probe.cancellationsSeen.value == Ticker.effectCount)
      #expect(probe.stepsAfterCancellation.value == Ticker.effectCount)
      #expect(probe.ticksReduced.value == ticksAtRelease)
    }
  }

  // MARK: Cancellation racing completion

  struct Race: Reducer {
    struct State: Equatable {
      var cancelled: Set<Int> = []
      var finished: Set<Int> = []
      var inFlightByID: [Int: Set<Int>] = [:]
      /// Effects that delivered after the action cancelling them was processed: must stay empty.
      var lateFinishes: [Int] = []
    }

    enum Action: Equatable {
      case cancelButtonTapped(Int)
      case finished(Int)
      case started(Int)
    }

    static func id(of iteration: Int) -> Int { iteration % 8 }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .cancelButtonTapped(let iteration):
        let id = Self.id(of: iteration)
        state.cancelled.formUnion(state.inFlightByID[id] ?? [])
        state.inFlightByID[id] = nil
        return .cancel(id: id)

      case .finished(let iteration):
        if state.cancelled.contains(iteration) { state.lateFinishes.append(iteration) }
        state.finished.insert(iteration)
        state.inFlightByID[Self.id(of: iteration)]?.remove(iteration)
        return .none

      case .started(let iteration):
        let id = Self.id(of: iteration)
        let cancelInFlight = iteration % 2 == 0
        if cancelInFlight {
          state.cancelled.formUnion(state.inFlightByID[id] ?? [])
          state.inFlightByID[id] = nil
        }
        state.inFlightByID[id, default: []].insert(iteration)
        return .run { send in
          for _ in 0..<(iteration % 3) { await Task.yield() }
          await send(.finished(iteration))
        }
        .cancellable(id: id, cancelInFlight: cancelInFlight)
      }
    }
  }

  @Test func cancellationRacingCompletionNeverDeliversLate() async {
    let iterations = 5_000
    let store = Store(initialState: Race.State()) { Race() }
    for iteration in 0..<iterations {
      store.send(.started(iteration))
      for _ in 0..<(iteration % 5) { await Task.yield() }
      store.send(.cancelButtonTapped(iteration))
    }
    #expect(await eventually { store.registry.running.isEmpty })

    let state = store.state
    #expect(state.lateFinishes == [])
    #expect(state.finished.isDisjoint(with: state.cancelled))
    #expect(state.finished.union(state.cancelled) == Set(0..<iterations))
    #expect(state.inFlightByID.values.allSatisfy { $0.isEmpty })
    // Cancelled without the main actor yielding in between: it cannot have finished.
    #expect(state.cancelled.isSuperset(of: stride(from: 0, to: iterations, by: 5)))
    if ProcessInfo.processInfo.environment["TEST_STATISTICS"] != nil {
      print(
        "StoreConcurrencyTests: \(state.finished.count) effects finished first, "
          + "\(state.cancelled.count) were cancelled first"
      )
    }
  }

  @Test func cancelInFlightRacingCompletionNeverDeliversLate() async {
    // Only `cancelInFlight` cancels: each even iteration replaces the effect with its id.
    let store = Store(initialState: Race.State()) { Race() }
    for iteration in 0..<2_000 {
      store.send(.started(iteration))
    }
    #expect(await eventually { store.registry.running.isEmpty })
    #expect(store.state.lateFinishes == [])
    // Even iterations cancel the odd one in flight before them with the same id.
    #expect(store.state.finished.union(store.state.cancelled) == Set(0..<2_000))
    #expect(store.state.finished.isDisjoint(with: store.state.cancelled))
  }
}
