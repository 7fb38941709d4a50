import Core

// A program to profile `Store.send` under `valgrind --tool=callgrind` (instruction counts are
// stable on a busy machine): `SendProfile [sends]` sends that many trivial actions, each
// returning `.none`, to a root store with no observer; `SendProfile scope [actions]` sends that
// many actions through ten levels of `Scope` (`DeepScope.swift`), calling `reduce` directly, and
// `SendProfile closures [actions]` through the same ten levels as nested closures.
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

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "scope" {
  let actions = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("reduced \(actions) actions ten levels deep: count \(profileDeepScope(actions))")
} else if arguments.first == "closures" {
  let actions = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("ran \(actions) actions through ten closures: count \(profileDeepClosures(actions))")
} else {
  let sends = Int(arguments.first ?? "") ?? 100_000
  let count = await profile(sends)
  print("sent \(sends) actions: count \(count)")
}
