import Core
import Foundation

// `@Dependency(\.uuid)` read in a reducer, for `SendProfile dependency [reads]`.

/// A reducer that reads one dependency per action.
@Reducer
struct ReadsUUID {
  struct State: Equatable { var last = UUID(0) }
  enum Action { case read }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.last = self.uuid()
    return .none
  }
}

/// Reads the dependency `reads` times, with a test value overriding it.
func profileDependencyRead(_ reads: Int) -> UUID {
  let reducer = ReadsUUID()
  var state = ReadsUUID.State()
  withDependencies {
    $0.uuid = .constant(UUID(1))
  } operation: {
    for _ in 0..<reads {
      _ = reducer.reduce(into: &state, action: .read)
    }
  }
  return state.last
}

/// A plain task local holding what the dependency returns: the dependency read's baseline.
enum PlainTaskLocal {
  @TaskLocal static var value = UUID(0)
}

/// Reads the plain task local `reads` times, bound as the dependency is.
func profileTaskLocalRead(_ reads: Int) -> UUID {
  var last = UUID(0)
  PlainTaskLocal.$value.withValue(UUID(1)) {
    for _ in 0..<reads {
      last = PlainTaskLocal.value
    }
  }
  return last
}
