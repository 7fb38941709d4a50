import Benchmark
import Core
import GrowthModels
import Navigation

// The operations whose cost must not grow with the size of the state, each at a small and a
// large size (`Growth.<operation>.<size>`); `SendProfile growth` counts their instructions.
func growthBenchmarks() {
  for size in [10, 100_000] {
    Benchmark("Growth.rowAction.\(size)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(initialState: Rows.State(count: size)) { Rows() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          store.send(.rows(.element(id: size / 2, action: .increment)))
        }
        benchmark.stopMeasurement()
      }
    }
  }

  for size in [10, 10_000] {
    Benchmark("Growth.pushPop.\(size)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(initialState: Pages.State(count: size)) { Pages() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          store.send(.pushOne)
          store.send(.popOne)
        }
        benchmark.stopMeasurement()
      }
    }
  }

  for effects in [10, 1_000] {
    Benchmark("Growth.elementActionBesideEffects.\(effects)") { benchmark in
      await onMainActor(benchmark) { benchmark in
        let store = Store(initialState: Pages.State(count: effects)) { Pages() }
        let tasks = store.state.path.ids.map { store.send(.path(.element(id: $0, action: .start))) }
        let top = store.state.path.ids.last!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          store.send(.path(.element(id: top, action: .increment)))
        }
        benchmark.stopMeasurement()
        for task in tasks { task.cancel() }
      }
    }
  }

  Benchmark("Growth.presentedChildAction") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Pages.State(count: 10)) { Pages() }
      store.send(.present)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.sheet(.presented(.increment)))
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Growth.presentDismiss") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Pages.State(count: 10)) { Pages() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.present)
        store.send(.dismiss)
      }
      benchmark.stopMeasurement()
    }
  }

  // One action to a store of one level, the same to a store made `withDependencies:`, and the
  // innermost action through ten levels (`SendProfile growth lone-send`, `lone-send-deps`,
  // `deep-send`).
  Benchmark("Growth.loneSend") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Level10.State()) { Level10() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.tap)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Growth.loneSendWithDependencies") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Level10.State()) {
        Level10()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.tap)
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Growth.deepSend") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Level1.State()) { Level1() }
      let action = Level1.Action.child(
        .child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
    }
  }

  // `Effect.run` started by a send and awaited to its end, beside a plain `Task` started and
  // awaited on the main actor.
  Benchmark("Growth.effectRunStartFinish") { benchmark in
    await onMainActor(benchmark) { benchmark async in
      let store = Store(initialState: Runner.State()) { Runner() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await store.send(.start).finish()
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Growth.plainTaskStartFinish") { benchmark in
    await onMainActor(benchmark) { benchmark async in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await Task {}.value
      }
      benchmark.stopMeasurement()
    }
  }
}
