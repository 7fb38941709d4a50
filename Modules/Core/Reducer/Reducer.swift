/// A description of how a feature's state changes in response to actions, and of the effects
/// that run afterwards.
///
/// A conformer implements exactly one of two requirements. Most features compose other reducers
/// in ``body``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped, decrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       case .decrementButtonTapped:
///         state.count -= 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A leaf reducer may instead implement ``reduce(into:action:)`` directly.
///
/// > Important: Reducers must be pure: mutate `state` and return effects, never perform side
/// > effects in the reducer itself. Do I/O in an ``Effect`` and read the outside world through
/// > `@Dependency`, so that tests can control it.
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body``; inferred.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action that happened.
  /// - Returns: The effect to run, or `.none`.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of, run in order on each action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Where `@Reducer` keeps ``body`` once built; `nil` (the default) builds it per action.
  var _$bodyCache: _ReducerBodyCache<Self>? { get }
}

extension Reducer {
  /// No cache: a reducer written without `@Reducer` builds ``body`` on each action.
  @inlinable
  public var _$bodyCache: _ReducerBodyCache<Self>? { nil }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; reading it is a
  /// programmer error.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Call that instead of \
      reading 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``: built once per reducer value when `@Reducer` gave it a cache
  /// (``_ReducerBodyCache``), on each action otherwise.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    // Chained, not bound with `if let`: a binding copies the cache, retaining its slot, at every
    // level of every action (`SendProfile growth deep-send`).
    if let effect = self._$bodyCache?.reduce(self, into: &state, action: action) {
      return effect
    }
    return self.body.reduce(into: &state, action: action)
  }
}

/// A reducer with the same state and action as `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// The effect type of a reducer `R`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
