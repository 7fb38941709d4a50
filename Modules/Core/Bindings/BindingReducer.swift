/// Applies binding actions to the state: put it first in the `body` of a feature whose `Action`
/// is ``BindableAction``, so that the reducers after it see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// When the bindings come through the view's actions (``ViewAction`` whose `View` is
/// ``BindableAction``), name their case: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  let toViewAction: (Action) -> ViewAction?

  /// A reducer that applies the binding actions of a ``BindableAction``.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A reducer that applies the binding actions found in a case of the action, such as the
  /// view's (`\.view`).
  ///
  /// - Parameter toViewAction: The case holding the bindable actions.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  /// Sets the bound property when the action is a binding action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.toViewAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
