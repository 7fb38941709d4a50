import Core
import Foundation
import GrowthModels
import Navigation

// `SendProfile growth <operation> <size> [operations]`: one operation repeated on state of a
// given size, for the README's growth table (instructions per operation: the difference between
// two run lengths divided by the extra operations).
//
//   rows          an action of the middle row of `size` rows (`forEach` on an identified array)
//   rows-direct   the same change made by hand (`state.rows[id: id]!.count += 1`)
//   pushpop       `append` then `removeLast` on a stack of `size` pages, one send each
//   effects       an action of the top page of a stack of `size` pages, each running an effect
//   element       an action of the top page of a stack of `size` pages, none running an effect
//   presented     an action of a presented page, beside a stack of `size` pages
//   present       `present` then `dismiss`, beside a stack of `size` pages
//   deep-send     the innermost action sent to a root store of ten `@Reducer` levels
//                 (`GrowthModels/DeepLevels.swift`)
//   lone-send     the same action sent to a store of the innermost level alone (its baseline)
//   lone-send-deps the same, to a store made with `withDependencies:` (size: overrides, 1 or more)

/// Runs `operations` of `operation` at `size`; returns a number that depends on the work done.
@MainActor
func profileGrowth(_ operation: String, size: Int, operations: Int) -> Int {
  switch operation {
  case "rows":
    let store = Store(initialState: Rows.State(count: size)) { Rows() }
    let id = size / 2
    for _ in 0..<operations {
      store.send(.rows(.element(id: id, action: .increment)))
    }
    return store.state.rows[id: id]!.count
  case "rows-direct":
    var state = Rows.State(count: size)
    let id = size / 2
    for _ in 0..<operations {
      state.rows[id: id]!.count += 1
    }
    return state.rows[id: id]!.count
  case "pushpop":
    let store = Store(initialState: Pages.State(count: size)) { Pages() }
    for _ in 0..<operations {
      store.send(.pushOne)
      store.send(.popOne)
    }
    return store.state.path.count
  case "effects", "element":
    let store = Store(initialState: Pages.State(count: size)) { Pages() }
    if operation == "effects" {
      for id in store.state.path.ids {
        store.send(.path(.element(id: id, action: .start)))
      }
    }
    let top = store.state.path.ids.last!
    for _ in 0..<operations {
      store.send(.path(.element(id: top, action: .increment)))
    }
    return store.state.path[id: top]!.count
  case "presented":
    let store = Store(initialState: Pages.State(count: size)) { Pages() }
    store.send(.present)
    for _ in 0..<operations {
      store.send(.sheet(.presented(.increment)))
    }
    return store.state.sheet!.count
  case "present":
    let store = Store(initialState: Pages.State(count: size)) { Pages() }
    for _ in 0..<operations {
      store.send(.present)
      store.send(.dismiss)
    }
    return store.state.sheet == nil ? 0 : 1
  case "deep-send":
    let store = Store(initialState: Level1.State()) { Level1() }
    let action = Level1.Action.child(
      .child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))))
    for _ in 0..<operations {
      store.send(action)
    }
    return store.state.child.child.child.child.child.child.child.child.child.count
  case "lone-send":
    let store = Store(initialState: Level10.State()) { Level10() }
    for _ in 0..<operations {
      store.send(.tap)
    }
    return store.state.count
  case "lone-send-deps":
    let store = Store(initialState: Level10.State()) {
      Level10()
    } withDependencies: {
      $0.uuid = .incrementing
      if size > 1 { $0.date = .constant(Date(timeIntervalSince1970: 0)) }
    }
    for _ in 0..<operations {
      store.send(.tap)
    }
    return store.state.count
  default:
    fatalError("unknown growth operation \(operation)")
  }
}
