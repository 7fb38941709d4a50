import CoreTestSupport
import Navigation
import StarterFeature
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StarterTests {
  /// A parent that presents the feature, so that `dismiss()` has someone to close it.
  struct Host: Reducer {
    struct State: Equatable {
      @PresentationState var starter: Starter.State?
    }

    @CasePathable
    enum Action: Equatable {
      case starter(PresentationAction<Starter.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$starter, action: \.starter) { Starter() }
    }
  }

  @Test func switchingTellsTheParent() async {
    let store = TestStore(initialState: Starter.State()) {
      Starter()
    }

    await store.send(.toggleButtonTapped) {
      $0.isOn = true
    }
    await store.receive(\.delegate.switched, true)
    await store.send(.toggleButtonTapped) {
      $0.isOn = false
    }
    await store.receive(\.delegate.switched, false)
  }

  @Test func closingDismissesTheScreen() async {
    let store = TestStore(initialState: Host.State(starter: Starter.State(isOn: true))) {
      Host()
    }

    await store.send(.starter(.presented(.closeButtonTapped)))
    await store.receive(\.starter.dismiss) {
      $0.starter = nil
    }
  }
}
