import Observation

extension Shared: Identifiable where Value: Identifiable {
  /// The id of the current value: a shared row in a `ForEach` is identified by its value's id.
  public var id: Value.ID {
    self.currentValue.id
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The id of the current value.
  public var id: Value.ID {
    self.reference.currentValue.id
  }
}

extension Shared: CustomReflectable {
  /// The mirror of the current value: reflection sees what the shared value holds.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

extension SharedReader: CustomReflectable {
  /// The mirror of the current value.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

// A shared value is observed through its reference's registrar: reading `wrappedValue` inside
// `withObservationTracking` (or a view) registers the observation.
extension Shared: Observable {}

extension SharedReader: Observable {}

extension Shared {
  /// A read-only shared value of a part of this one, by key path.
  @available(*, deprecated, message: "Read the member instead: '$value.member'.")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }
}

extension SharedReader {
  /// A reader of a part of this value, by key path.
  @available(*, deprecated, message: "Read the member instead: '$value.member'.")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }
}
