import Core
import Testing

/// A `@Reducer enum` case holding a feature with no actions (an empty `Action` enum, as
/// `@Reducer` gives a struct without one) compiles without warnings and runs.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EnumReducerEmptyFeatureTests {
  @Reducer
  struct Banner {
    let text: String
  }

  @Reducer(state: .equatable)
  enum Destination {
    case banner(Banner = Banner(text: "Welcome"))
  }

  @Test func aFeatureWithoutActionsIsHeldAndShown() {
    let store = Store(initialState: Destination.State.banner(Banner.State())) {
      Destination.body
    }
    #expect(store.state == .banner(Banner.State()))
  }
}
