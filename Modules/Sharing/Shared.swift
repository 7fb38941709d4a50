import Foundation

/// A value several features share: every `Shared` of the same key (or made from the same
/// `Shared`) reads and changes one value, and sees the others' changes.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("favorites")) var favorites: [Int] = []
/// }
///
/// // In a reducer:
/// state.$favorites.withLock { $0.append(7) }
/// ```
///
/// Declare it with a key (``SharedKey``: `.inMemory`, `.fileStorage`) and a default used when the
/// key holds nothing yet; hand it to a child with `Shared(projectedValue)` (or `$favorites`), or
/// make a fresh one with ``init(value:)``. `$parent.child` is a `Shared` of a part of the value.
///
/// Reading registers an observation: a view that reads a shared value is told when any feature
/// changes it. In a `TestStore`, a change to a shared value is asserted like a state change.
///
/// > Important: Change a shared value with ``withLock(_:)``: a read-modify-write through the
/// > setter of ``wrappedValue`` can lose a change another task makes in between.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let box: SharedBox<Value>

  init(reference: any SharedReference<Value>) {
    self.box = SharedBox(reference)
  }

  /// The reference this value and its copies read: reassigning ``projectedValue`` changes it.
  var reference: any SharedReference<Value> {
    self.box.reference
  }

  /// A new shared value that no key persists; pass it (or `Shared(projectedValue)`) to the
  /// features that share it.
  ///
  /// - Parameter value: The initial value.
  public init(value: Value) {
    self.init(reference: RootReference(value: value))
  }

  /// The same shared value as `projectedValue`: a child declares `@Shared var count: Int` and
  /// its parent passes `$count`.
  ///
  /// - Parameter projectedValue: The shared value to share.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The same shared value as `other`.
  ///
  /// - Parameter other: The shared value to share.
  public init(_ other: Shared<Value>) {
    self = other
  }

  /// A shared value of the value a shared optional holds, or `nil` when it holds none.
  ///
  /// ```swift
  /// guard let row = Shared(state.$rows[id: id]) else { return .none }
  /// ```
  ///
  /// Once the optional becomes `nil` (the row is removed), the unwrapped value keeps the last
  /// value it had, so a feature still holding it reads that value and never traps.
  ///
  /// - Parameter base: The shared optional.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: unwrappedReference(base.reference, initialValue: initialValue))
  }

  /// The current value. Setting it replaces the value for every holder.
  public var wrappedValue: Value {
    get { self.reference.value }
    nonmutating set {
      self.withLock { $0 = newValue }
    }
  }

  /// The shared value itself, to pass to another feature or to change with ``withLock(_:)``.
  ///
  /// Setting it re-points this value and every copy of it at `newValue`'s reference:
  ///
  /// ```swift
  /// let copy = $count
  /// $count = Shared(value: 42)
  /// copy.wrappedValue  // 42
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set { self.box.reference = newValue.reference }
  }

  /// Changes the value with exclusive access: no other change interleaves with `body`.
  ///
  /// ```swift
  /// state.$favorites.withLock { $0.append(7) }
  /// ```
  ///
  /// - Parameter body: Changes the value in place.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let reference = self.reference
    guard let scope = SharedAssertionScope.current else {
      return try reference.withLock(body)
    }
    let root = reference.root
    var rootValue = scope.expectedValue(of: root)
    var value = reference.project(rootValue)
    let result = try body(&value)
    reference.embed(value, into: &rootValue)
    scope.setExpectedValue(rootValue, of: root)
    return result
  }

  /// A shared value of a part of this one: changing either changes the other.
  ///
  /// ```swift
  /// let name: Shared<String> = $user.name
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: self.derived(keyPath, from: self.reference))
  }

  private func derived<Base: SharedReference, Member>(
    _ keyPath: WritableKeyPath<Value, Member>,
    from base: Base
  ) -> any SharedReference<Member> where Base.Value == Value {
    DerivedReference(base: base, keyPath: keyPath)
  }

  /// Why the key's stored value could not be loaded, if it could not: the value is then the
  /// declared default, and the key's storage is left as it is.
  public var loadError: (any Error)? {
    self.reference.errors?.loadError
  }

  /// Why the last save of a change failed, if it did; `nil` once a later save succeeds.
  public var saveError: (any Error)? {
    self.reference.errors?.saveError
  }

  /// Whether a change is still on its way to the key's storage.
  public var isSaving: Bool {
    self.reference.errors?.isSaving ?? false
  }

  /// Whether the key is loading the value (a key that loads asynchronously, or `load()`).
  public var isLoading: Bool {
    self.reference.errors?.isLoading ?? false
  }

  /// Loads the key's stored value again, and waits for it.
  ///
  /// - Throws: Why the value could not be loaded (also kept as ``loadError``).
  public func load() async throws {
    try await self.reference.errors?.loadNow()
  }

  /// A read-only shared value computed from this one: it changes whenever this one does.
  ///
  /// ```swift
  /// let doubled: SharedReader<Int> = $count.read { $0 * 2 }
  /// ```
  ///
  /// - Parameter body: Computes the reader's value from this one's.
  /// - Returns: The reader.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// A read-only shared value of a part of this one that cannot be written (a `let` property,
  /// a computed property without setter).
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Writes the current value to the key's storage now, instead of after the key's delay.
  ///
  /// - Throws: Why the value could not be saved.
  public func save() async throws {
    try await self.reference.errors?.saveNow()
  }

  /// The value as it stands, without an observation and outside any assertion.
  var currentValue: Value {
    self.reference.currentValue
  }
}

extension Shared: @unchecked Sendable where Value: Sendable {}
