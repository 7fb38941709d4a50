import Navigation
import Testing

/// `ifCaseLet(\.loggedIn, action: \.loggedIn)`: a child on one case of enum state.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct IfCaseLetTests {
  struct Session: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case incrementButtonTapped
      case sleepButtonTapped
      case sleepFinished
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .sleepButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(10))
            await send(.sleepFinished)
          }

        case .sleepFinished:
          state.count += 100
          return .none
        }
      }
    }
  }

  struct App: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedIn(Session.State)
      case loggedOut(countSeenByParent: Int?)
    }

    @CasePathable
    enum Action: Equatable {
      case logInButtonTapped(user: Int)
      case logOutButtonTapped
      case loggedIn(Session.Action)
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce(self.core)
        .ifCaseLet(\.loggedIn, action: \.loggedIn) {
          Session()
        }
    }

    static let ifCaseLetLine: UInt = #line - 5

    func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .logInButtonTapped(let user):
        state = .loggedIn(Session.State(id: user))
        return .none

      case .logOutButtonTapped:
        state = .loggedOut(countSeenByParent: state[case: \.loggedIn]?.count)
        return .none

      // Three is the session limit; the parent sees the count the child just changed.
      case .loggedIn(.incrementButtonTapped):
        if let count = state[case: \.loggedIn]?.count, count >= 3 {
          state = .loggedOut(countSeenByParent: count)
        }
        return .none

      case .loggedIn:
        return .none

      // The same session (same id) with its state reset: not a new child.
      case .resetButtonTapped:
        guard case .loggedIn(let session) = state else { return .none }
        state = .loggedIn(Session.State(id: session.id))
        return .none
      }
    }
  }

  @Test func childRunsBeforeParent() async {
    let store = TestStore(initialState: App.State.loggedIn(Session.State(id: 1))) { App() }
    await store.send(.loggedIn(.incrementButtonTapped)) {
      $0 = .loggedIn(Session.State(id: 1, count: 1))
    }
    await store.send(.loggedIn(.incrementButtonTapped)) {
      $0 = .loggedIn(Session.State(id: 1, count: 2))
    }
    await store.send(.loggedIn(.incrementButtonTapped)) {
      $0 = .loggedOut(countSeenByParent: 3)
    }
  }

  @Test func leavingTheCaseCancelsTheChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State.loggedIn(Session.State(id: 1))) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.sleepButtonTapped))
    await store.send(.logOutButtonTapped) {
      $0 = .loggedOut(countSeenByParent: 0)
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func replacingTheChildByOneWithAnotherIDCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State.loggedIn(Session.State(id: 1))) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.sleepButtonTapped))
    await store.send(.logInButtonTapped(user: 2)) {
      $0 = .loggedIn(Session.State(id: 2))
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func changingTheChildKeepingItsIDKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State.loggedIn(Session.State(id: 1, count: 5))) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.sleepButtonTapped))
    await store.send(.resetButtonTapped) {
      $0 = .loggedIn(Session.State(id: 1))
    }
    await clock.advance(by: .seconds(10))
    await store.receive(\.loggedIn.sleepFinished) {
      $0 = .loggedIn(Session.State(id: 1, count: 100))
    }
  }

  @Test func childActionInAnotherCaseReportsTheIfCaseLet() async {
    let store = TestStore(initialState: App.State.loggedOut(countSeenByParent: nil)) { App() }
    await withKnownIssue {
      await store.send(.loggedIn(.incrementButtonTapped))
    } matching: { issue in
      issue.description.contains(
        #"An "ifCaseLet" at "NavigationTests/IfCaseLetTests.swift:\#(App.ifCaseLetLine)""#
      )
        && issue.description.contains(
          "received a child action when child state was set to a different case"
        )
        && issue.sourceLocation?.line == Int(App.ifCaseLetLine)
    }
  }
}
