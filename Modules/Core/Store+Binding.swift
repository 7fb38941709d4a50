extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// A property of the state, read like any other (tracked by Observation) and set by sending
  /// the binding action: `store.name = "Lamp"` sends `.binding(.set(\.name, "Lamp"))`, as a
  /// bound text field does in TCA.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set { self.send(.binding(.set(keyPath, newValue))) }
  }
}
