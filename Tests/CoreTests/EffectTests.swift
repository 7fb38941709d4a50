import Testing

// Reaches the runtime's internals (`Effect.isNone`).
@testable import Core

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EffectTests {
  struct State: Equatable {
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case step(String)
    case stop
    case failed(String)
  }

  enum Failure: Error {
    case boom
  }

  enum CancelID {
    case work
  }

  /// Runs `start` through `effect` and logs every `step`; `stop` cancels `CancelID.work`.
  static func feature(
    _ effect: @escaping () -> Effect<Action>
  ) -> some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return effect()
      case .step(let name):
        state.log.append(name)
        return .none
      case .stop:
        return .cancel(id: CancelID.work)
      case .failed(let message):
        state.log.append("failed: \(message)")
        return .none
      }
    }
  }

  // The line of the `.run` below, which the unhandled-error issue must name.
  nonisolated static let failingRunLine = #line + 3

  static func failingRun() -> Effect<Action> {
    .run { _ in throw Failure.boom }
  }

  @Test func sendIsProcessedBeforeStoreSendReturns() {
    let store = Store(initialState: State()) {
      Self.feature { .send(.step("sent")) }
    }

    let task = store.send(.start)

    #expect(store.state.log == ["sent"])
    #expect(task.isCancelled)
  }

  @Test func noneStartsNothing() {
    let store = Store(initialState: State()) {
      Self.feature { .none }
    }

    #expect(store.send(.start).isCancelled)
    #expect(Effect<Action>.merge(.none, .none).isNone)
    #expect(Effect<Action>.concatenate(.none, .none).isNone)
    #expect(Effect<Action>.merge([]).isNone)
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Self.feature {
        .merge(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.step("slow"))
          },
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.step("fast"))
          }
        )
      }
    }

    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.step("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.step("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func mergeOfSendsSendsInOrder() {
    let store = Store(initialState: State()) {
      Self.feature { .merge(.send(.step("a")), .none, .send(.step("b")), .send(.step("c"))) }
    }

    store.send(.start)

    #expect(store.state.log == ["a", "b", "c"])
  }

  @Test func concatenateRunsEffectsInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Self.feature {
        .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.step("first"))
          },
          .run { send in await send(.step("second")) },
          .send(.step("third"))
        )
      }
    }

    await store.send(.start)
    await clock.advance(by: .seconds(2))
    await store.receive(.step("first")) { $0.log = ["first"] }
    await store.receive(.step("second")) { $0.log = ["first", "second"] }
    await store.receive(.step("third")) { $0.log = ["first", "second", "third"] }
  }

  @Test func concatenateWaitsForEveryEffectOfAMergedStep() async {
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Self.feature {
        .concatenate(
          .merge(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.step("slow"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.step("fast"))
            }
          ),
          .send(.step("last"))
        )
      }
    }

    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.step("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.step("slow")) { $0.log = ["fast", "slow"] }
    await store.receive(.step("last")) { $0.log = ["fast", "slow", "last"] }
  }

  @Test func cancellingOneStepOfAConcatenationMovesOnToTheNextStep() async {
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Self.feature {
        .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.step("first"))
          }
          .cancellable(id: CancelID.work),
          .run { send in await send(.step("second")) }
        )
      }
    }

    await store.send(.start)
    await store.send(.stop)
    await store.receive(.step("second")) { $0.log = ["second"] }
    await clock.advance(by: .seconds(1))
  }

  @Test func concatenateProcessesLeadingSendsBeforeSendReturns() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: State()) {
        Self.feature {
          .concatenate(
            .send(.step("sync")),
            .run { send in await send(.step("async")) }
          )
        }
      }

      let task = store.send(.start)
      #expect(store.state.log == ["sync"])

      await task.finish()
      #expect(store.state.log == ["sync", "async"])
    }
  }

  @Test func cancelledConcatenateNeverStartsItsNextStep() async {
    let clock = TestClock()
    let didStartSecondStep = LockIsolated(false)
    let store = TestStore(initialState: State()) {
      Self.feature {
        .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.step("first"))
          },
          .run { send in
            didStartSecondStep.setValue(true)
            await send(.step("second"))
          }
        )
        .cancellable(id: CancelID.work)
      }
    }

    await store.send(.start)
    await clock.advance(by: .milliseconds(500))
    await store.send(.stop)
    await clock.advance(by: .seconds(10))
    await store.finish()

    #expect(didStartSecondStep.value == false)
  }

  @Test func concatenateCancelledBetweenStepsNeverStartsTheNextStep() async {
    let didStartSecondStep = LockIsolated(false)
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .start:
          return .concatenate(
            .run { send in await send(.step("first")) },
            .run { send in
              didStartSecondStep.setValue(true)
              await send(.step("second"))
            }
          )
          .cancellable(id: CancelID.work)
        case .step(let name):
          // The first step's action cancels the concatenation it belongs to.
          state.log.append(name)
          return .cancel(id: CancelID.work)
        case .stop, .failed:
          return .none
        }
      }
    }

    await store.send(.start)
    await store.receive(.step("first")) { $0.log = ["first"] }
    await store.finish()

    #expect(didStartSecondStep.value == false)
  }

  @Test func mapTransformsTheActionsOfEveryKindOfEffect() async {
    let store = TestStore(initialState: State()) {
      Self.feature {
        Effect<Int>.concatenate(
          .send(1),
          .run { send in await send(2) },
          .merge(.send(3))
        )
        .map { Action.step("mapped \($0)") }
      }
    }

    await store.send(.start)
    await store.receive(.step("mapped 1")) { $0.log = ["mapped 1"] }
    await store.receive(.step("mapped 2")) { $0.log = ["mapped 1", "mapped 2"] }
    await store.receive(.step("mapped 3")) { $0.log = ["mapped 1", "mapped 2", "mapped 3"] }
  }

  @Test func mapKeepsTheCancellationID() async {
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Self.feature {
        Effect<Int>.run { send in
          try await clock.sleep(for: .seconds(1))
          await send(1)
        }
        .cancellable(id: CancelID.work)
        .map { Action.step("\($0)") }
      }
    }

    await store.send(.start)
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func unhandledErrorReportsAnIssueAtTheRun() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: State()) {
        Self.feature { Self.failingRun() }
      }

      await withKnownIssue {
        await store.send(.start).finish()
      } matching: { issue in
        issue.description.contains(
          "The '.run' effect started at CoreTests/EffectTests.swift:\(Self.failingRunLine) "
            + "threw an error that nothing handled"
        )
          && issue.description.contains("EffectTests.Failure.boom")
          && issue.sourceLocation?.fileName == "EffectTests.swift"
          && issue.sourceLocation?.line == Self.failingRunLine
      }
    }
  }

  @Test func catchHandlerReceivesTheError() async {
    let store = TestStore(initialState: State()) {
      Self.feature {
        .run { _ in
          throw Failure.boom
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      }
    }

    await store.send(.start)
    await store.receive(.failed("boom")) { $0.log = ["failed: boom"] }
  }

  @Test func cancellationErrorIsNotReported() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: State()) {
        Self.feature {
          .run { _ in throw CancellationError() }
        }
      }

      // An issue here would fail the test.
      await store.send(.start).finish()
      #expect(store.state.log.isEmpty)
    }
  }

  @Test func errorThrownAfterCancellationIsNotReported() async {
    await withSharedMainSerialExecutor {
      let didThrow = LockIsolated(false)
      let store = Store(initialState: State()) {
        Self.feature {
          .run { _ in
            do {
              try await Task.never()
            } catch {
              didThrow.setValue(true)
              throw Failure.boom
            }
          }
          .cancellable(id: CancelID.work)
        }
      }

      let task = store.send(.start)
      await Task.megaYield()
      store.send(.stop)
      await Task.megaYield()

      #expect(didThrow.value)
      // Cleans up if `.stop` failed to cancel the effect, so that a failure cannot hang.
      task.cancel()
      await task.finish()
    }
  }

  @Test func sendsAfterCancellationAreIgnored() async {
    let clock = TestClock()
    let didTryToSend = LockIsolated(false)
    let store = TestStore(initialState: State()) {
      Self.feature {
        .run { send in
          try? await clock.sleep(for: .seconds(1))
          didTryToSend.setValue(true)
          await send(.step("late"))
        }
        .cancellable(id: CancelID.work)
      }
    }

    await store.send(.start)
    await store.send(.stop)
    await store.finish()

    // The effect ran past the cancelled sleep and sent; the exhaustive store received nothing.
    #expect(didTryToSend.value)
  }
}
