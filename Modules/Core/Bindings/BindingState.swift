/// A property of a feature's state that a view may change through a binding: TCA's spelling
/// from before `@ObservableState`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var query = ""
/// }
/// // A binding action, and matching on one:
/// .binding(.set(\.$query, "swift"))
/// case .binding(\.$query):
/// ```
///
/// With `@ObservableState`, every property is bindable: write `var query = ""` and
/// `.set(\.query, "swift")` instead.
@available(iOS, deprecated: 9999, message: "Use '@ObservableState': every property binds.")
@available(macOS, deprecated: 9999, message: "Use '@ObservableState': every property binds.")
@available(tvOS, deprecated: 9999, message: "Use '@ObservableState': every property binds.")
@available(watchOS, deprecated: 9999, message: "Use '@ObservableState': every property binds.")
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  /// The value.
  public var wrappedValue: Value

  /// A property holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) {
    self.wrappedValue = value
  }

  /// The property itself, for binding actions: `\.$query`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A part of the value, bindable in its own right (`\.$settings.volume`).
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> BindingState<Member>
  {
    get { BindingState<Member>(wrappedValue: self.wrappedValue[keyPath: keyPath]) }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: CustomDumpRepresentable {
  /// The value: a binding property dumps as what it holds.
  public var customDumpValue: Any { self.wrappedValue }
}

extension BindingState: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: self.wrappedValue) }
}

extension BindingAction {
  /// Sets a `@BindingState` property: `.set(\.$query, "swift")`.
  ///
  /// - Parameters:
  ///   - keyPath: The property's projection (`\.$query`).
  ///   - value: The new value.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    let wrappedValue = unsafeBitCast(
      keyPath.appending(path: \BindingState<Value>.wrappedValue),
      to: (WritableKeyPath<Root, Value> & Sendable).self
    )
    return .set(wrappedValue, value)
  }

  /// Whether the action sets a `@BindingState` property: `case .binding(\.$query):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    action: Self
  ) -> Bool {
    action.keyPath as AnyKeyPath
      == keyPath.appending(path: \BindingState<Value>.wrappedValue) as AnyKeyPath
  }
}

extension BindingAction.AllCasePaths {
  /// The case path of a binding action setting a `@BindingState` property:
  /// `action[case: \.binding.$count]`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    self[dynamicMember: keyPath.appending(path: \BindingState<Value>.wrappedValue)]
  }
}

extension BindableAction {
  /// Sets a `@BindingState` property: `.set(\.$query, "swift")`.
  ///
  /// - Parameters:
  ///   - keyPath: The property's projection (`\.$query`).
  ///   - value: The new value.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
