/// An action with a case for what the view sends: `case view(View)`.
///
/// ```swift
/// @CasePathable
/// enum Action: ViewAction {
///   case view(View)
///   case response(Int)
///   enum View { case incrementButtonTapped }
/// }
/// ```
///
/// A view then sends `store.send(.view(.incrementButtonTapped))`, and a reducer of the view's
/// bindings reads them from the view case: `BindingReducer(action: \.view)`.
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction

  /// Embeds a view action.
  ///
  /// - Parameter action: The view's action.
  /// - Returns: The action.
  static func view(_ action: ViewAction) -> Self
}

extension Store where Action: ViewAction {
  /// Sends an action of the view: `store.send(.view(action))`.
  ///
  /// - Parameter action: The view's action.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action.ViewAction) -> StoreTask {
    self.send(.view(action))
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// A property of the state bound through the view's actions: setting `store.text = "…"`
  /// sends `.view(.binding(.set(\.text, "…")))`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: Its current value.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set { self.sendBinding(.set(keyPath, newValue)) { .view(.binding($0)) } }
  }
}
