import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ClocksTests {
  @Test func defaultContinuousClockReportsWhenSleeping() async throws {
    @Dependency(\.continuousClock) var clock
    // `sleep(for:)` reads `now` to compute its deadline, so both endpoints report.
    let messages = LockIsolated<[String]>([])
    try await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    } matching: { issue in
      messages.withValue { $0.append(issue.description) }
      return issue.description.contains(#"Unimplemented: \.continuousClock."#)
    }
    #expect(messages.value.contains { $0.contains(#"Unimplemented: \.continuousClock.sleep"#) })
  }

  @Test func defaultSuspendingClockReportsWhenSleeping() async throws {
    @Dependency(\.suspendingClock) var clock
    // `sleep(for:)` reads `now` to compute its deadline, so both endpoints report.
    let messages = LockIsolated<[String]>([])
    try await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    } matching: { issue in
      messages.withValue { $0.append(issue.description) }
      return issue.description.contains(#"Unimplemented: \.suspendingClock."#)
    }
    #expect(messages.value.contains { $0.contains(#"Unimplemented: \.suspendingClock.sleep"#) })
  }

  @Test func defaultContinuousClockReportsWhenReadingNow() {
    @Dependency(\.continuousClock) var clock
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      issue.description.contains(#"Unimplemented: \.continuousClock.now"#)
    }
  }

  @Test func continuousClockOverriddenWithTestClockSleepsUntilAdvanced() async {
    await withSharedMainSerialExecutor {
      let testClock = TestClock()
      await withDependencies {
        $0.continuousClock = testClock
      } operation: {
        await expectSleepsUntilAdvanced(testClock) {
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
        }
      }
    }
  }

  @Test func suspendingClockOverriddenWithTestClockSleepsUntilAdvanced() async {
    await withSharedMainSerialExecutor {
      let testClock = TestClock()
      await withDependencies {
        $0.suspendingClock = testClock
      } operation: {
        await expectSleepsUntilAdvanced(testClock) {
          @Dependency(\.suspendingClock) var clock
          try await clock.sleep(for: .seconds(1))
        }
      }
    }
  }

  @Test func liveContextUsesRealClocks() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      #expect(continuousClock is ContinuousClock)
      #expect(suspendingClock is SuspendingClock)
    }
  }

  private func expectSleepsUntilAdvanced(
    _ testClock: TestClock<Duration>,
    sleep: @escaping @Sendable () async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let didWake = LockIsolated(false)
    let task = Task {
      try await sleep()
      didWake.setValue(true)
    }
    await testClock.advance(by: .milliseconds(999))
    #expect(!didWake.value, "woke before its deadline", sourceLocation: sourceLocation)
    await testClock.advance(by: .milliseconds(1))
    await #expect(throws: Never.self, sourceLocation: sourceLocation) { try await task.value }
    #expect(didWake.value, "did not wake at its deadline", sourceLocation: sourceLocation)
  }
}
