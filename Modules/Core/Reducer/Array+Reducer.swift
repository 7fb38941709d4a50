/// An array of reducers is a reducer: it runs each in order on the same state and merges their
/// effects.
///
/// A `for` loop in a `body` builds one:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   for name in names {
///     Logger(name: name)
///   }
/// }
/// ```
extension Array: Reducer where Element: Reducer {
  /// Runs each reducer in order and merges their effects.
  @inlinable
  public func reduce(
    into state: inout Element.State,
    action: Element.Action
  ) -> Effect<Element.Action> {
    self.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}
