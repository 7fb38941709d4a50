extension Reducer {
  /// Sets a dependency for this reducer and its effects.
  ///
  /// ```swift
  /// Inventory()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// When modifiers are chained, the innermost (closest to the reducer) wins.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path.
  ///   - value: The value to use.
  /// - Returns: The modified reducer.
  @inlinable
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes a dependency in place for this reducer and its effects.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path.
  ///   - transform: Changes the current value.
  /// - Returns: The modified reducer.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs its base with changed dependencies; built by
/// ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``.
///
/// Chained modifiers fold into one value of this type (its `Base` is the reducer they modify),
/// so a chain of any length adds no generic nesting.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the base reducer with the changed dependencies.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }
}

extension _DependencyKeyWritingReducer {
  /// Sets a dependency for the base reducer and its effects, folded into this modifier: the
  /// result is still one `_DependencyKeyWritingReducer` of the same base.
  ///
  /// The modifiers applied earlier (closer to the reducer) still win.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path.
  ///   - value: The value to use.
  /// - Returns: The modified reducer.
  @inlinable
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    let inner = self.update
    return Self(base: self.base) { values in
      values[keyPath: keyPath] = value
      inner(&values)
    }
  }

  /// Changes a dependency in place for the base reducer and its effects, folded into this
  /// modifier.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path.
  ///   - transform: Changes the current value.
  /// - Returns: The modified reducer.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let inner = self.update
    return Self(base: self.base) { values in
      transform(&values[keyPath: keyPath])
      inner(&values)
    }
  }
}
