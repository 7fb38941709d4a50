import Benchmark
import Core
import Foundation
import Navigation

// Each benchmark measures the work inside its loop; setup happens before `startMeasurement`.
// Store and reducers are main-actor bound: each sample hops to the main actor once and runs its
// iterations there, so the hop is amortized over `scaledIterations`.

let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .instructions]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: metrics,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  sendBenchmarks()
  growthBenchmarks()

  // MARK: Reducer.deepScope

  Benchmark("Reducer.deepScope.protocol") { benchmark in
    let reducer = C10()
    var state = C10.State()
    let action = concreteDeepAction()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: opaque(action)))
    }
    benchmark.stopMeasurement()
    precondition(state.child.child.child.child.child.child.child.child.child.child.count > 0)
  }

  Benchmark("Reducer.deepScope.protocolCasePaths") { benchmark in
    let reducer = F10()
    var state = F10.State()
    let action = fastDeepAction()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: opaque(action)))
    }
    benchmark.stopMeasurement()
    precondition(state.child.child.child.child.child.child.child.child.child.child.count > 0)
  }

  Benchmark("Reducer.deepScope.protocolGeneric") { benchmark in
    let reducer = deepReducer()
    var state = deepState()
    let action = deepAction()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: opaque(action)))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Reducer.deepScope.closures") { benchmark in
    let reducer = deepClosureReducer()
    var state = deepState()
    let action = deepAction()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      reducer(&state, opaque(action))
    }
    benchmark.stopMeasurement()
    precondition(state.child.child.child.child.child.child.child.child.child.child.count > 0)
  }

  Benchmark("Reducer.deepScope.handInlined") { benchmark in
    var state = deepState()
    let action = deepAction()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      handInlined(&state, opaque(action))
    }
    benchmark.stopMeasurement()
    precondition(state.child.child.child.child.child.child.child.child.child.child.count > 0)
  }

  // MARK: Store.send

  // Features whose Scope uses `@CasePathable`'s case paths (F…) and case key path literals (C…).
  Benchmark("Store.send.root") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: F10.State()) { F10() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.tap)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Store.send.scoped10") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: F10.State()) { F10() }
      let leaf = store.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        leaf.send(.increment)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Store.send.root.caseKeyPathLiterals") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: C10.State()) { C10() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.tap)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Store.send.scoped10.caseKeyPathLiterals") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: C10.State()) { C10() }
      let leaf = store.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        leaf.send(.increment)
      }
      benchmark.stopMeasurement()
    }
  }

  // MARK: Store.observe

  for observerCount in [1, 100, 1_000] {
    Benchmark("Store.observe.\(observerCount)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(initialState: Observed.State()) { Observed() }
        let notifications = LockIsolated(0)
        // Observer 0 watches the value that changes; the others watch values that do not.
        let tokens = (0..<observerCount).map { index in
          store.observe({ $0.watched[index] }) { _ in notifications.withValue { $0 += 1 } }
        }
        notifications.setValue(0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          store.send(.changeOne)
        }
        benchmark.stopMeasurement()
        // Exactly one notification per send, however many observers.
        precondition(notifications.value == benchmark.scaledIterations.count)
        withExtendedLifetime(tokens) {}
      }
    }
  }

  // MARK: Store observation (Apple's Observation)

  for observerCount in [1, 100, 1_000] {
    Benchmark("Store.observation.\(observerCount)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(initialState: Tracked.State()) { Tracked() }
        let notifications = LockIsolated(0)
        // One reader of the value that changes, re-armed before each send as a view redrawing
        // would; the others read a value that does not change and stay registered throughout.
        for _ in 1..<observerCount {
          withObservationTracking {
            _ = store.other
          } onChange: {
            notifications.withValue { $0 += 1 }
          }
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          withObservationTracking {
            _ = store.changing
          } onChange: {
            notifications.withValue { $0 += 1 }
          }
          store.send(.changeOne)
        }
        benchmark.stopMeasurement()
        // Exactly one notification per send, however many observers.
        precondition(notifications.value == benchmark.scaledIterations.count)
      }
    }
  }

  // MARK: PresentationState.equality

  Benchmark("PresentationState.equality.boxed") { benchmark in
    let original = BigParent(boxed: hundredThousand())
    let copy = original
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(blackHole(original) == blackHole(copy))
    }
  }

  Benchmark("PresentationState.equality.plain", configuration: .init(scalingFactor: .one)) {
    benchmark in
    let original = PlainParent(plain: hundredThousand())
    let copy = original
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(blackHole(original) == blackHole(copy))
    }
  }

  // MARK: StackState.elementAction

  for depth in [10, 1_000] {
    Benchmark("StackState.elementAction.\(depth)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(
          initialState: Stack.State(path: StackState((0..<depth).map { _ in Element.State() }))
        ) {
          Stack()
        }
        let top = store.state.path.ids.last!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          store.send(.path(.element(id: top, action: .increment)))
        }
        benchmark.stopMeasurement()
      }
    }
  }

  // MARK: Effect.cancelOnPop

  for count in [100, 1_000] {
    Benchmark(
      "Effect.cancelOnPop.\(count)",
      configuration: .init(scalingFactor: .one, maxIterations: 50)
    ) { benchmark in
      await onMainActor(benchmark) { benchmark in
        // A real clock: each effect sleeps for an hour unless cancelled. (A `TestClock` would
        // measure its own bookkeeping, which is linear per cancellation.)
        let store = Store(
          initialState: Stack.State(path: StackState((0..<count).map { _ in Element.State() }))
        ) {
          Stack()
        } withDependencies: {
          $0.continuousClock = ContinuousClock()
        }
        let tasks = store.state.path.ids.map { store.send(.path(.element(id: $0, action: .start))) }
        benchmark.startMeasurement()
        store.send(.popAll)
        benchmark.stopMeasurement()
        // Every effect of the popped elements was cancelled: each sleeps for an hour otherwise.
        // (A `StoreTask`'s `isCancelled`, as in TCA, says whether the task itself was cancelled.)
        for task in tasks { await task.finish() }
        precondition(store.state.path.isEmpty)
      }
    }
  }

  // MARK: Dependency.read

  Benchmark("Dependency.read.reducer") { benchmark in
    let reducer = ReadsDependency()
    var state = ReadsDependency.State()
    withDependencies {
      $0.uuid = .constant(UUID(1))
    } operation: {
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(reducer.reduce(into: &state, action: .read))
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Dependency.read.plainTaskLocal") { benchmark in
    PlainTaskLocal.$value.withValue(UUID(1)) {
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(PlainTaskLocal.value)
      }
      benchmark.stopMeasurement()
    }
  }

  // MARK: Effect.merge

  Benchmark("Effect.merge.100mostlyNone") { benchmark in
    let run = Effect<Int>.run { _ in }
    let effects = (0..<100).map { $0 == 50 ? run : Effect<Int>.none }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(Effect.merge(effects))
    }
  }

  Benchmark("Effect.merge.100none") { benchmark in
    let effects = [Effect<Int>](repeating: .none, count: 100)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(Effect.merge(effects))
    }
  }
}

/// Runs a sample on the main actor, where stores live. The benchmark object is touched only
/// there while the sample runs.
func onMainActor(
  _ benchmark: Benchmark,
  _ body: @escaping @MainActor @Sendable (Benchmark) -> Void
) async {
  let benchmark = UncheckedSendable(benchmark)
  await MainActor.run { body(benchmark.value) }
}

/// Runs an asynchronous sample on the main actor (one that awaits effects after measuring).
func onMainActor(
  _ benchmark: Benchmark,
  _ body: @escaping @MainActor @Sendable (Benchmark) async -> Void
) async {
  let benchmark = UncheckedSendable(benchmark)
  await Task { @MainActor in await body(benchmark.value) }.value
}
