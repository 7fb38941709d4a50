extension Reducer {
  /// Runs `perform` after this reducer whenever an action changes a value of the state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .onChange(of: \.query) { oldQuery, state in
  ///       state.results = []
  ///       return .send(.search)
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; `perform` runs only when the two
  /// differ, with the value from before and the state as this reducer left it. Its effect is
  /// merged with this reducer's.
  ///
  /// - Parameters:
  ///   - toValue: Reads the watched value from the state (a key path works).
  ///   - perform: Reacts to a change: the value from before, and the state to change.
  /// - Returns: A reducer running this one, then `perform` on a change.
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> some Reducer<State, Action> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs a reducer after this one whenever an action changes a value of the state: the
  /// reducer gets the same action, built from the value from before and after.
  ///
  /// ```swift
  /// .onChange(of: \.count) { oldValue, newValue in
  ///   Reduce { state, _ in
  ///     state.history.append(newValue)
  ///     return .none
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the watched value from the state.
  ///   - reducer: Builds the reducer to run on a change from the old and new values.
  /// - Returns: A reducer running this one, then the built reducer on a change.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> some Reducer<State, Action> where R.State == State, R.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs a reducer after this one whenever an action changes a value that is not
  /// `Equatable`, as `isDuplicate` compares it.
  ///
  /// - Parameters:
  ///   - toValue: Reads the watched value from the state.
  ///   - isDuplicate: Whether two values are the same (no change).
  ///   - reducer: Builds the reducer to run on a change from the old and new values.
  /// - Returns: A reducer running this one, then the built reducer on a change.
  @available(*, deprecated, message: "Watch an 'Equatable' value with 'onChange(of:_:)'.")
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> some Reducer<State, Action> where R.State == State, R.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that runs another after its base when a value of the state changes; built by
/// `onChange(of:_:)`.
@usableFromInline struct OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body

  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base, then the built reducer if the value changed; merges their effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return baseEffects }
    let changeEffects = self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .merge(baseEffects, changeEffects)
  }
}
