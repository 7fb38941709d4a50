import CoreTestSupport
import Testing

/// Code written for SwiftUI names animations and transactions where it sends actions; here they
/// are accepted and ignored, and the actions arrive as without them. This file imports no
/// Foundation: `UUID` and `IndexSet` come with `Core`, as they come with
/// `ComposableArchitecture` on Apple platforms.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct AnimationTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var log: [String] = []
      var id = UUID(0)
      var removed = IndexSet()
    }
    enum Action: Equatable {
      case start
      case sent(String)
      case remove(IndexSet)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .merge(
            .send(.sent("send"), animation: .default),
            .run { send in
              await send(.sent("run"), animation: .spring(response: 0.3, dampingFraction: 0.7))
              await send(.sent("transaction"), transaction: Transaction(animation: .linear))
            }
            .animation(.easeInOut(duration: 0.3).delay(0.1)),
            .send(.sent("plain")).transaction(Transaction())
          )
        case .sent(let name):
          state.log.append(name)
          return .none
        case .remove(let offsets):
          state.removed.formUnion(offsets)
          return .none
        }
      }
    }
  }

  @Test func actionsSentWithAnAnimationArriveAsWithout() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.start)
    await store.receive(.sent("send")) {
      $0.log = ["send"]
    }
    await store.receive(.sent("plain")) {
      $0.log.append("plain")
    }
    await store.receive(.sent("run")) {
      $0.log.append("run")
    }
    await store.receive(.sent("transaction")) {
      $0.log.append("transaction")
    }
  }

  @Test func foundationComesWithCore() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.remove(IndexSet([1, 3]))) {
      $0.removed = IndexSet([1, 3])
    }
    #expect(store.state.id == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
  }

  @Test func animationsAndTransactionsAreValues() {
    #expect(Animation.default != Animation.linear)
    #expect(Animation.spring() == .spring)
    #expect(Animation.interpolatingSpring(stiffness: 3000, damping: 40) == .spring)
    #expect(Transaction(animation: .bouncy).animation == .bouncy)
    #expect(Transaction().disablesAnimations == false)
  }
}
