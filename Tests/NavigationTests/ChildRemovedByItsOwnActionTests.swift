import Navigation
import Testing

/// A parent that removes a child in answer to one of the child's own actions: the effects the
/// child returned for that action are cancelled with it, for every navigation operator.
///
/// Regression: the operators cancelled the leaving child's effects before starting the effects
/// of the action that removed it, so those outlived it and delivered an action to a child that
/// was gone (the operator then reported an issue).
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ChildRemovedByItsOwnActionTests {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 1
    }

    enum Action: Equatable {
      case closeButtonTapped
      case closed
    }

    /// Whether each effect saw its cancellation when it ran.
    let wasCancelled: LockIsolated<[Bool]>

    var body: some ReducerOf<Self> {
      Reduce { [wasCancelled] _, action in
        switch action {
        case .closeButtonTapped:
          return .run { send in
            wasCancelled.withValue { $0.append(Task.isCancelled) }
            await send(.closed)
          }
        case .closed:
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var presented: Child.State? = Child.State()
      var optional: Child.State? = Child.State()
      var stack = StackState([Child.State()])
      var rows: IdentifiedArrayOf<Child.State> = [Child.State()]
    }

    @CasePathable
    enum Action: Equatable {
      case presented(PresentationAction<Child.Action>)
      case optional(Child.Action)
      case stack(StackActionOf<Child>)
      case rows(IdentifiedActionOf<Child>)
    }

    let wasCancelled: LockIsolated<[Bool]>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .presented(.presented(.closeButtonTapped)):
          state.presented = nil
        case .optional(.closeButtonTapped):
          state.optional = nil
        case .stack(.element(let id, .closeButtonTapped)):
          state.stack.pop(from: id)
        case .rows(.element(let id, .closeButtonTapped)):
          state.rows.remove(id: id)
        default:
          break
        }
        return .none
      }
      .ifLet(\.$presented, action: \.presented) { Child(wasCancelled: self.wasCancelled) }
      .ifLet(\.optional, action: \.optional) { Child(wasCancelled: self.wasCancelled) }
      .forEach(\.stack, action: \.stack) { Child(wasCancelled: self.wasCancelled) }
      .forEach(\.rows, action: \.rows) { Child(wasCancelled: self.wasCancelled) }
    }
  }

  /// A parent whose state is one of two screens.
  struct Screens: Reducer {
    @CasePathable
    enum State: Equatable {
      case child(Child.State)
      case home
    }

    @CasePathable
    enum Action: Equatable {
      case child(Child.Action)
    }

    let wasCancelled: LockIsolated<[Bool]>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.closeButtonTapped) = action { state = .home }
        return .none
      }
      .ifCaseLet(\.child, action: \.child) { Child(wasCancelled: self.wasCancelled) }
    }
  }

  /// Sends the close action of one child and waits for the effect it returned.
  func close(_ action: (Parent.State) -> Parent.Action) async -> (Parent.State, [Bool]) {
    let wasCancelled = LockIsolated<[Bool]>([])
    let store = Store(initialState: Parent.State()) {
      Parent(wasCancelled: wasCancelled)
    }
    await store.send(action(store.state)).finish()
    return (store.state, wasCancelled.value)
  }

  @Test func presentedChild() async {
    let (state, wasCancelled) = await self.close { _ in .presented(.presented(.closeButtonTapped)) }
    #expect(state.presented == nil)
    #expect(wasCancelled == [true])
  }

  @Test func optionalChild() async {
    let (state, wasCancelled) = await self.close { _ in .optional(.closeButtonTapped) }
    #expect(state.optional == nil)
    #expect(wasCancelled == [true])
  }

  @Test func enumCaseChild() async {
    let wasCancelled = LockIsolated<[Bool]>([])
    let store = Store(initialState: Screens.State.child(Child.State())) {
      Screens(wasCancelled: wasCancelled)
    }
    await store.send(.child(.closeButtonTapped)).finish()
    #expect(store.state == .home)
    #expect(wasCancelled.value == [true])
  }

  @Test func stackElement() async {
    let (state, wasCancelled) = await self.close { state in
      .stack(.element(id: state.stack.ids[0], action: .closeButtonTapped))
    }
    #expect(state.stack.isEmpty)
    #expect(wasCancelled == [true])
  }

  @Test func identifiedArrayElement() async {
    let (state, wasCancelled) = await self.close { _ in
      .rows(.element(id: 1, action: .closeButtonTapped))
    }
    #expect(state.rows.isEmpty)
    #expect(wasCancelled == [true])
  }
}
