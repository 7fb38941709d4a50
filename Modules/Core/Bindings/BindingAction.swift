/// An action that sets one property of a feature's state: what a text field or a toggle sends.
///
/// ```swift
/// store.send(.binding(.set(\.name, "Lamp")))
/// ```
///
/// Two binding actions are equal when they set the same property to equal values. In a reducer,
/// `case .binding(\.name):` matches a binding action that set `name`.
public struct BindingAction<Root>: CasePathable, Sendable {
  /// The property the action sets.
  public let keyPath: PartialKeyPath<Root> & Sendable
  /// The value it sets.
  public let value: any Sendable
  let set: @Sendable (inout Root) -> Void
  let isValueEqual: @Sendable (any Sendable) -> Bool
  /// Set when the action is applied: a store's binding checks it after sending, to report a
  /// binding no reducer handled (the feature lacks `BindingReducer()`).
  let applied: LockIsolated<Bool>?

  /// An action that sets a property to a value.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - value: The value to set.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      set: { $0[keyPath: keyPath] = value },
      isValueEqual: { ($0 as? Value) == value },
      applied: nil
    )
  }

  /// Sets the property on a state.
  ///
  /// - Parameter state: The state to change.
  public func apply(to state: inout Root) {
    self.applied?.setValue(true)
    self.set(&state)
  }

  /// The same action, remembering whether it was applied.
  func tracked() -> (action: Self, applied: LockIsolated<Bool>) {
    let applied = LockIsolated(false)
    return (
      Self(
        keyPath: self.keyPath, value: self.value, set: self.set,
        isValueEqual: self.isValueEqual, applied: applied),
      applied
    )
  }

  /// Whether the action sets the property at `keyPath`: `case .binding(\.name):`.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - action: A binding action.
  /// - Returns: `true` when `action` sets that property.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath as AnyKeyPath == keyPath as AnyKeyPath
  }

  /// The case paths of ``BindingAction``: one per writable property, so that
  /// `\.binding.name` names "the binding action that sets `name`" in tests
  /// (`await store.receive(\.binding.name)`, `await store.send(\.binding.name, "Lamp")`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to the binding actions that set a property, carrying the value set.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      // A key path written as a literal captures nothing; a key path as a subscript argument
      // must be `Hashable`, which `& Sendable` would not be.
      let keyPath = unsafeBitCast(keyPath, to: (WritableKeyPath<Root, Value> & Sendable).self)
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { action in
          guard action.keyPath == keyPath else { return nil }
          return action.value as? Value
        }
      )
    }
  }

  /// The case paths of ``BindingAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: Equatable {
  /// Whether two actions set the same property to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isValueEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as `.set(\State.name, "Lamp")`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (KeyPathName(keyPath: self.keyPath, root: Root.self), self.value)],
      displayStyle: .enum
    )
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.name, "Lamp")`.
  public var description: String {
    let name = KeyPathName(keyPath: self.keyPath, root: Root.self)
    return ".set(\(name), \(String(customDumping: self.value)))"
  }
}

/// A key path shown as written, `\State.name`, also for the computed properties of
/// `@ObservableState`, whose key paths have no name at run time.
struct KeyPathName: CustomDumpStringConvertible, CustomStringConvertible {
  let description: String

  init<R>(keyPath: AnyKeyPath, root: R.Type) {
    if let observable = root as? any ObservableState.Type,
      let name = observable._$name(of: keyPath)
    {
      self.description = "\\\(typeName(root)).\(name)"
    } else {
      self.description = String(customDumping: keyPath)
    }
  }

  var customDumpDescription: String { self.description }
}
