import Core

// A stack notifies the readers of the property holding it only when its ids change (a push, a
// pop, a replaced range), as Core's identified arrays do: a change inside an element costs one
// identity comparison, however deep the stack.

extension ObservableStateRegistrar {
  /// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: the same ids, in the
  /// same order.
  ///
  /// - Parameters:
  ///   - lhs: The stored stack.
  ///   - rhs: The stack about to be stored.
  /// - Returns: `true` when their ids are the same set of ids.
  @inlinable
  public func isIdentityEqual<Element: ObservableState>(
    _ lhs: StackState<Element>,
    _ rhs: StackState<Element>
  ) -> Bool {
    lhs.idsToken === rhs.idsToken
  }

  /// Starts a change in place of a stack of observable elements: remembers its ids' token.
  ///
  /// - Parameter storage: The stack's storage.
  /// - Returns: What stands for its ids.
  @inlinable
  public func willModify<Element: ObservableState>(
    _ storage: inout StackState<Element>
  ) -> StackShape {
    StackShape(token: storage.idsToken)
  }

  /// Ends a change in place of a stack of observable elements.
  ///
  /// - Parameters:
  ///   - storage: The stack's storage.
  ///   - shape: What `willModify(_:)` returned.
  /// - Returns: `.replaced` when an element was pushed, popped or removed, else `.unchanged`.
  @inlinable
  public func didModify<Element: ObservableState>(
    _ storage: inout StackState<Element>,
    _ shape: StackShape
  ) -> ObservableStateRegistrar.Change {
    storage.idsToken !== shape.token ? .replaced : .unchanged
  }
}

/// Stands for the ids of a ``StackState`` while one of its elements changes in place: the same
/// while no element was pushed, popped or removed.
public struct StackShape: Equatable, Sendable {
  @usableFromInline let token: StackIDsToken

  @usableFromInline init(token: StackIDsToken) {
    self.token = token
  }

  /// Whether both stand for the same set of ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token
  }
}
