import Synchronization

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
  // The enum cases that lead to the value whose token this is, innermost in the lowest byte: a
  // byte per case (its position + 1), so that the path is compared at no cost and copied
  // without a retain (an array of tags cost a retain and a release at every level of every
  // change made through nested state: `SendProfile growth deep-send`).
  @usableFromInline var casePath: UInt64

  /// A new, unique identity.
  public init() {
    self.token = Token()
    self.casePath = 0
  }

  /// Whether two identities are the same.
  ///
  /// Inlinable, as `_$willModify()` is: every level of a change made through nested state
  /// compares one (`SendProfile growth deep-send`).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token && lhs.casePath == rhs.casePath
  }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.token))
    hasher.combine(self.casePath)
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

  /// The identity of a case's associated value that is not observable: a new identity (no
  /// other is equal to it, whatever its case), so that replacing the value always notifies.
  ///
  /// - Parameters:
  ///   - value: The associated value.
  ///   - tag: The position of the case in its enum.
  /// - Returns: A new identity.
  @_disfavoredOverload
  public static func _$id<Value>(for value: Value, tag: Int) -> Self {
    Self()
  }

  /// The identity of a case's associated value, tagged with the case.
  ///
  /// - Parameters:
  ///   - value: The associated value.
  ///   - tag: The position of the case in its enum.
  /// - Returns: The value's identity, tagged with the case.
  public static func _$id(for value: some ObservableState, tag: Int) -> Self {
    value._$id.tagged(tag)
  }

  /// The identity of a case without associated values, tagged with the case: every value of
  /// the case is the same value.
  ///
  /// - Parameters:
  ///   - value: `()`.
  ///   - tag: The position of the case in its enum.
  /// - Returns: The identity all values of the case share.
  public static func _$id(for value: Void, tag: Int) -> Self {
    Self.unit.tagged(tag)
  }

  // The identity the cases without associated values share, before their tag.
  private static let unit = Self()

  /// This identity inside the case at `tag`. A path longer than eight cases, or a case past the
  /// 254th, does not fit: the value gets a new identity instead, which is never equal to
  /// another, so that its readers are told of every write rather than miss one.
  private func tagged(_ tag: Int) -> Self {
    guard (0..<255).contains(tag), self.casePath >> 56 == 0 else { return Self() }
    var id = self
    id.casePath = self.casePath << 8 | UInt64(tag + 1)
    return id
  }

  /// The identity as plain numbers, for comparing after a change in place without holding the
  /// value's token.
  ///
  /// Inlinable: every level of a change made through nested state reads one.
  @inlinable
  public var mark: Mark {
    Mark(serial: self.token.serial, casePath: self.casePath)
  }

  /// An identity as plain numbers: equal marks are the same identity, and a mark holds no
  /// reference, so taking one costs no retain.
  ///
  /// A change in place of a child compares its mark before and after; held as a token, each
  /// level of a change made through nested state paid a retain and a release
  /// (`SendProfile growth deep-send`). Tokens are numbered, never reused: a token freed during
  /// the change and another made at its address cannot pass for the first.
  public struct Mark: Equatable, Sendable {
    @usableFromInline let serial: UInt64
    @usableFromInline let casePath: UInt64

    @inlinable
    init(serial: UInt64, casePath: UInt64) {
      self.serial = serial
      self.casePath = casePath
    }
  }

  @usableFromInline
  final class Token: Sendable {
    // Unique for the life of the process: numbered from one shared counter.
    @usableFromInline let serial: UInt64

    @usableFromInline init() {
      self.serial = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    private static let counter = Atomic<UInt64>(0)
  }
}
