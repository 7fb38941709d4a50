import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreExhaustivityTests {
  struct Login: Reducer {
    struct State: Equatable {
      var email = ""
      var isLoading = false
      var log: [String] = []
      var token: String?
    }

    @CasePathable
    enum Action: Equatable {
      case emailChanged(String)
      case logInButtonTapped
      case loggedIn(String)
      case analyticsTracked(String)
      case neverEndingButtonTapped
      case stepsButtonTapped
      case step(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .emailChanged(let email):
          state.email = email
          state.log.append("email")
          return .none

        case .logInButtonTapped:
          state.isLoading = true
          return .run { send in
            await send(.analyticsTracked("login"))
            await send(.loggedIn("secret"))
          }

        case .loggedIn(let token):
          state.isLoading = false
          state.token = token
          return .none

        case .analyticsTracked(let event):
          state.log.append(event)
          return .none

        case .neverEndingButtonTapped:
          return .run { _ in try await Task.never() }

        case .stepsButtonTapped:
          return .run { send in
            for step in 1...3 {
              await send(.step(step))
            }
          }

        case .step(let step):
          state.log.append("step \(step)")
          return .none
        }
      }
    }
  }

  @Test func exhaustivityIsOnByDefault() {
    let store = TestStore(initialState: Login.State()) { Login() }
    #expect(store.exhaustivity == .on)
    #expect(Exhaustivity.off == .off(showSkippedAssertions: false))
  }

  @Test func offChecksOnlyTheAssertedFields() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.emailChanged("a@b.c")) { $0.email = "a@b.c" }
    #expect(store.state.log == ["email"])
  }

  @Test func offStillReportsAWrongAssertedField() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.emailChanged("a@b.c")) { $0.email = "x@y.z" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   email: \"x@y.z\"")
        && issue.description.contains("+   email: \"a@b.c\"")
    }
  }

  @Test func offRelaxesXCTModifyOfAValueThatAlreadyMatches() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    // Applied to the actual state, where the token is already "secret": nothing to modify.
    await store.send(.loggedIn("secret")) {
      (DeprecatedCasePathsCall() as any CasePathsCall).modifyToken(&$0.token, to: "secret")
    }
  }

  @Test func onStillReportsXCTModifyWithoutAChange() async {
    let store = TestStore(initialState: Login.State(isLoading: true, token: "secret")) { Login() }
    await withKnownIssue {
      await store.send(.loggedIn("secret")) {
        $0.isLoading = false
        (DeprecatedCasePathsCall() as any CasePathsCall).modifyToken(&$0.token, to: "secret")
      }
    } matching: { issue in
      issue.description.contains("XCTModify: Expected")
        && issue.description.contains("to be modified but it was unchanged")
    }
  }

  @Test func offAcceptsAnUnassertedStateChange() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.emailChanged("a@b.c"))
    #expect(store.state.email == "a@b.c")
  }

  @Test func offSkipsUnassertedReceivedActionsOnSend() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.logInButtonTapped)
    await store.finish()
    await store.send(.emailChanged("a@b.c")) { $0.email = "a@b.c" }
    #expect(
      store.state
        == Login.State(email: "a@b.c", log: ["login", "email"], token: "secret")
    )
  }

  @Test func offReceiveSkipsActionsUntilOneMatches() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.logInButtonTapped) { $0.isLoading = true }
    await store.receive(\.loggedIn) {
      $0.isLoading = false
      $0.token = "secret"
    }
    // The skipped action's change is part of the state.
    #expect(store.state.log == ["login"])
  }

  @Test func offReceiveWithValueSkipsActionsUntilOneMatches() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.stepsButtonTapped)
    await store.receive(\.step, 3) { $0.log = ["step 1", "step 2", "step 3"] }
    await store.finish()
  }

  @Test func offReceiveWithPredicateSkipsActionsUntilOneMatches() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.stepsButtonTapped)
    await store.receive({ $0 == .step(2) }) { $0.log = ["step 1", "step 2"] }
    await store.receive(.step(3)) { $0.log = ["step 1", "step 2", "step 3"] }
  }

  @Test func offReceiveReportsWhenNoActionMatches() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.stepsButtonTapped)
    await store.finish()
    await withKnownIssue {
      await store.receive(.step(4))
    } matching: { issue in
      issue.description.contains("Expected to receive")
    }
  }

  @Test func offAllowsEffectsRunningAndActionsUnassertedAtTheEnd() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.neverEndingButtonTapped)
    await store.send(.stepsButtonTapped)
    await store.finish(timeout: .milliseconds(10))
  }

  @Test func offSkipReceivedActionsWithNothingToSkipIsStillReported() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip.")
    }
  }

  @Test func turningExhaustivityBackOnAssertsAgain() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    await store.send(.emailChanged("a@b.c"))
    store.exhaustivity = .on
    await withKnownIssue {
      await store.send(.emailChanged("d@e.f")) { $0.email = "d@e.f" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("+     [1]: \"email\"")
    }
  }

  @Test func offReceiveWithNoMatchAndNoEffectRunningFailsAtOnce() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off
    store.timeout = .seconds(30)
    await store.send(.stepsButtonTapped)
    await store.finish()
    let start = ContinuousClock.now
    await withKnownIssue {
      await store.receive(.step(4))
    } matching: { issue in
      issue.description.contains(
        "Expected to receive TestStoreExhaustivityTests.Login.Action.step(4), but received none "
          + "and no effect is running."
      )
    }
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  // MARK: Skipped assertions

  // Swift Testing records the skipped assertions as warnings: they do not fail the test, and
  // `withKnownIssue` matches them.

  @Test func showSkippedAssertionsWarnsAboutAnUnassertedStateChange() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.emailChanged("a@b.c")) { $0.email = "a@b.c" }
    } matching: { issue in
      issue.severity == .warning
        && !issue.isFailure
        && issue.description.contains("Skipped assertions: …")
        && issue.description.contains("A state change was not asserted")
        && issue.description.contains("+     [0]: \"email\"")
    }
  }

  @Test func showSkippedAssertionsIsSilentWhenEverythingIsAsserted() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.emailChanged("a@b.c")) {
      $0.email = "a@b.c"
      $0.log = ["email"]
    }
  }

  @Test func showSkippedAssertionsWarnsAboutActionsSkippedBySend() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.stepsButtonTapped)
    await store.finish()
    await withKnownIssue {
      await store.send(.emailChanged("a@b.c")) {
        $0.email = "a@b.c"
        $0.log = ["step 1", "step 2", "step 3", "email"]
      }
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("3 received action(s) were skipped")
        && issue.description.contains("[2]: .step(3)")
    }
    #expect(store.state.log == ["step 1", "step 2", "step 3", "email"])
  }

  @Test func showSkippedAssertionsWarnsAboutActionsSkippedByReceive() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.stepsButtonTapped)
    await withKnownIssue {
      await store.receive(.step(3)) { $0.log = ["step 1", "step 2", "step 3"] }
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("2 received action(s) were skipped")
        && issue.description.contains("[1]: .step(2)")
    }
  }

  @Test func showSkippedAssertionsWarnsAboutEffectsThatDidNotFinish() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.neverEndingButtonTapped)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("1 in-flight effect(s) did not finish.")
    }
  }
}

/// Calls CasePaths' deprecated `XCTModify` (what features tested with TCA still use) through a
/// protocol, so that the test target builds without a deprecation warning.
private protocol CasePathsCall {
  func modifyToken(_ token: inout String?, to value: String)
}

private struct DeprecatedCasePathsCall: CasePathsCall {
  @available(*, deprecated)
  func modifyToken(_ token: inout String?, to value: String) {
    XCTModify(&token) { $0 = value }
  }
}
