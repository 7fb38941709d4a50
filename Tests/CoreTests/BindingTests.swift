import Core
import Testing

/// Bindings: `BindableAction`, `BindingAction`, `BindingReducer` and the `store.name = …` setter,
/// asserted with a `TestStore` like any other action.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BindingTests {
  @Reducer
  struct Profile {
    @ObservableState
    struct State: Equatable {
      var isPublic = false
      var name = ""
      var nameChanges = 0
      var visits = 0
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case visitButtonTapped
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          // Runs after `BindingReducer`: sees the new name.
          state.nameChanges += 1
          state.name = String(state.name.prefix(8))
          return .none
        case .binding:
          return .none
        case .visitButtonTapped:
          state.visits += 1
          return .none
        }
      }
    }
  }

  @Test func aBindingActionSetsThePropertyAndTheReducerSeesIt() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }

    await store.send(.binding(.set(\.name, "Ada Lovelace"))) {
      $0.name = "Ada Love"
      $0.nameChanges = 1
    }
    await store.send(.binding(.set(\.isPublic, true))) {
      $0.isPublic = true
    }
  }

  @Test func setIsShorthandForTheBindingCase() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }

    await store.send(.set(\.isPublic, true)) {
      $0.isPublic = true
    }
  }

  @Test func aBindingCasePathSendsAndNamesTheAction() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }

    await store.send(\.binding.name, "Ada") {
      $0.name = "Ada"
      $0.nameChanges = 1
    }
  }

  @Test func aWrongExpectationOnABindingIsReportedWithADiff() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }

    await withKnownIssue {
      await store.send(.binding(.set(\.name, "Ada"))) {
        $0.name = "Ada"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   nameChanges: 0,")
        && issue.description.contains("+   nameChanges: 1,")
    }
  }

  @Test func bindingActionsAreEqualWhenTheySetTheSamePropertyToEqualValues() {
    typealias Binding = BindingAction<Profile.State>

    #expect(Binding.set(\.name, "Ada") == Binding.set(\.name, "Ada"))
    #expect(Binding.set(\.name, "Ada") != Binding.set(\.name, "Bob"))
    #expect(Binding.set(\.visits, 1) != Binding.set(\.nameChanges, 1))
  }

  @Test func aBindingCasePathExtractsOnlyItsProperty() {
    let action = Profile.Action.binding(.set(\.name, "Ada"))

    let name: String? = action[case: \.binding.name]
    let isPublic: Bool? = action[case: \.binding.isPublic]

    #expect(name == "Ada")
    #expect(isPublic == nil)
  }

  @Test func aBindingActionDumpsAsTheSetItIs() {
    let action = BindingAction<Profile.State>.set(\.name, "Ada")

    #expect(action.description == #".set(\BindingTests.Profile.State.name, "Ada")"#)
    #expect(String(customDumping: action).contains(#""Ada""#))
  }

  @Test func settingThroughTheStoreSendsTheBindingAction() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let nameProbe = ObservationProbe { _ = store.name }
    let visitsProbe = ObservationProbe { _ = store.visits }

    store.name = "Grace Hopper"

    #expect(store.name == "Grace Ho")
    #expect(store.nameChanges == 1)
    #expect(nameProbe.fired)
    #expect(!visitsProbe.fired)
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var profile = Profile.State()
    }

    enum Action {
      case profile(Profile.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.profile, action: \.profile) { Profile() }
    }
  }

  @Test func settingThroughAScopedStoreReachesTheChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let profileStore = store.scope(state: \.profile, action: \.profile)

    profileStore.isPublic = true

    #expect(store.profile.isPublic)
  }

  @Reducer
  struct Unbound {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
    }
  }

  @Test func aBindingNoReducerAppliesIsReported() {
    let store = Store(initialState: Unbound.State()) { Unbound() }
    withKnownIssue {
      store.count = 42
    } matching: { issue in
      issue.description.contains("A binding the store sent was not applied to the state")
        && issue.description.contains(
          "Unbound.Action.binding(.set(\\BindingTests.Unbound.State.count, 42))")
        && issue.description.contains("Add \"BindingReducer()\"")
    }
    #expect(store.count == 0)
  }
}
