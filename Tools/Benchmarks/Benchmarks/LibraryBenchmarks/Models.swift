import Core
import Foundation
import Navigation

/// A feature with a value many observers watch and one that changes.
struct Observed: Reducer {
  struct State: Equatable {
    var changing = 0
    var watched = [Int](repeating: 0, count: 1_000)
  }

  enum Action { case changeOne }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.watched[0] += 1
    return .none
  }
}

/// A feature in the macro style whose state Observation tracks: one value changes, another
/// does not.
@Reducer
struct Tracked {
  @ObservableState
  struct State: Equatable {
    var changing = 0
    var other = 0
  }

  enum Action { case changeOne }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.changing += 1
      return .none
    }
  }
}

/// Ten fields of the same type: nested five times, 100,000 integers.
struct Ten<T: Equatable>: Equatable {
  var a, b, c, d, e, f, g, h, i, j: T
  init(_ value: T) {
    (a, b, c, d, e, f, g, h, i, j) = (
      value, value, value, value, value, value, value, value, value, value
    )
  }
}

typealias HundredThousand = Ten<Ten<Ten<Ten<Ten<Int>>>>>

func hundredThousand() -> HundredThousand {
  Ten(Ten(Ten(Ten(Ten(0)))))
}

/// A large state behind `@PresentationState` (boxed) and as a plain field.
struct BigParent: Equatable {
  @PresentationState var boxed: HundredThousand?
}

struct PlainParent: Equatable {
  var plain: HundredThousand?
}

/// A stack element with a long-running effect.
struct Element: Reducer {
  struct State: Equatable { var count = 0 }

  @CasePathable
  enum Action { case increment, start, ticked }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(3600))
          await send(.ticked)
        }
      case .ticked:
        return .none
      }
    }
  }
}

/// A stack of elements.
struct Stack: Reducer {
  struct State: Equatable {
    var path = StackState<Element.State>()
  }

  @CasePathable
  enum Action {
    case path(StackActionOf<Element>)
    case popAll
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .popAll = action, let first = state.path.ids.first {
        state.path.pop(from: first)
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Element() }
  }
}

/// Reads `@Dependency(\.uuid)` in its reducer.
struct ReadsDependency: Reducer {
  struct State { var last = UUID(0) }
  enum Action { case read }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.last = self.uuid()
    return .none
  }
}

enum PlainTaskLocal {
  @TaskLocal static var value = UUID(0)
}
