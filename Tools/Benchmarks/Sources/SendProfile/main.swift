import Core

// A program to profile `Store.send` under `valgrind --tool=callgrind` (instruction counts are
// stable on a busy machine): `SendProfile [sends]` sends that many trivial actions, each
// returning `.none`, to a root store with no observer.
//
//   valgrind --tool=callgrind --callgrind-out-file=send.out .build/release/SendProfile 100000
//   callgrind_annotate --inclusive=yes send.out | head -40

/// The trivial feature: one action, one field, no effect.
struct Tap: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case tap }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
func profile(_ sends: Int) -> Int {
  let store = Store(initialState: Tap.State()) { Tap() }
  for _ in 0..<sends {
    store.send(.tap)
  }
  return store.state.count
}

let sends = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
let count = await profile(sends)
print("sent \(sends) actions: count \(count)")
