import Core
import Foundation

// A program to profile `Store.send` under `valgrind --tool=callgrind` (instruction counts are
// stable on a busy machine): `SendProfile [sends]` sends that many trivial actions, each
// returning `.none`, to a root store with no observer; `SendProfile scope [actions]` sends that
// many actions through ten levels of `Scope` (`DeepScope.swift`), calling `reduce` directly, and
// `SendProfile closures [actions]` through the same ten levels as nested closures;
// `SendProfile app [sends]` to the top of a stack of ten counters in the app's root store;
// `SendProfile counter [sends]` to a lone counter's store (the app send's baseline);
// `app-task` and `counter-task` do the same inside a task on the main actor, as the benchmarks
// run (a task-local binding costs differently there);
// `SendProfile dependency [reads]` reads `@Dependency(\.uuid)` in a reducer, and
// `SendProfile tasklocal [reads]` a plain task local (the dependency read's baseline);
// `SendProfile growth <operation> <size> [operations]` the operations whose cost must not grow
// with the size of the state (`Growth.swift`); `SendProfile effect-time` times `Effect.run`
// beside a plain `Task` (`EffectTime.swift`).
//
// Valgrind 3.19 cannot read the release binary's debug information: profile a copy made with
// `strip --strip-debug` (function names stay in the symbol table).
//
//   cp .build/release/SendProfile /tmp/SendProfile && strip --strip-debug /tmp/SendProfile
//   valgrind --tool=callgrind --callgrind-out-file=send.out /tmp/SendProfile 100000
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

/// Runs `body` in a task on the main actor, as the benchmarks do, then exits.
func inMainTask(_ body: @escaping @MainActor () -> Void) -> Never {
  Task { @MainActor in
    body()
    exit(0)
  }
  dispatchMain()
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "growth" {
  let operation = arguments.dropFirst().first ?? "rows"
  let size = Int(arguments.dropFirst(2).first ?? "") ?? 10
  let operations = Int(arguments.dropFirst(3).first ?? "") ?? 10_000
  // Outside a task: under valgrind 3.19, a program that starts the concurrency runtime's
  // threads is killed (`app-task`, `counter-task`).
  let result = profileGrowth(operation, size: size, operations: operations)
  print("\(operations) × growth \(operation) at size \(size): \(result)")
} else if arguments.first == "scope" {
  let actions = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("reduced \(actions) actions ten levels deep: count \(profileDeepScope(actions))")
} else if arguments.first == "app" {
  let sends = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("sent \(sends) actions to the app's stack: count \(profileAppSend(sends))")
} else if arguments.first == "app-task" {
  let sends = Int(arguments.dropFirst().first ?? "") ?? 100_000
  inMainTask {
    print("sent \(sends) actions to the app's stack in a task: count \(profileAppSend(sends))")
  }
} else if arguments.first == "counter-task" {
  let sends = Int(arguments.dropFirst().first ?? "") ?? 100_000
  inMainTask {
    print("sent \(sends) actions to a lone counter in a task: count \(profileCounterSend(sends))")
  }
} else if arguments.first == "dependency" {
  let reads = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("read @Dependency(\\.uuid) \(reads) times: \(profileDependencyRead(reads))")
} else if arguments.first == "effect-time" {
  let operations = Int(arguments.dropFirst().first ?? "") ?? 2_000
  let rounds = Int(arguments.dropFirst(2).first ?? "") ?? 9
  Task { @MainActor in
    await profileEffectTime(operations: operations, rounds: rounds)
    exit(0)
  }
  dispatchMain()
} else if arguments.first == "dependency-modifier" {
  let actions = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print(
    "ran \(actions) actions under a .dependency modifier: \(profileDependencyModifier(actions))")
} else if arguments.first == "counter" {
  let sends = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("sent \(sends) actions to a lone counter: count \(profileCounterSend(sends))")
} else if arguments.first == "tasklocal" {
  let reads = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("read a plain task local \(reads) times: \(profileTaskLocalRead(reads))")
} else if arguments.first == "closures" {
  let actions = Int(arguments.dropFirst().first ?? "") ?? 100_000
  print("ran \(actions) actions through ten closures: count \(profileDeepClosures(actions))")
} else {
  let sends = Int(arguments.first ?? "") ?? 100_000
  let count = profile(sends)
  print("sent \(sends) actions: count \(count)")
}
