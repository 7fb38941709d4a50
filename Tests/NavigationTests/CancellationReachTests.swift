import Navigation
import Testing

/// How far `.cancel(id:)` reaches: the feature's own effects with the id and those its presented
/// descendants started with it, never a sibling's or an ancestor's.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct CancellationReachTests {
  /// A cancellation id shared by every level, as features that reuse a child's id type share it.
  enum TimerID: Hashable, Sendable { case timer }

  /// Starts a timer that runs until cancelled and then logs its name; presents itself.
  struct Ticker: Reducer {
    struct State: Equatable {
      var name: String
      @PresentationState var inner: State?
      var path = StackState<State>()
    }

    @CasePathable
    enum Action: Equatable {
      case cancelTimersButtonTapped
      indirect case inner(PresentationAction<Action>)
      indirect case path(StackAction<State, Action>)
      case startButtonTapped
    }

    let log: LockIsolated<[String]>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .cancelTimersButtonTapped:
          return .cancel(id: TimerID.timer)

        case .inner, .path:
          return .none

        case .startButtonTapped:
          return .run { [name = state.name, log] _ in
            do {
              try await Task.never()
            } catch {
              log.withValue { $0.append(name) }
            }
          }
          .cancellable(id: TimerID.timer)
        }
      }
      .ifLet(\.$inner, action: \.inner) {
        Ticker(log: self.log)
      }
      .forEach(\.path, action: \.path) {
        Ticker(log: self.log)
      }
    }
  }

  static func board() -> Ticker.State {
    Ticker.State(
      name: "parent",
      inner: Ticker.State(name: "child", inner: Ticker.State(name: "grandchild")),
      path: StackState([Ticker.State(name: "element 0"), Ticker.State(name: "element 1")])
    )
  }

  @Test func parentCancelReachesEveryPresentedDescendant() async {
    let log = LockIsolated<[String]>([])
    let store = TestStore(initialState: Self.board()) { Ticker(log: log) }
    await store.send(.inner(.presented(.startButtonTapped)))
    await store.send(.inner(.presented(.inner(.presented(.startButtonTapped)))))
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.path(.element(id: 1, action: .startButtonTapped)))
    await store.send(.cancelTimersButtonTapped)
    await store.finish()
    #expect(Set(log.value) == ["child", "grandchild", "element 0", "element 1"])
  }

  @Test func childCancelLeavesSiblingsAndAncestorsAlone() async {
    let log = LockIsolated<[String]>([])
    let store = TestStore(initialState: Self.board()) { Ticker(log: log) }
    await store.send(.startButtonTapped)
    await store.send(.inner(.presented(.startButtonTapped)))
    await store.send(.path(.element(id: 0, action: .startButtonTapped)))
    await store.send(.path(.element(id: 1, action: .startButtonTapped)))

    await store.send(.path(.element(id: 0, action: .cancelTimersButtonTapped)))
    #expect(await eventually { log.value == ["element 0"] })
    await store.send(.inner(.presented(.inner(.presented(.cancelTimersButtonTapped)))))
    await Task.megaYield()
    #expect(log.value == ["element 0"])

    await store.send(.cancelTimersButtonTapped)
    await store.finish()
    #expect(Set(log.value) == ["element 0", "parent", "child", "element 1"])
  }
}

/// Waits until `condition` holds, letting effects run; `false` after 50 seconds (generous: a
/// busy machine runs effects late; the suite's one-minute limit stays the last word).
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(50))
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
