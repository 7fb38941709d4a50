@_spi(Internals) import CasePaths
import Foundation
@_spi(SharedChangeTracking) import Sharing

extension TestStore {
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    expected: () -> String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    self.lastLocation = location
    let timeout = timeout ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    let registry = self.core.registry
    let didReceive = await waitUntil(timeout: timeout) {
      if isExhaustive {
        return !self.received.isEmpty
      }
      return self.received.contains { isMatching($0.action) }
    } orGiveUpWhen: {
      registry.running.isEmpty && (isExhaustive ? self.received.isEmpty : true)
    }
    guard didReceive else {
      location.report(
        registry.running.isEmpty && (isExhaustive ? self.received.isEmpty : true)
          ? "Expected to receive \(expected()), but received none and no effect is running."
          : "Expected to receive \(expected()), but received none after \(format(timeout))."
      )
      return
    }
    if !isExhaustive {
      let index = self.received.firstIndex { isMatching($0.action) }!
      if index > 0 {
        if case .off(showSkippedAssertions: true) = self.exhaustivity {
          self.reportSkipped(
            "\(index) received action(s) were skipped: \(self.dumpReceived(prefix: index))",
            at: location
          )
        }
        self.state = self.received[index - 1].state
        self.sharedChanges.accept(self.received[index - 1].shared)
        self.received.removeFirst(index)
      }
    }
    let (action, actualState, stackElementIDs, shared) = self.received.removeFirst()
    guard isMatching(action) else {
      // One issue: the state change belongs to another action, so it is not asserted here.
      location.report(
        """
        Received unexpected action: …

        \(mismatch(action))
        """
      )
      self.state = actualState
      self.sharedChanges.accept(shared)
      await Task.megaYield()
      return
    }
    self.expectState(
      previous: self.state,
      actual: actualState,
      modify: updateStateToExpectedResult,
      stackElementIDs: stackElementIDs,
      shared: shared,
      at: location
    )
    self.state = actualState
    await Task.megaYield()
  }

  /// Reports the received actions not asserted yet (skips them when not exhaustive).
  ///
  /// - Parameter settles: Whether a reported action counts as handled afterwards (`finish`
  ///   reports each once; `send` leaves them for the `receive`s that may follow).
  func expectNoReceivedActions(
    before event: String,
    settles: Bool = false,
    at location: SourceLocation
  ) {
    guard !self.received.isEmpty else { return }
    switch self.exhaustivity {
    case .on:
      location.report(
        """
        Must handle \(self.received.count) received \
        action\(self.received.count == 1 ? "" : "s") before \(event): …

        Unhandled actions: \(self.dumpReceived())
        """
      )
      if settles {
        self.state = self.received.last!.state
        self.sharedChanges.accept(self.received.last!.shared)
        self.received.removeAll()
      }
    case .off(let showSkippedAssertions):
      if showSkippedAssertions {
        self.reportSkipped(
          "\(self.received.count) received action(s) were skipped: \(self.dumpReceived())",
          at: location
        )
      }
      self.state = self.received.last!.state
      self.sharedChanges.accept(self.received.last!.shared)
      self.received.removeAll()
    }
  }

  func expectState(
    previous: State,
    actual: State,
    modify: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator,
    shared: SharedSnapshot,
    requiresChange: Bool = true,
    at location: SourceLocation
  ) {
    // A non-exhaustive store applies the closure to the actual state, where a case the closure
    // modifies may already hold the expected value: CasePaths must not call that a failure.
    let isExhaustive = self.exhaustivity == .on
    func apply(to state: State) -> State? {
      var state = state
      do {
        try withDependencies {
          $0 = self.dependencies
          $0.stackElementID = stackElementIDs.copy()
        } operation: {
          try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
            try modify?(&state)
          }
        }
      } catch {
        location.report(
          "Threw error: \(error)"
        )
        return nil
      }
      return state
    }

    func report(_ message: String, expected: State) {
      let difference =
        diff(expected, actual, format: .proportional)
        .map { "\($0.indented(by: 2))\n\n(Expected: −, Actual: +)" }
          ?? """
          Expected:
          \(String(customDumping: expected).indented(by: 2))
          Actual:
          \(String(customDumping: actual).indented(by: 2))
          """
      location.report(
        "\(message)\n\n\(difference)"
      )
    }

    // Shared values are references that `previous` and `actual` both hold: inside an assertion
    // scope they read their value as of the last assertion (`.baseline`), as the closure changed
    // it (the expected value), or after this step (`.actual`).
    // As in TCA: a step that wrote a shared value (the same value included) is not reported for
    // an assertion that changes nothing.
    let wroteShared = self.sharedChanges.hasWritesSinceLastAssertion
    defer { self.sharedChanges.accept(shared) }
    switch self.exhaustivity {
    case .on:
      self.sharedChanges.withAssertion(
        expectingFrom: .baseline, comparingWith: .actual, actual: shared
      ) { scope in
        guard let expected = apply(to: previous) else { return }
        if expected != actual {
          report(
            modify == nil
              ? "State was not expected to change, but a change occurred: …"
              : "A state change does not match expectation: …",
            expected: expected
          )
          return
        }
        scope.comparesWith = .baseline
        if requiresChange, modify != nil, expected == previous, !wroteShared {
          location.report(
            """
            The step has an assertion closure, but no state changed: …

            The closure left the state as it was. Leave it out for a step that changes no state.
            """
          )
        }
      }
    case .off(let showSkippedAssertions):
      let matches = self.sharedChanges.withAssertion(
        expectingFrom: .actual, comparingWith: .actual, actual: shared
      ) { _ in
        guard let expectedFromActual = apply(to: actual) else { return false }
        if expectedFromActual != actual {
          report("A state change does not match expectation: …", expected: expectedFromActual)
          return false
        }
        return true
      }
      guard matches, showSkippedAssertions else { return }
      self.sharedChanges.withAssertion(
        expectingFrom: .baseline, comparingWith: .actual, actual: shared
      ) { _ in
        guard let expected = apply(to: previous), expected != actual else { return }
        self.reportSkipped(
          """
          A state change was not asserted: …

          \(diff(expected, actual, format: .proportional)?.indented(by: 2) ?? "")
          """,
          at: location
        )
      }
    }
  }

  /// At the end of the test: reports unasserted received actions and effects still running.
  nonisolated func completed() {
    let location = self.lastLocation
    if self._exhaustivity == .on, !self.received.isEmpty {
      location.report(
        """
        The store received \(self.received.count) unexpected \
        action\(self.received.count == 1 ? "" : "s") by the end of this test: …

          Unhandled actions: \(self.dumpReceived())
        """
      )
    }
    // An effect that sent its last action may still be returning from its operation; give such
    // effects a moment (they need no main actor to finish) before calling them unfinished. A
    // cancelled effect is over as far as the test is concerned, even while its task unwinds (on
    // a loaded machine that can take longer than any fixed wait).
    var running = self.registry.running.filter { !$0.isCancelled }
    var waited = 0
    while !running.isEmpty, waited < 1_000 {
      usleep(1_000)
      waited += 1
      running = self.registry.running.filter { !$0.isCancelled }
    }
    if self._exhaustivity == .on {
      for effect in running {
        let origin = effect.origin ?? location
        origin.report(
          """
          An effect returned for this action is still running. It must complete before the \
          end of the test. …

            Action: \(effect.cause.indented(by: 2).dropFirst(2))
            Effect: started by the '.run' at \(effect.location)

          To fix, inspect any effects the reducer returns for this action and ensure that all \
          of them complete by the end of the test: cancel long-living effects, advance test \
          clocks far enough, or call 'await store.skipInFlightEffects()'.
          """
        )
      }
    }
    self.registry.cancelAll()
  }

  func reportSkipped(_ message: String, at location: SourceLocation) {
    location.report(
      "Skipped assertions: …\n\n\(message)",
      severity: .warning
    )
  }

  nonisolated func dumpReceived(prefix: Int? = nil) -> String {
    let actions = self.received.prefix(prefix ?? self.received.count).map(\.action)
    return String(customDumping: actions)
  }
}

extension String {
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}

/// Waits until `condition` holds, or gives up early once `giveUp` holds (nothing can make the
/// condition true any more) or after `timeout`.
@MainActor
func waitUntil(
  timeout: Duration,
  _ condition: () -> Bool,
  orGiveUpWhen giveUp: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    // Before yielding: when nothing can make the condition true, letting the other tasks of a
    // busy process run first (every task of every parallel test, on the main serial executor)
    // only delays the answer.
    if giveUp() { return false }
    await Task.megaYield()
    if condition() { return true }
    if giveUp() { return false }
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
