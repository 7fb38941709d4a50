import Benchmark
import Core
import CounterFeature
import Navigation
import RootFeature

/// What a store adds around a reducer: the same action sent to a store, scoped or not, and
/// given straight to the reducer; and the app's own root beside a lone feature.
func sendBenchmarks() {
  // MARK: Store.send against a direct reduce

  Benchmark("Store.send.direct") { benchmark in
    let reducer = F10()
    var state = F10.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: opaque(.tap)))
    }
    benchmark.stopMeasurement()
    precondition(state.count > 0)
  }

  // The leaf's action, given to the root store wrapped in ten `.child`: the same reducer work as
  // `Store.send.scoped10`, without the scoped stores.
  Benchmark("Store.send.root.deepAction") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: F10.State()) { F10() }
      let action = fastDeepAction()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
    }
  }

  // MARK: App.send: the app's root with a stack of ten features, and a lone feature

  Benchmark("App.send.loneCounter") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let store = Store(initialState: Counter.State()) { Counter() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.incrementButtonTapped)
      }
      benchmark.stopMeasurement()
      precondition(store.state.count > 0)
    }
  }

  Benchmark("App.send.rootStackOf10") { benchmark in
    await onMainActor(benchmark) { benchmark in
      let path = StackState<Root.Path.State>(
        (0..<10).map { _ in Root.Path.State.counter(Counter.State()) }
      )
      let store = Store(initialState: Root.State(path: path)) { Root() }
      let top = store.state.path.ids.last!
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.path(.element(id: top, action: .counter(.incrementButtonTapped))))
      }
      benchmark.stopMeasurement()
      guard case .counter(let counter) = store.state.path[id: top] else { fatalError() }
      precondition(counter.count > 0)
    }
  }
}
