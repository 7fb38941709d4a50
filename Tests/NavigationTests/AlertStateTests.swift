import Navigation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct AlertStateTests {
  struct Inventory: Reducer {
    struct State: Equatable {
      @PresentationState var alert: AlertState<Action.Alert>?
      @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
      var items = ["Keyboard"]
    }

    @CasePathable
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case deleteButtonTapped
      case dialog(PresentationAction<Dialog>)
      case duplicateButtonTapped

      enum Alert: Equatable {
        case confirmDeletion
      }

      enum Dialog: Equatable {
        case confirmDuplication
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.confirmDeletion)):
          // The alert is still there while the parent handles its action.
          state.items = state.alert == nil ? ["alert already gone"] : []
          return .none

        case .alert:
          return .none

        case .deleteButtonTapped:
          state.alert = AlertStateTests.deleteAlert
          return .none

        case .dialog(.presented(.confirmDuplication)):
          state.items += state.items
          return .none

        case .dialog:
          return .none

        case .duplicateButtonTapped:
          state.dialog = AlertStateTests.duplicateDialog
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  /// An alert as a case of a destination enum reducer (written without macros).
  struct Destination: Reducer {
    @CasePathable
    enum State: Equatable {
      case alert(AlertState<Alert>)
      case editor(Editor.State)
    }

    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case editor(Editor.Action)
    }

    enum Alert: Equatable {
      case confirmDeletion
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.editor, action: \.editor) {
        Editor()
      }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable {
      var text = ""
    }

    @CasePathable
    enum Action: Equatable {
      case textChanged(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .textChanged(let text):
          state.text = text
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
      var items = ["Keyboard"]
    }

    @CasePathable
    enum Action: Equatable {
      case deleteButtonTapped
      case destination(PresentationAction<Destination.Action>)
      case editButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteButtonTapped:
          state.destination = .alert(AlertState { TextState("Delete?") })
          return .none

        case .destination(.presented(.alert(.confirmDeletion))):
          state.items = []
          return .none

        case .destination:
          return .none

        case .editButtonTapped:
          state.destination = .editor(Editor.State())
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination) {
        Destination()
      }
    }
  }

  /// An alert and a dialog in plain optional state: no `@PresentationState`, no reducer.
  struct PlainInventory: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var dialog: ConfirmationDialogState<Action.Dialog>?
      var items = ["Keyboard"]
    }

    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case deleteButtonTapped
      case dialog(Dialog)
      case duplicateButtonTapped

      enum Alert: Equatable {
        case confirmDeletion
        case keepButtonTapped
      }

      enum Dialog: Equatable {
        case confirmDuplication
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.confirmDeletion):
          state.items = []
          return .none

        case .alert(.keepButtonTapped):
          return .none

        case .deleteButtonTapped:
          state.alert = AlertState { TextState("Delete?") }
          return .none

        case .dialog(.confirmDuplication):
          state.items += state.items
          return .none

        case .duplicateButtonTapped:
          state.dialog = ConfirmationDialogState { TextState("Duplicate?") }
          return .none
        }
      }
      .ifLet(\.alert, action: \.alert)
      .ifLet(\.dialog, action: \.dialog)
    }
  }

  nonisolated static let deleteAlert = AlertState<Inventory.Action.Alert> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }

  nonisolated static let duplicateDialog = ConfirmationDialogState<Inventory.Action.Dialog>(
    titleVisibility: .visible
  ) {
    TextState("Duplicate?")
  } actions: {
    ButtonState(action: .confirmDuplication) { TextState("Duplicate") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }

  // MARK: Values

  @Test func alertsWithTheSameContentsAreEqual() {
    let alert = AlertState<Inventory.Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(alert.id != Self.deleteAlert.id)
    #expect(alert == Self.deleteAlert)
    #expect(alert.hashValue == Self.deleteAlert.hashValue)
  }

  @Test func alertsDifferingInAnyPartAreNotEqual() {
    var title = Self.deleteAlert
    title.title = TextState("Remove?")
    var message = Self.deleteAlert
    message.message = nil
    var buttons = Self.deleteAlert
    buttons.buttons.removeLast()
    let role = AlertState<Inventory.Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    for other in [title, message, buttons, role] {
      #expect(other != Self.deleteAlert)
    }
  }

  @Test func alertDumpsTitleActionsAndMessage() {
    #expect(
      String(customDumping: Self.deleteAlert)
        == """
        AlertState(
          title: "Delete?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .confirmDeletion,
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: nil,
              label: "Cancel"
            )
          ],
          message: "This cannot be undone."
        )
        """
    )
  }

  @Test func dialogEqualityAndDump() {
    let dialog = ConfirmationDialogState<Inventory.Action.Dialog>(titleVisibility: .visible) {
      TextState("Duplicate?")
    } actions: {
      ButtonState(action: .confirmDuplication) { TextState("Duplicate") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(dialog == Self.duplicateDialog)
    var hidden = dialog
    hidden.titleVisibility = .hidden
    #expect(hidden != Self.duplicateDialog)
    #expect(
      String(customDumping: dialog)
        == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Duplicate?",
          actions: [
            [0]: ButtonState(
              action: .confirmDuplication,
              label: "Duplicate"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: nil,
              label: "Cancel"
            )
          ]
        )
        """
    )
  }

  @Test func mapTransformsEveryButtonAction() {
    let mapped = Self.deleteAlert.map { _ in "deleted" }
    #expect(mapped.title == TextState("Delete?"))
    #expect(mapped.message == TextState("This cannot be undone."))
    #expect(mapped.buttons.map(\.action) == ["deleted", nil])
    #expect(mapped.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func buttonBuilderSupportsConditionsAndLoops() {
    let canCancel = false
    let alert = AlertState<Int> {
      TextState("Pick")
    } actions: {
      for number in 1...3 {
        ButtonState(action: number) { TextState("\(number)") }
      }
      if canCancel {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(alert.buttons.map(\.action) == [1, 2, 3])
  }

  // MARK: Automatic dismissal

  @Test func alertIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.deleteButtonTapped) {
      $0.alert = Self.deleteAlert
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.items = []
    }
  }

  @Test func alertIsDismissedByDismiss() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.deleteButtonTapped) {
      $0.alert = Self.deleteAlert
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func dialogIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.duplicateButtonTapped) {
      $0.dialog = Self.duplicateDialog
    }
    await store.send(.dialog(.presented(.confirmDuplication))) {
      $0.dialog = nil
      $0.items = ["Keyboard", "Keyboard"]
    }
  }

  @Test func alertInADestinationEnumIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.items = []
    }
  }

  @Test func nonAlertDestinationStaysAfterItsAction() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.editButtonTapped) {
      $0.destination = .editor(Editor.State())
    }
    await store.send(.destination(.presented(.editor(.textChanged("Mouse"))))) {
      $0.destination = .editor(Editor.State(text: "Mouse"))
    }
  }

  @Test func alertInADestinationEnumStaysWhenAnotherCaseGetsAnAction() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.editor(.textChanged("Mouse")))))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a")
    }
    #expect(store.state.destination == .alert(AlertState { TextState("Delete?") }))
  }

  @Test func alertInPlainOptionalStateIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: PlainInventory.State()) { PlainInventory() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.items = []
    }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.keepButtonTapped)) {
      $0.alert = nil
    }
  }

  @Test func dialogInPlainOptionalStateIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: PlainInventory.State()) { PlainInventory() }
    await store.send(.duplicateButtonTapped) {
      $0.dialog = ConfirmationDialogState { TextState("Duplicate?") }
    }
    await store.send(.dialog(.confirmDuplication)) {
      $0.dialog = nil
      $0.items = ["Keyboard", "Keyboard"]
    }
  }

  @Test func actionForAnAbsentAlertReportsAnIssue() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await withKnownIssue {
      await store.send(.alert(.presented(.confirmDeletion))) {
        $0.items = ["alert already gone"]
      }
    } matching: { issue in
      issue.description.contains(#"An "ifLet" at "NavigationTests/AlertStateTests.swift:"#)
    }
  }
}
