import Foundation
@_spi(SharedChangeTracking) import Sharing

/// A store for tests that asserts, exhaustively, everything a feature does.
///
/// ```swift
/// @Test func incrementAndFetchFact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number." }
///   }
///
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.factButtonTapped) {
///     $0.isLoading = true
///   }
///   await store.receive(\.factResponse) {
///     $0.isLoading = false
///     $0.fact = "1 is a good number."
///   }
/// }
/// ```
///
/// Each ``send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)`` runs the reducer and
/// asserts the exact state change in its trailing closure; each action an effect sends back must be
/// ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``d, in order;
/// and every effect must have finished when the test ends. A failed assertion reports an issue
/// at the line of the call with a diff (`−` expected, `+` actual). Set ``exhaustivity`` to
/// `.off` to assert only part of the behavior. A change to a `@Shared` value is asserted like a
/// state change, in the step that made it.
///
/// > Important: Override every dependency the feature uses in `withDependencies`: test values
/// > are unimplemented and fail the test when used. Drive time with a `TestClock`: while a test
/// > store lives, every task runs on the main actor, one at a time (see
/// > ``useMainSerialExecutor``), so advancing the clock delivers its effects deterministically.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the reducer and its effects use; change them between sends if needed.
  public var dependencies: DependencyValues {
    get { self.core.dependencies }
    set { self.core.dependencies = newValue }
  }

  /// How much behavior the test must assert; `.on` by default.
  public var exhaustivity: Exhaustivity {
    get { self._exhaustivity }
    set { self._exhaustivity = newValue }
  }

  /// Whether every task runs on the main actor, one at a time, while this store lives; `true` by
  /// default.
  ///
  /// The store switches the process's main serial executor on when it is created and lets go of
  /// it when it is released. The switch is counted across live test stores: it goes off (back to
  /// what it was) only when the last one lets go, so suites running in parallel keep it on for
  /// each other. Set `false` to let go early, for a test that needs tasks to run in parallel.
  public var useMainSerialExecutor: Bool {
    get { self.holdsMainSerialExecutor }
    set {
      guard newValue != self.holdsMainSerialExecutor else { return }
      self.holdsMainSerialExecutor = newValue
      if newValue {
        sharedMainSerialExecutor.retain()
      } else {
        sharedMainSerialExecutor.release()
      }
    }
  }

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``
  /// and ``finish(timeout:fileID:filePath:line:column:)`` wait; one second by default.
  public var timeout: Duration

  /// The state as of the last assertion.
  public internal(set) var state: State

  let core: RootCore<State, Action>
  let registry: CancellationRegistry
  // Read by the deinit, which holds the only reference to the store by then; otherwise only
  // touched on the main actor.
  nonisolated(unsafe) var _exhaustivity: Exhaustivity = .on
  nonisolated(unsafe) var received:
    [(
      action: Action, state: State, stackElementIDs: StackElementIDGenerator,
      shared: SharedSnapshot
    )] = []
  private var reducedState: State?
  private var reducedShared: SharedSnapshot?
  /// Records the changes to shared values, so that each step asserts the ones it made.
  let sharedChanges = SharedChangeTracker()
  private var stackElementIDsBeforeReduce: StackElementIDGenerator?
  /// Whether a child presented or pushed by this store's reducer dismissed itself through
  /// `@Dependency(\.dismiss)` while the store is the root: the store then refuses further
  /// actions, as the app would have torn the feature down.
  public private(set) var isDismissed = false
  // Read by the deinit, like `_exhaustivity`.
  nonisolated(unsafe) var holdsMainSerialExecutor = false
  nonisolated(unsafe) var lastLocation: SourceLocation

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  ///   - prepareDependencies: Overrides the dependencies the feature uses.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    TestSupportCheck.requireSupport()
    sharedMainSerialExecutor.retain()
    self.holdsMainSerialExecutor = true
    var dependencies = DependencyValues._current
    dependencies.context = .test
    // Pinned so that the ids of the initial state, the reducer and the assertions agree.
    dependencies.stackElementID = dependencies.stackElementID
    withOverrideScope { prepareDependencies(&dependencies) }
    let (state, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    self.state = state
    self.timeout = .seconds(1)
    self.lastLocation = .init(fileID: fileID, filePath: filePath, line: line, column: column)
    self.core = RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    self.registry = self.core.registry
    self.core.instrumentation = StoreInstrumentation(
      willReduce: { [weak self] in
        guard let self else { return }
        self.stackElementIDsBeforeReduce = self.core.dependencies.stackElementID.copy()
      },
      didReduce: { [weak self] action, origin, state in
        guard let self else { return }
        // Shared values are references: their values after this action are taken now, before
        // a later action changes them.
        let shared = self.sharedChanges.capture()
        switch origin {
        case .external:
          self.reducedState = state
          self.reducedShared = shared
        case .effect:
          let stackElementIDs =
            self.stackElementIDsBeforeReduce ?? self.core.dependencies.stackElementID.copy()
          self.received.append((action, state, stackElementIDs, shared))
        }
      },
      dismissHandler: DismissHandler { @MainActor [weak self] in
        guard let self else { return }
        // The feature is gone: nothing it started may keep running (the effect that dismissed
        // included).
        self.isDismissed = true
        self.registry.cancelAll()
      }
    )
  }

  // Runs synchronously where the test releases the store, so that the issues it reports belong
  // to that test.
  deinit {
    self.completed()
    if self.holdsMainSerialExecutor {
      sharedMainSerialExecutor.release()
    }
  }

  /// Sends an action and asserts the state change it causes.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one; omit it
  ///     when the action must not change the state.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: The effects the action started, to ``TestStoreTask/cancel()`` or
  ///   ``TestStoreTask/finish(timeout:fileID:filePath:line:column:)``.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    self.lastLocation = location
    if self.isDismissed {
      reportIssue(
        """
        Can't send action to dismissed test store: …

          Action: \(debugCaseOutput(action))

        The feature dismissed itself with '@Dependency(\\.dismiss)'; no further actions can be \
        sent to it.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return TestStoreTask(rawValue: nil, timeout: self.timeout)
    }
    self.expectNoReceivedActions(before: "sending an action", at: location)
    let previousState = self.state
    let rewoundIDs = self.dependencies.stackElementID.copy()
    self.reducedState = nil
    self.reducedShared = nil
    // The effects the action starts inherit the tracker: their changes are recorded too.
    let lineage = SharedChangeTracker.$current.withValue(self.sharedChanges) {
      self.core.send(action, origin: .external(location))
    }
    let actualState = self.reducedState ?? self.core.state
    self.expectState(
      previous: previousState,
      actual: actualState,
      modify: updateStateToExpectedResult,
      stackElementIDs: rewoundIDs,
      shared: self.reducedShared ?? self.sharedChanges.capture(),
      at: location
    )
    self.state = actualState
    await Task.megaYield()
    return TestStoreTask(rawValue: StoreTask(lineage: lineage).rawValue, timeout: self.timeout)
  }

  /// Sends the action of a case without associated value, named by its case key path.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: The case key path of the action.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one; omit it
  ///     when the action must not change the state.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: The effects the action started.
  @discardableResult
  public func send(
    _ actionCase: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      actionCase(),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Sends the action of a case with the given associated value, named by its case key path.
  ///
  /// ```swift
  /// await store.send(\.nameChanged, "Blob") {
  ///   $0.name = "Blob"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: The case key path of the action.
  ///   - value: The associated value.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one; omit it
  ///     when the action must not change the state.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: The effects the action started.
  @discardableResult
  public func send<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      actionCase(value),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts the current state without sending an action: the closure's changes to the current
  /// state must leave it unchanged.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.loginButtonTapped)
  /// await store.skipReceivedActions()
  /// store.assert {
  ///   $0.isLoggedIn = true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Sets the parts of the state the test expects.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    self.lastLocation = location
    let current = self.core.state
    withoutActuallyEscaping(updateStateToExpectedResult) { updateStateToExpectedResult in
      self.expectState(
        previous: current,
        actual: current,
        modify: updateStateToExpectedResult,
        stackElementIDs: self.dependencies.stackElementID.copy(),
        shared: self.sharedChanges.capture(),
        requiresChange: false,
        at: location
      )
    }
  }

  /// Asserts that an effect sent an action equal to `expectedAction`, and the state change it
  /// caused.
  ///
  /// - Parameters:
  ///   - expectedAction: The action.
  ///   - timeout: How long to wait for it; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      expected: { String(customDumping: expectedAction) },
      mismatch: { received in
        diff(expectedAction, received, format: .proportional)
          .map { "\($0.indented(by: 2))\n\n(Expected: −, Received: +)" }
          ?? "  Expected: \(String(customDumping: expectedAction))\n  Received: \(String(customDumping: received))"
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: .init(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of the given case, and the state change it caused.
  ///
  /// ```swift
  /// await store.receive(\.nthPrimeResponse.success) {
  ///   $0.alert = AlertState { TextState("The 5th prime is 11.") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: The case key path of the action.
  ///   - timeout: How long to wait for it; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receiveAction(
      matching: { $0[case: actionCase] != nil },
      expected: { "an action matching the case key path" },
      mismatch: { received in
        """
          Expected: an action matching the case key path
          Received: \(String(customDumping: received).indented(by: 12).dropFirst(12))
        """
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: .init(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of the given case with the given associated value.
  ///
  /// ```swift
  /// await store.receive(\.nthPrimeResponse.success, 11) { … }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: The case key path of the action.
  ///   - value: The expected associated value.
  ///   - timeout: How long to wait for it; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receiveAction(
      matching: { $0[case: actionCase] == value },
      expected: { "an action of the case key path with \(String(customDumping: value))" },
      mismatch: { received in
        if received[case: actionCase] != nil {
          // The whole action, so that the diff shows where the value sits in it.
          return diff(actionCase(value), received, format: .proportional)
            .map { "\($0.indented(by: 2))\n\n(Expected: −, Received: +)" } ?? ""
        }
        return """
            Expected: an action of the case key path with \(String(customDumping: value))
            Received: \(String(customDumping: received))
          """
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: .init(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action for which `isMatching` returns true.
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the expected one.
  ///   - timeout: How long to wait for it; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      expected: { "an action matching the predicate" },
      mismatch: { "  Received: \(String(customDumping: $0))" },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: .init(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Reports the received actions not yet asserted, then waits for every in-flight effect to
  /// finish and reports the ones still running after the timeout, with the place that started
  /// each.
  ///
  /// The unasserted actions are reported at this call (and not again when the test ends), so a
  /// `withKnownIssue` around `finish` catches them. Actions the effects send while `finish` waits
  /// can still be received after it.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``timeout`` by default.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    self.lastLocation = .init(fileID: fileID, filePath: filePath, line: line, column: column)
    // Actions received before this call must have been asserted; the ones the effects send while
    // `finish` waits may still be received after it. (A non-exhaustive store skips unasserted
    // actions at its next `send` or `receive`, as before.)
    if self.exhaustivity == .on {
      self.expectNoReceivedActions(before: "finishing", settles: true, at: self.lastLocation)
    }
    let timeout = timeout ?? self.timeout
    let registry = self.core.registry
    let didFinish = await waitUntil(timeout: timeout) { registry.running.isEmpty }
    guard !didFinish else { return }
    switch self.exhaustivity {
    case .on:
      reportIssue(
        """
        Expected effects to finish, but there are still effects in-flight after \
        \(format(timeout)):

        \(EffectDiagnostics.describe(registry.running))
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    case .off(let showSkippedAssertions):
      if showSkippedAssertions {
        self.reportSkipped(
          "\(registry.running.count) in-flight effect(s) did not finish.",
          at: self.lastLocation
        )
      }
    }
  }

  /// Accepts the actions received so far without asserting them; the state moves to the
  /// state after the last one.
  ///
  /// - Parameters:
  ///   - strict: Whether to report an issue when there is nothing to skip.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard let last = self.received.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.",
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
      }
      return
    }
    self.state = last.state
    self.sharedChanges.accept(last.shared)
    self.received.removeAll()
  }

  /// Cancels every in-flight effect, so that the test can end without waiting for them.
  ///
  /// - Parameters:
  ///   - strict: Whether to report an issue when there is nothing to skip.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let registry = self.core.registry
    if registry.running.isEmpty {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.",
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
      }
      return
    }
    registry.cancelAll()
    _ = await waitUntil(timeout: self.timeout) { registry.running.isEmpty }
  }
}

/// A ``TestStore`` for the state and action of a reducer: `TestStoreOf<Counter>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
