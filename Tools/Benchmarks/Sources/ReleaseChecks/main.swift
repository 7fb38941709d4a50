import Foundation
import Navigation

/// A feature that presents itself.
struct Nested: Reducer {
  struct State: Equatable {
    var count = 0
    @PresentationState var child: State?
  }

  @CasePathable
  indirect enum Action {
    case child(PresentationAction<Action>)
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Nested() }
  }
}

/// An element with an effect that never ends on its own.
struct Sleeper: Reducer {
  struct State: Equatable {}
  @CasePathable
  enum Action { case start, woke }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(3600))
          await send(.woke)
        }
      case .woke:
        return .none
      }
    }
  }
}

struct Stack: Reducer {
  struct State: Equatable { var path = StackState<Sleeper.State>() }
  @CasePathable
  enum Action {
    case path(StackActionOf<Sleeper>)
    case popAll
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .popAll = action, let first = state.path.ids.first { state.path.pop(from: first) }
      return .none
    }
    .forEach(\.path, action: \.path) { Sleeper() }
  }
}

@MainActor
func recursiveDepth(_ depth: Int) -> Bool {
  var state = Nested.State()
  for _ in 0..<depth {
    state = Nested.State(child: state)
  }
  var action = Nested.Action.increment
  for _ in 0..<depth {
    action = .child(.presented(action))
  }
  let store = Store(initialState: state) { Nested() }
  store.send(action)
  var deepest = store.state
  while let child = deepest.child { deepest = child }
  return deepest.count == 1
}

@MainActor
func cancelOnPop(_ count: Int) async -> Bool {
  let clock = TestClock()
  let store = Store(initialState: Stack.State(path: StackState((0..<count).map { _ in .init() }))) {
    Stack()
  } withDependencies: {
    $0.continuousClock = clock
  }
  let tasks = store.state.path.ids.map { store.send(.path(.element(id: $0, action: .start))) }
  await Task.megaYield()
  store.send(.popAll)
  // The clock never moves: each effect's sleep ends only by cancellation, so every task finishing
  // means every effect of the popped elements was cancelled. (A `StoreTask`'s `isCancelled`, as
  // in TCA, says whether the task itself was cancelled, which popping does not do.)
  for task in tasks { await task.finish() }
  return store.state.path.isEmpty
}

/// The resident memory of the process now, in bytes (Linux: `/proc/self/statm`).
func residentBytes() -> Int {
  let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The peak resident memory of the process so far, in bytes.
func peakResidentBytes() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss * 1024
}

/// The memory a `StackState` of `count` `Int` elements takes beyond the elements themselves, per
/// element: its ids and their hash table. Resident memory over ten stacks kept alive at once, so
/// that the temporary buffers one construction frees are reused by the next instead of counted.
@MainActor
func stackElementOverhead(_ count: Int) -> Double {
  let elements = [Int](repeating: 0, count: count)
  var stacks: [StackState<Int>] = []
  stacks.append(StackState(elements))
  let before = residentBytes()
  for _ in 0..<10 { stacks.append(StackState(elements)) }
  let after = residentBytes()
  withExtendedLifetime(stacks) {}
  return Double(after - before) / Double(10 * count) - Double(MemoryLayout<Int>.stride)
}

let depth = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000
let residentBefore = peakResidentBytes()
let started = ContinuousClock.now
let reached = recursiveDepth(depth)
print(
  "recursive presentation, \(depth) levels: \(reached ? "ok" : "FAILED") in \(ContinuousClock.now - started), peak resident memory \(peakResidentBytes() / 1_048_576) MiB (\((peakResidentBytes() - residentBefore) / 1_048_576) MiB above start-up)"
)
for count in [100_000, 1_000_000] {
  print(
    "StackState, \(count) elements: \(stackElementOverhead(count)) bytes per element beyond the element"
  )
}
for count in [100, 1_000] {
  let start = ContinuousClock.now
  let ok = await cancelOnPop(count)
  print(
    "cancel on pop, \(count) elements: \(ok ? "ok" : "FAILED") in \(ContinuousClock.now - start)")
}
