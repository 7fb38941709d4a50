/// An action enum with a `binding` case, so that views can set state directly
/// (`store.name = "Lamp"`) and ``BindingReducer`` applies the change.
///
/// ```swift
/// @Reducer
/// struct ItemForm {
///   @ObservableState
///   struct State: Equatable { var name = "" }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     case saveButtonTapped
///   }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///       switch action {
///       case .binding(\.name):
///         state.name = state.name.trimmingCharacters(in: .whitespaces)
///         return .none
///       case .binding, .saveButtonTapped:
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions change.
  associatedtype State

  /// Embeds a binding action: the `binding` case.
  ///
  /// - Parameter action: The binding action.
  /// - Returns: The action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action, if this is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action, if this is one; found by reflection for enums whose `binding(_:)` case
  /// satisfies the requirement.
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
    return child.value as? BindingAction<State>
  }

  /// The action that sets a property: `.set(\.name, "Lamp")` is `.binding(.set(\.name, "Lamp"))`.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - value: The value to set.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
