import Core
import Testing

/// `ViewAction`: the view's actions in a case of their own, with bindings read from it by
/// `BindingReducer(action: \.view)`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ViewActionTests {
  @Reducer
  struct Login {
    @ObservableState
    struct State: Equatable {
      var email = ""
      var submitted: String?
    }

    enum Action: ViewAction {
      case view(View)
      case submitted(String)

      @CasePathable
      enum View: BindableAction {
        case binding(BindingAction<State>)
        case submitButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.binding):
          return .none
        case .view(.submitButtonTapped):
          return .send(.submitted(state.email))
        case .submitted(let email):
          state.submitted = email
          return .none
        }
      }
    }
  }

  @Test func bindingsArriveThroughTheViewCase() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
    }
    await store.send(.view(.submitButtonTapped))
    await store.receive(\.submitted) { $0.submitted = "blob@example.com" }
  }

  @Test func aStoreSendsViewActionsAndBindsThroughThem() {
    let store = Store(initialState: Login.State()) { Login() }
    store.email = "blob@example.com"
    #expect(store.email == "blob@example.com")
    store.send(.submitButtonTapped)
    #expect(store.submitted == "blob@example.com")
  }
}
