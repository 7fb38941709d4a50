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
    set { self.sendBinding(.set(keyPath, newValue)) { .binding($0) } }
  }
}

extension Store {
  /// Sends a binding action a store's binding made, and reports it when no reducer applied it:
  /// the feature's `body` lacks `BindingReducer()`.
  func sendBinding(
    _ binding: BindingAction<State>,
    embed: (BindingAction<State>) -> Action
  ) {
    let (action, applied) = binding.tracked()
    self.send(embed(action))
    guard !applied.value else { return }
    var value = ""
    customDump(binding.value, to: &value, maxDepth: 0)
    reportIssue(
      """
      A binding the store sent was not applied to the state: …

        Action: \(typeName(Action.self)).binding(.set(\(KeyPathName(keyPath: binding.keyPath, root: State.self)), \(value)))

      Add "BindingReducer()" to the feature's "body" (or "BindingReducer(action: \\.view)" for \
      bindings sent through the view's actions).
      """
    )
  }
}
