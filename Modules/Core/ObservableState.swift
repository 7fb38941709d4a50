/// A value type whose property reads and writes are tracked by Apple's Observation.
///
/// Do not conform to it by hand: apply the `@ObservableState` macro, which stores an
/// ``ObservableStateRegistrar`` in the value, routes every stored property through it, and adds
/// this conformance.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var isTimerRunning = false
/// }
///
/// withObservationTracking {
///   _ = state.count
/// } onChange: {
///   print("count changed")  // fires on `state.count += 1`, not on `state.isTimerRunning = true`
/// }
/// ```
public protocol ObservableState: Observable {
  /// The identity of this value; copies share it.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity before a parent changes it in place.
  mutating func _$willModify()

  /// The name of the stored property at a key path, if it is one (`@ObservableState` lists
  /// them): key paths to the computed properties the macro makes have no name at run time.
  ///
  /// - Parameter keyPath: A key path from this type.
  /// - Returns: The property's name, or `nil`.
  static func _$name(of keyPath: AnyKeyPath) -> String?
}

extension ObservableState {
  /// No names: only `@ObservableState` structs list their properties.
  public static func _$name(of keyPath: AnyKeyPath) -> String? { nil }
}

/// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: the same child value.
///
/// - Parameters:
///   - lhs: The stored value.
///   - rhs: The value about to be stored.
/// - Returns: `true` when the identities are equal.
@inlinable
public func _$isIdentityEqual<Value: ObservableState>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: both absent, or the
/// same child value.
///
/// - Parameters:
///   - lhs: The stored value.
///   - rhs: The value about to be stored.
/// - Returns: `true` when both are `nil` or their identities are equal.
@inlinable
public func _$isIdentityEqual<Wrapped: ObservableState>(_ lhs: Wrapped?, _ rhs: Wrapped?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether assigning `rhs` over `lhs` leaves observers nothing to learn: equal values.
///
/// - Parameters:
///   - lhs: The stored value.
///   - rhs: The value about to be stored.
/// - Returns: `true` when the values are equal.
@inlinable
@_disfavoredOverload
public func _$isIdentityEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs == rhs
}

/// Whether assigning `rhs` over `lhs` leaves observers nothing to learn; for values that can
/// be neither identified nor compared, never.
///
/// - Parameters:
///   - lhs: The stored value.
///   - rhs: The value about to be stored.
/// - Returns: `false`.
@inlinable
@_disfavoredOverload
public func _$isIdentityEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  false
}

/// Gives an observable value a new identity before it changes in place; does nothing for other
/// values. Used by the code `@ObservableState` generates for enums.
///
/// - Parameter value: The value about to change.
@inlinable
public func _$willModify<Value: ObservableState>(_ value: inout Value) {
  value._$willModify()
}

/// Does nothing: a value that is not observable has no identity to renew.
///
/// - Parameter value: The value about to change.
@inlinable
@_disfavoredOverload
public func _$willModify<Value>(_ value: inout Value) {}
