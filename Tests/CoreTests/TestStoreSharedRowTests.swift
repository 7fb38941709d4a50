import Core
import Testing

/// A feature that deletes a row through the `Shared` of the whole list while reading the row's
/// own `Shared`, derived from that list: the shape that used to trap on exclusive access.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestStoreSharedRowTests {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  @Reducer
  struct RowDetail {
    @ObservableState
    struct State: Equatable {
      @Shared var rows: IdentifiedArrayOf<Row>
      @Shared var row: Row
    }

    enum Action: Equatable {
      case deleteButtonTapped
      case renameButtonTapped(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteButtonTapped:
          state.$rows.withLock { _ = $0.remove(id: state.row.id) }
          return .none

        case .renameButtonTapped(let title):
          state.$row.withLock { $0.title = title + " of \(state.rows.count)" }
          return .none
        }
      }
    }
  }

  @Test func deletingTheRowThroughTheListWhileReadingTheRow() async throws {
    @Shared(value: [Row(id: 1, title: "a"), Row(id: 2, title: "b")]) var rows:
      IdentifiedArrayOf<Row>
    let row = try #require(Shared($rows[id: 1]))
    let store = TestStore(initialState: RowDetail.State(rows: $rows, row: row)) { RowDetail() }

    await store.send(.renameButtonTapped("first")) {
      $0.$row.withLock { $0.title = "first of 2" }
    }
    await store.send(.deleteButtonTapped) {
      $0.$rows.withLock { _ = $0.remove(id: 1) }
    }
    #expect(rows == [Row(id: 2, title: "b")])
    // The row's own `Shared` keeps its last value once the list no longer holds it.
    #expect(store.state.row == Row(id: 1, title: "first of 2"))
  }
}
