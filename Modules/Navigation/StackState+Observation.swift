extension StackState: ObservableCollection where Element: ObservableState {
  /// A token that changes exactly when the ids do (a push, a pop, a replaced range), so that a
  /// change inside an element costs one identity comparison, however deep the stack.
  public var _$shape: StackShape { StackShape(token: self.idsToken) }
}

/// The ids of a ``StackState`` as `ObservableCollection` compares them: equal while no element
/// was pushed, popped or removed.
public struct StackShape: Equatable, Sendable {
  let token: AnyObject & Sendable

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token
  }
}
