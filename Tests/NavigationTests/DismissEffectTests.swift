import Foundation
import Navigation
import Testing

/// `@Dependency(\.dismiss)`: the innermost presentation of the feature is closed.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DismissEffectTests {
  /// A feature that closes itself.
  struct Closable: Reducer {
    struct State: Equatable {
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case closeButtonTapped
      case incrementButtonTapped
      case timerStartButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return self.close()

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .timerStartButtonTapped:
          return .run { _ in try await Task.never() }
        }
      }
    }

    private func close() -> Effect<Action> {
      .run { _ in await dismiss() }
    }

    static let dismissLine: UInt = #line - 3
  }

  /// A presented feature with a closable child in each kind of place.
  struct Sheet: Reducer {
    struct State: Equatable {
      var form = Closable.State()
      @PresentationState var inner: Closable.State?
      var path = StackState<Closable.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case form(Closable.Action)
      case inner(PresentationAction<Closable.Action>)
      case path(StackActionOf<Closable>)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.form, action: \.form) {
        Closable()
      }
      Reduce { _, _ in .none }
        .ifLet(\.$inner, action: \.inner) {
          Closable()
        }
        .forEach(\.path, action: \.path) {
          Closable()
        }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var plain = Closable.State()
      var optional: Closable.State?
      @PresentationState var sheet: Sheet.State?
      var tab = Tab.State.closable(Closable.State())
    }

    @CasePathable
    enum Action: Equatable {
      case optional(Closable.Action)
      case plain(Closable.Action)
      case sheet(PresentationAction<Sheet.Action>)
      case tab(Tab.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.plain, action: \.plain) {
        Closable()
      }
      Scope(state: \.tab, action: \.tab) {
        Tab()
      }
      Reduce { _, _ in .none }
        .ifLet(\.optional, action: \.optional) {
          Closable()
        }
        .ifLet(\.$sheet, action: \.sheet) {
          Sheet()
        }
    }
  }

  /// A closable feature on one case of enum state.
  struct Tab: Reducer {
    @CasePathable
    enum State: Equatable {
      case closable(Closable.State)
      case empty
    }

    @CasePathable
    enum Action: Equatable {
      case closable(Closable.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifCaseLet(\.closable, action: \.closable) {
          Closable()
        }
    }
  }

  private nonisolated static func isUnpresentedDismiss(_ issue: Issue) -> Bool {
    issue.description.contains(
      #"A feature called 'dismiss()' at "NavigationTests/DismissEffectTests.swift:\#(Closable.dismissLine)", but nothing presents it."#
    )
      && issue.sourceLocation?.fileName == "DismissEffectTests.swift"
      && issue.sourceLocation?.line == Int(Closable.dismissLine)
  }

  // MARK: Nothing presents the feature

  @Test func dismissInAPlainStoreReportsAnIssue() async {
    let store = Store(initialState: Closable.State()) { Closable() }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: { issue in
      Self.isUnpresentedDismiss(issue)
    }
  }

  @Test func dismissInAPlainScopeOfAPlainStoreReportsAnIssue() async {
    let store = Store(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.plain(.closeButtonTapped)).finish()
    } matching: { issue in
      Self.isUnpresentedDismiss(issue)
    }
  }

  @Test func dismissInAnOptionalIfLetChildReportsAnIssue() async {
    let store = TestStore(initialState: Root.State(optional: Closable.State())) { Root() }
    await withKnownIssue {
      await store.send(.optional(.closeButtonTapped))
      await store.finish()
    } matching: { issue in
      Self.isUnpresentedDismiss(issue)
    }
  }

  @Test func dismissInAnIfCaseLetChildReportsAnIssue() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.tab(.closable(.closeButtonTapped)))
      await store.finish()
    } matching: { issue in
      Self.isUnpresentedDismiss(issue)
    }
  }

  // MARK: The root of a test store

  @Test func rootFeatureDismissingItselfEndsTheTestStore() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    #expect(!store.isDismissed)
    await store.send(.closeButtonTapped)
    await store.finish()
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store")
        && issue.description.contains("Closable.Action.incrementButtonTapped")
    }
    #expect(store.state.count == 0)
  }

  @Test func rootFeatureDismissingItselfCancelsAllOfItsEffects() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.timerStartButtonTapped)
    await store.send(.closeButtonTapped)
    // The never-ending timer is cancelled with the feature: nothing runs at the end of the test.
    await store.finish()
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store")
    }
  }

  @Test func rootFeatureThatDoesNotDismissKeepsTakingActions() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
  }

  // MARK: Innermost presentation

  @Test func presentedChildOfAPresentedChildDismissesOnlyItself() async {
    let store = TestStore(initialState: Root.State(sheet: Sheet.State(inner: Closable.State()))) {
      Root()
    }
    await store.send(.sheet(.presented(.inner(.presented(.closeButtonTapped)))))
    await store.receive(\.sheet.presented.inner.dismiss) {
      $0.sheet?.inner = nil
    }
  }

  @Test func stackElementInAPresentedChildPopsOnlyItself() async {
    let store = TestStore(
      initialState: Root.State(sheet: Sheet.State(path: StackState([Closable.State()])))
    ) {
      Root()
    }
    await store.send(.sheet(.presented(.path(.element(id: 0, action: .closeButtonTapped)))))
    await store.receive(\.sheet.presented.path.popFrom, 0) {
      $0.sheet?.path = StackState()
    }
  }

  @Test func plainScopeInsideAPresentedChildDismissesThatChild() async {
    let store = TestStore(initialState: Root.State(sheet: Sheet.State())) { Root() }
    await store.send(.sheet(.presented(.form(.closeButtonTapped))))
    await store.receive(\.sheet.dismiss) {
      $0.sheet = nil
    }
  }
}

/// `isPresented` and the navigation path are bound beside the overrides, not among them: a
/// `@Dependency` property that read them under some overrides must not keep that value.
@Suite(.timeLimit(.minutes(1)))
struct IsPresentedReadTests {
  struct Reader: Sendable {
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.uuid) var uuid
  }

  @Test func onePropertySeesEachBindingOfIsPresented() {
    let reader = Reader()
    withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      #expect(reader.isPresented == false)
      #expect(reader.uuid() == UUID(7))
      withDependencies {
        $0.isPresented = true
      } operation: {
        #expect(reader.isPresented == true)
        #expect(reader.uuid() == UUID(7))
      }
      #expect(reader.isPresented == false)
    }
  }
}
