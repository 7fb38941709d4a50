// The Navigation catalog's example feature and test (Navigation.docc/Navigation.md), kept
// compiling and passing here.
import Navigation
import Testing

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case doneButtonTapped
    case textChanged(String)
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneButtonTapped:
        return .run { _ in await dismiss() }

      case .textChanged(let text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
struct Notes {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: Editor.State?
    var notes: [String] = []
  }

  enum Action: Equatable {
    case addButtonTapped
    case editor(PresentationAction<Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.editor = Editor.State()
        return .none

      case .editor(.dismiss):
        if let text = state.editor?.text, !text.isEmpty {
          state.notes.append(text)
        }
        return .none

      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      Editor()
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct NotesTests {
  @Test func doneSavesTheNoteAndClosesTheEditor() async {
    let store = TestStore(initialState: Notes.State()) {
      Notes()
    }

    await store.send(.addButtonTapped) {
      $0.editor = Editor.State()
    }
    await store.send(.editor(.presented(.textChanged("Milk")))) {
      $0.editor?.text = "Milk"
    }
    await store.send(.editor(.presented(.doneButtonTapped)))
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
      $0.notes = ["Milk"]
    }
  }

  @Test func aViewReadsTheEditorsStoreWhileItIsPresented() async {
    let store = Store(initialState: Notes.State()) {
      Notes()
    }
    #expect(store.scope(state: \.editor, action: \.editor) == nil)

    store.send(.addButtonTapped)
    let editorStore = store.scope(state: \.editor, action: \.editor)
    editorStore?.send(.textChanged("Milk"))
    await editorStore?.send(.doneButtonTapped).finish()

    #expect(editorStore?.text == "Milk")
    #expect(store.scope(state: \.editor, action: \.editor) == nil)
    #expect(store.notes == ["Milk"])
  }
}
