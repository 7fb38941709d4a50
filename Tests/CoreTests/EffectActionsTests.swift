import Core
import Foundation
import Testing

/// `Effect.actions`: an effect run outside a store, as an async sequence of its actions.
@Suite(.timeLimit(.minutes(1)))
struct EffectActionsTests {
  @Test func sendsRunsMergesAndConcatenationsAllArrive() async {
    let effect = Effect<Int>.concatenate(
      .send(1),
      .run { send in await send(2) },
      .merge(.send(3), .none)
    )
    var received: [Int] = []
    for await value in effect.actions { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func concatenatedRunsArriveInTheirOrderNotInTheOrderOfTheirClocks() async {
    let clock = TestClock()
    // The first step sleeps longest: merged, the steps would arrive 3, 2, 1.
    let effect = Effect<Int>.concatenate(
      (1...3).map { value in
        .run { send in
          try await clock.sleep(for: .seconds(4 - value))
          await send(value)
        }
      }
    )
    let received = LockIsolated<[Int]>([])
    let task = Task {
      for await value in effect.actions { received.withValue { $0.append(value) } }
    }
    // A sleeper may start after an advance; keep advancing until every step has sent.
    while received.value.count < 3, !Task.isCancelled {
      await clock.advance(by: .seconds(1))
    }
    await task.value
    #expect(received.value == [1, 2, 3])
  }

  @Test func aCancelInsideTheEffectStopsOnlyItsOwnCancellablePart() async {
    let effect = Effect<String>.merge(
      .run { send in
        try await Task.never()
        await send("cancelled part")
      }
      .cancellable(id: "endless"),
      .run { send in await send("kept") },
      .cancel(id: "endless")
    )
    var received: [String] = []
    for await value in effect.actions { received.append(value) }
    #expect(received == ["kept"])
  }

  @Test func cancellingTheIteratingTaskCancelsTheEffect() async {
    let effect = Effect<String>.run { send in
      await send("started")
      try await Task.never()
      await send("never")
    }
    let received = LockIsolated<[String]>([])
    let task = Task {
      for await value in effect.actions { received.withValue { $0.append(value) } }
    }
    await waitUntil { received.value == ["started"] }
    task.cancel()
    await task.value
    #expect(received.value == ["started"])
  }

  @Test func aDoubleCancelInFlightStillSends() async {
    let effect = Effect.send(42)
      .cancellable(id: "id", cancelInFlight: true)
      .cancellable(id: "id", cancelInFlight: true)
    var received: [Int] = []
    for await value in effect.actions { received.append(value) }
    #expect(received == [42])
  }

  @Test func aRunSeesTheDependenciesItWasCreatedWith() async {
    let effect = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Effect<UUID>.run { send in
        @Dependency(\.uuid) var uuid
        await send(uuid())
      }
    }
    var received: [UUID] = []
    for await value in effect.actions { received.append(value) }
    #expect(received == [UUID(0)])
  }
}

/// Yields until `condition` holds (effects run on other tasks).
private func waitUntil(_ condition: @Sendable () -> Bool) async {
  while !condition(), !Task.isCancelled { await Task.yield() }
}
