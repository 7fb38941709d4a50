import Core
import Foundation
import GrowthModels

// `SendProfile effect-time [operations] [rounds]`: `Effect.run` start + finish through a store
// (`await store.send(.start).finish()`, the `Runner` of `GrowthModels`) beside a plain `Task`
// started and awaited on the main actor, in alternating rounds, in a task on the main actor as
// the benchmarks run. Prints the microseconds per operation of each round and the medians. The
// cost is mostly the hops between threads, which callgrind cannot see (under valgrind 3.19 a
// program that starts the concurrency runtime's threads is killed), so this is in time: run it
// on a quiet machine, and compare two builds in alternation.

/// Times `rounds` rounds of `operations` effect runs and plain tasks; prints the figures.
@MainActor
func profileEffectTime(operations: Int, rounds: Int) async {
  let store = Store(initialState: Runner.State()) { Runner() }
  let clock = ContinuousClock()
  var effectRounds: [Double] = []
  var taskRounds: [Double] = []
  func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(operations)
  }
  for round in 1...rounds {
    let effects = await clock.measure {
      for _ in 0..<operations { await store.send(.start).finish() }
    }
    let tasks = await clock.measure {
      for _ in 0..<operations { await Task {}.value }
    }
    effectRounds.append(microseconds(effects))
    taskRounds.append(microseconds(tasks))
    print(
      "round \(round): Effect.run \(effectRounds.last!) µs, plain Task \(taskRounds.last!) µs")
  }
  let effect = effectRounds.sorted()[rounds / 2]
  let task = taskRounds.sorted()[rounds / 2]
  print("medians: Effect.run \(effect) µs, plain Task \(task) µs, ratio \(effect / task)")
}
