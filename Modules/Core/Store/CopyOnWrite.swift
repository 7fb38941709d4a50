/// Keeps a large value in copy-on-write heap storage: the struct that holds it stays small on
/// the stack, copies share storage until one is changed, and equality of copies that share
/// storage is decided in constant time.
///
/// ```swift
/// struct State: Equatable {
///   @CopyOnWrite var catalog: Catalog  // thousands of fields
///   var selection: Int?
/// }
/// ```
///
/// Reach for it when a feature's state is large (the store warns in debug builds when a state
/// is bigger than 64 KiB) or nests deeply; `@PresentationState` uses the same storage for
/// presented children. It compares, hashes, encodes and dumps like the value itself.
@propertyWrapper
public struct CopyOnWrite<Value> {
  @usableFromInline var storage: Storage

  /// Stores a value.
  ///
  /// - Parameter wrappedValue: The value.
  public init(wrappedValue: Value) {
    self.storage = Storage(wrappedValue)
  }

  /// The value; changing it copies the storage first if another copy shares it.
  @inlinable
  public var wrappedValue: Value {
    // Yielded where it is stored: a reader that only looks (`box.wrappedValue != nil`) copies
    // nothing.
    _read { yield self.storage.value }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.value = newValue
      } else {
        self.storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(self.storage.value)
      }
      yield &self.storage.value
    }
  }

  /// The wrapper itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Whether two values share storage (and so are equal without comparing contents).
  public func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }

  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Unchecked: every access goes through the wrapper, which changes the value only while it
    // holds the storage alone, so no two accesses overlap. The runtime's check of a class's
    // stored property cost a presentation's setter and identity four checks each per action,
    // about 3 % of present + dismiss (`SendProfile growth present`).
    @exclusivity(unchecked) @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
  }
}

extension CopyOnWrite: Equatable where Value: Equatable {
  /// Whether two values are equal: at once when they share storage, else by contents.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || self.hasEqualContents(lhs, rhs)
  }

  // Apart from `==` because a debug build reserves the stack space of every temporary of a
  // function when it is called: comparing shared storage must not reserve room for copies of a
  // large value.
  @inline(never)
  private static func hasEqualContents(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension CopyOnWrite: Hashable where Value: Hashable {
  /// Hashes the value the wrapper holds.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

// Copy-on-write: a shared storage is never mutated, so values are as safe to share as `Value`.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}

extension CopyOnWrite: Decodable where Value: Decodable {
  /// Decodes the value the wrapper holds.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension CopyOnWrite: Encodable where Value: Encodable {
  /// Encodes the value the wrapper holds, as if it were not wrapped.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension CopyOnWrite: CustomReflectable {
  /// Reflects the value the wrapper holds, so that dumps and diffs show it unwrapped.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}
