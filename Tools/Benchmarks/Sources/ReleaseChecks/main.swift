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

let depth = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000
let started = ContinuousClock.now
let reached = recursiveDepth(depth)
print(
  "recursive presentation, \(depth) levels: \(reached ? "ok" : "FAILED") in \(ContinuousClock.now - started)"
)
for count in [100, 1_000] {
  let start = ContinuousClock.now
  let ok = await cancelOnPop(count)
  print(
    "cancel on pop, \(count) elements: \(ok ? "ok" : "FAILED") in \(ContinuousClock.now - start)")
}
