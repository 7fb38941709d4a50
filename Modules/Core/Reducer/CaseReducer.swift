/// A reducer made of the reducers of an enum's cases: what `@Reducer` makes of an enum of
/// features such as a `Destination` or a stack's `Path`.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// The macro generates `State` and `Action` enums with one case per feature, and a static
/// ``body`` that runs each feature on its own case; `ifLet` and `forEach` find that body
/// through ``CaseReducerState`` and need no trailing closure. Do not conform by hand.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Restated so that the static `body` below decides it; otherwise `Reducer`'s
  // `where Body == Never` default would be inferred first.
  /// The type of the static ``body``; inferred.
  associatedtype Body

  /// The reducers of the cases, each scoped to its own case of ``Reducer/State``.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// An enum with a case per case of ``Reducer/State``, holding a store for a feature or an
  /// alert, or the value of an ignored case: what `store.case` returns.
  associatedtype CaseScope

  /// The case of a store's state, with a store scoped to it.
  ///
  /// - Parameter store: A store of this enum's features.
  /// - Returns: The case, with its store.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with a store for that case's feature: switch over it to show
  /// the feature that is presented.
  ///
  /// ```swift
  /// if let destination = store.scope(state: \.destination, action: \.destination) {
  ///   switch destination.case {
  ///   case .addItem(let formStore): ItemFormView.screen(formStore)
  ///   case .alert(let alertStore): Screen(alert: alertStore.state)
  ///   }
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension CaseReducer {
  /// The static ``CaseReducer/body``.
  public var body: Body { Self.body }
}

/// The `State` enum of a ``CaseReducer``, which knows its reducer.
///
/// `@Reducer` conforms the `State` it generates; do not conform by hand.
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
