import Core
import CounterFeature
import Navigation
import RootFeature

// The app's root with a stack of ten counters, for `SendProfile app [sends]`: each send
// increments the top counter through `Root`'s stack.

/// Sends `sends` increments to the top of a stack of ten counters in the app's root store.
@MainActor
func profileAppSend(_ sends: Int) -> Int {
  let path = StackState<Root.Path.State>(
    (0..<10).map { _ in Root.Path.State.counter(Counter.State()) }
  )
  let store = Store(initialState: Root.State(path: path)) { Root() }
  let top = store.state.path.ids.last!
  for _ in 0..<sends {
    store.send(.path(.element(id: top, action: .counter(.incrementButtonTapped))))
  }
  guard case .counter(let counter) = store.state.path[id: top] else { return -1 }
  return counter.count
}

/// Sends `sends` increments to a lone counter's store: the app send's baseline.
@MainActor
func profileCounterSend(_ sends: Int) -> Int {
  let store = Store(initialState: Counter.State()) { Counter() }
  for _ in 0..<sends {
    store.send(.incrementButtonTapped)
  }
  return store.state.count
}
