/// Applies binding actions to the state: put it first in the `body` of a feature whose `Action`
/// is ``BindableAction``, so that the reducers after it see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// A reducer that applies binding actions.
  public init() {}

  /// Sets the property a binding action names; other actions pass through.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
