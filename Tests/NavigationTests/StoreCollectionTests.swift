import Navigation
import Testing

/// `store.scope(state: \.rows, action: \.rows)`: a collection of element stores (TCA's spelling:
/// each element a `Store`), with `ids` and `elements` for the ids; from a store made by the
/// deprecated closure-based scoping, reported and never cached.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreCollectionTests {
  typealias List = IdentifiedForEachTests.List

  func makeStore() -> StoreOf<List> {
    Store(
      initialState: List.State(rows: [.init(id: 10), .init(id: 20)])
    ) {
      List()
    }
  }

  @Test func eachElementIsTheRowsStoreInOrder() {
    let store = self.makeStore()
    let rows = store.scope(state: \.rows, action: \.rows)
    let stores: [StoreOf<IdentifiedForEachTests.Row>] = Array(rows)
    #expect(stores.map(\.state.id) == [10, 20])
    #expect(rows.ids == [10, 20])
    #expect(rows.elements.map(\.id) == [10, 20])
    #expect(rows.elements[1].store === rows[1])
    #expect(rows[id: 20] === rows[1])

    rows[1].send(.incrementButtonTapped)
    #expect(store.state.rows[id: 20]?.count == 1)
    #expect(rows[1] === store.scope(\.rows, action: \.rows)[1])
  }

  @Test func elementStoresAreIdentifiedByReference() {
    let store = self.makeStore()
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows[0].id == ObjectIdentifier(rows[0]))
    #expect(rows[0].id != rows[1].id)
  }

  @Test func rowsOfAClosureScopedStoreAreReportedAndNotCached() {
    let store = self.makeStore()
    let whole = legacy.wholeScope(store)
    withKnownIssue {
      let first = whole.scope(state: \.rows, action: \.rows)
      let second = whole.scope(state: \.rows, action: \.rows)
      #expect(first[0] !== second[0])
      first[0].send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("A store made by closure-based scoping")
    }
    #expect(store.state.rows[id: 10]?.count == 1)
  }
}

// The deprecated spelling is called through a protocol from a deprecated witness, so that the
// test target builds without deprecation warnings.
@MainActor
private protocol LegacyScopes {
  typealias List = IdentifiedForEachTests.List
  func wholeScope(_ store: StoreOf<List>) -> StoreOf<List>
}

private struct Legacy: LegacyScopes {
  @available(*, deprecated)
  func wholeScope(_ store: StoreOf<List>) -> StoreOf<List> {
    store.scope(state: { $0 }, action: { $0 })
  }
}

@MainActor private let legacy: any LegacyScopes = Legacy()
