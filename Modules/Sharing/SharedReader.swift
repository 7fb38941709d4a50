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
  let box: SharedBox<Value>

  init(reference: any SharedReference<Value>) {
    self.box = SharedBox(reference)
  }

  /// The reference this reader and its copies read: reassigning ``projectedValue`` changes it.
  var reference: any SharedReference<Value> {
    self.box.reference
  }

  /// A reader of a value no key persists, which never changes unless the reader is re-pointed:
  /// for previews and tests.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(reference: RootReference(value: value))
  }

  /// A reader of the value a shared optional holds, or `nil` when it holds none; once the
  /// optional becomes `nil`, the reader keeps the last value it had.
  ///
  /// - Parameter base: The shared optional.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// A reader of the value a shared optional holds, or `nil` when it holds none; once the
  /// optional becomes `nil`, the reader keeps the last value it had.
  ///
  /// - Parameter base: The read-only shared optional.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: unwrappedReference(base.reference, initialValue: initialValue))
  }

  /// Reads the same value as a ``Shared``.
  ///
  /// - Parameter shared: The shared value.
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
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
    self.reference.value
  }

  /// The reader itself, to pass to another feature. Setting it re-points this reader and every
  /// copy of it at `newValue`'s reference.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set { self.box.reference = newValue.reference }
  }

  /// A reader of a part of this value.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(Shared(reference: self.reference)[dynamicMember: keyPath])
  }

  /// A reader of a part of this value that cannot be written (a `let` property, a computed
  /// property without setter).
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    let keyPath = UncheckedKeyPath(keyPath: keyPath)
    return SharedReader<Member>(
      reference: Self.mapped(
        self.reference,
        description: "\(self.reference.description)[dynamicMember: \(keyPath.keyPath)]"
      ) { $0[keyPath: keyPath.keyPath] }
    )
  }

  /// A reader of a value computed from this one: it changes whenever this one does.
  ///
  /// ```swift
  /// let doubled: SharedReader<Int> = $count.read { $0 * 2 }
  /// ```
  ///
  /// - Parameter body: Computes the new reader's value from this one's.
  /// - Returns: The reader.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: Self.mapped(
        self.reference, description: ".read(\(self.reference.description))", body)
    )
  }

  private static func mapped<Base: SharedReference<Value>, Member>(
    _ base: Base,
    description: String,
    _ transform: @escaping @Sendable (Value) -> Member
  ) -> any SharedReference<Member> {
    MappedReference(base: base, description: description, transform: transform)
  }

  /// Why the key's stored value could not be loaded, if it could not.
  public var loadError: (any Error)? {
    self.reference.errors?.loadError
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    self.reference.errors?.isLoading ?? false
  }

  /// Loads the key's stored value again, and waits for it.
  ///
  /// - Throws: Why the value could not be loaded (also kept as ``loadError``).
  public func load() async throws {
    try await self.reference.errors?.loadNow()
  }
}

extension SharedReader: CustomStringConvertible {
  /// The type and what it reads: `SharedReader<Int>(.inMemory("count"))`.
  public var description: String {
    "\(String(describing: Self.self))(\(self.reference.description))"
  }
}

/// A key path handed to a `@Sendable` transform: key paths are immutable values.
private struct UncheckedKeyPath<Root, Member>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Member>
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether two readers read equal values (see ``Shared`` for assertions).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value.
  public var customDumpValue: Any {
    self.reference.dumpedValue
  }
}

extension SharedReader: _CustomDiffObject {
  /// The expected and actual values while a test store asserts (see ``Shared``).
  public var _customDiffValues: (Any, Any) {
    self.reference.diffValues
  }

  /// The reference, so that a diff pairs the two sides of one shared value.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference.root)
  }
}
