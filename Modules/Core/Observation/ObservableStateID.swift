/// The identity of one value of an `@ObservableState` type.
///
/// Copies of a value share its identity; a value made anew (`State()`) gets a new one, and so
/// does a value that a parent changes in place. Observation compares identities instead of
/// contents: assigning a copy that did not change notifies nobody, and replacing a child with
/// another value notifies whoever read it.
///
/// The `@ObservableState` macro maintains it; there is no need to create one by hand.
public struct ObservableStateID: Hashable, Sendable {
  // Compared by reference: a new token is a new identity, and copying one costs a retain.
  @usableFromInline var token: Token
  // The enum cases that lead to the value whose token this is, innermost last.
  @usableFromInline var tags: [Int]

  /// A new, unique identity.
  public init() {
    self.token = Token()
    self.tags = []
  }

  /// Whether two identities are the same.
  ///
  /// Inlinable, as `_$willModify()` is: every level of a change made through nested state
  /// compares one (`SendProfile growth deep-send`).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token && lhs.tags == rhs.tags
  }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.token))
    hasher.combine(self.tags)
  }

  /// Gives the value a new identity, because it is about to change in place.
  ///
  /// An identity no other value shares (the token is referenced from here only) is kept: no
  /// copy can be told apart from the changed value by it, and renewing it would allocate at
  /// each level of every change made through nested state (`SendProfile growth deep-send`).
  @inlinable
  public mutating func _$willModify() {
    if !isKnownUniquelyReferenced(&self.token) {
      self.token = Token()
    }
  }

  /// The identity of a case's associated value, tagged with the case (the same value in another
  /// case is another identity); a new identity when the value is not observable, so that
  /// replacing it always notifies. Several associated values come as one tuple.
  ///
  /// - Parameters:
  ///   - value: The associated value.
  ///   - tag: The position of the case in its enum.
  /// - Returns: The identity.
  @_disfavoredOverload
  public static func _$id<Value>(for value: Value, tag: Int) -> Self {
    Self(tags: [tag])
  }

  /// The identity of a case's associated value, tagged with the case.
  ///
  /// - Parameters:
  ///   - value: The associated value.
  ///   - tag: The position of the case in its enum.
  /// - Returns: The value's identity, tagged with the case.
  public static func _$id(for value: some ObservableState, tag: Int) -> Self {
    var id = value._$id
    id.tags.append(tag)
    return id
  }

  /// The identity of a case without associated values, tagged with the case: every value of
  /// the case is the same value.
  ///
  /// - Parameters:
  ///   - value: `()`.
  ///   - tag: The position of the case in its enum.
  /// - Returns: The identity all values of the case share.
  public static func _$id(for value: Void, tag: Int) -> Self {
    var id = Self.unit
    id.tags.append(tag)
    return id
  }

  // The identity the cases without associated values share, before their tag.
  private static let unit = Self()

  private init(tags: [Int]) {
    self.token = Token()
    self.tags = tags
  }

  @usableFromInline
  final class Token: Sendable {
    @usableFromInline init() {}
  }
}
