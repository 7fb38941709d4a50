/// A result builder that composes reducers: each reducer in the block runs in order on the same
/// state, and their effects are merged.
///
/// Supports `if`/`else`, `if let`, `switch`, `for` loops and `#available`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Runs every reducer of a `for` loop in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> [R] {
    reducers
  }

  /// An empty block does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A block of one reducer is that reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The `if` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// Any reducer of the builder's state and action.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// An existential reducer, wrapped so that it can be composed.
  ///
  /// Disfavored: without it, Swift prefers this non-generic overload for every concrete reducer
  /// too, and wraps each one in a `Reduce` that calls it unspecialized through the existential.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// The finished block.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer behind `if #available`.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// An `if` without `else`: runs only when the condition held.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Appends a reducer to a block: it runs after the ones before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// Appends a reducer to a block that so far is an existential reducer, wrapped.
  ///
  /// Swift opens an existential passed to the generic `buildExpression(_:)`, which hands it on
  /// as an existential; the generic overloads cannot take it further.
  @inlinable
  @_disfavoredOverload
  public static func buildPartialBlock<R1: Reducer<State, Action>>(
    accumulated: any Reducer<State, Action>,
    next: R1
  ) -> _Sequence<Reduce<State, Action>, R1> {
    _Sequence(Reduce(accumulated), next)
  }

  /// Appends an existential reducer to a block, wrapped.
  @inlinable
  @_disfavoredOverload
  public static func buildPartialBlock<R0: Reducer<State, Action>>(
    accumulated: R0,
    next: any Reducer<State, Action>
  ) -> _Sequence<R0, Reduce<State, Action>> {
    _Sequence(accumulated, Reduce(next))
  }
}

/// Two reducers run one after the other; built by ``ReducerBuilder``.
public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @usableFromInline init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  /// Runs the first reducer, then the second, and merges their effects.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    self.r0.reduce(into: &state, action: action)
      .merge(with: self.r1.reduce(into: &state, action: action))
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch`; built by ``ReducerBuilder``.
public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// The first of the two branches was chosen: the `if` of an `if`/`else`.
  case first(First)
  /// The second of the two branches was chosen: the `else` of an `if`/`else`.
  case second(Second)

  /// Runs the chosen reducer.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let first): first.reduce(into: &state, action: action)
    case .second(let second): second.reduce(into: &state, action: action)
    }
  }
}

/// An optional reducer is a reducer: it runs the wrapped reducer when there is one.
///
/// This lets a `body` include a reducer conditionally, as in `if isEnabled { Feature() }`.
extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer if there is one; does nothing otherwise.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    switch self {
    case .some(let wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
