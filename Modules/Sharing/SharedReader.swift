import CustomDump

/// A shared value a feature only reads: it sees every change the features that own it make.
///
/// ```swift
/// @SharedReader(.inMemory("favorites")) var favorites: [Int] = []
/// ```
///
/// Make one from a key (``SharedReaderKey``), or from a ``Shared`` the parent holds:
/// `SharedReader($favorites)`.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let reference: any SharedReference<Value>

  /// A read-only shared value of `key`: the value the key already holds, or `wrappedValue` when
  /// it holds nothing.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value comes from.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.reference = SharedReferences.reference(for: key, default: wrappedValue)
  }

  /// Reads the same value as a ``Shared``.
  ///
  /// - Parameter shared: The shared value.
  public init(_ shared: Shared<Value>) {
    self.reference = shared.reference
  }

  /// The same shared value as `projectedValue`.
  ///
  /// - Parameter projectedValue: The reader to share.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// A reader of a value that never changes: for previews and tests.
  ///
  /// - Parameter value: The value.
  public static func constant(_ value: Value) -> Self {
    SharedReader(Shared(value: value))
  }

  /// The current value.
  public var wrappedValue: Value {
    Shared(reference: self.reference).wrappedValue
  }

  /// The reader itself, to pass to another feature.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A reader of a part of this value.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(Shared(reference: self.reference)[dynamicMember: keyPath])
  }

  /// Why the key's stored value could not be loaded, if it could not.
  public var loadError: (any Error)? {
    Shared(reference: self.reference).loadError
  }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether two readers read equal values (see ``Shared`` for assertions).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    Shared(reference: lhs.reference) == Shared(reference: rhs.reference)
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value.
  public var customDumpValue: Any {
    Shared(reference: self.reference).customDumpValue
  }
}

extension SharedReader: _CustomDiffObject {
  /// The expected and actual values while a test store asserts (see ``Shared``).
  public var _customDiffValues: (Any, Any) {
    Shared(reference: self.reference)._customDiffValues
  }

  /// The reference, so that a diff pairs the two sides of one shared value.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference)
  }
}
