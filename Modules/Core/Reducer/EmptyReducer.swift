/// A reducer that does nothing: no state change, no effect.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Returns `.none`.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
