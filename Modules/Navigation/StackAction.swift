/// The actions of a navigation stack: an element's own action, a push, or a pop.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// In tests, `\.path[id: 0].counter` names the actions of element 0:
/// `await store.receive(\.path[id: 0].counter.timerTicked)`.
public enum StackAction<State, Action> {
  /// An action of the element with an id.
  indirect case element(id: StackElementID, action: Action)
  /// Removes the element with an id and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes an element with a given id.
  indirect case push(id: StackElementID, state: State)
}

/// The stack actions of a reducer `R`'s state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The case paths of ``StackAction``.
  public struct AllCasePaths: Sendable {
    /// The case path to `.element(id:action:)`.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to `.popFrom(id:)`.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The case path to `.push(id:state:)`.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The case path to the actions of the element with an id: `\.path[id: 0]`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of ``StackAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
