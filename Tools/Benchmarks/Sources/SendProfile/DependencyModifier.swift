import Core
import Foundation

// A reducer under a `.dependency` modifier, for `SendProfile dependency-modifier [actions]`:
// each action runs the base reducer inside `withDependencies`.

/// Counts actions; its modifier sets `\.uuid` for it.
@Reducer
struct CountsUnderModifier {
  struct State: Equatable { var count = 0 }
  enum Action { case tick }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Runs `actions` actions through a reducer with one `.dependency` modifier.
func profileDependencyModifier(_ actions: Int) -> Int {
  let reducer = CountsUnderModifier().dependency(\.uuid, .constant(UUID(1)))
  var state = CountsUnderModifier.State()
  for _ in 0..<actions {
    _ = reducer.reduce(into: &state, action: .tick)
  }
  return state.count
}
