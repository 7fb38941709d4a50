/// The state of a presented child feature (a sheet, a drill-down, an alert), or `nil` when
/// nothing is presented.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// ```
///
/// The value lives in copy-on-write heap storage: a feature can present itself recursively
/// without growing the stack, and comparing two copies of unchanged state is decided by storage
/// identity first, in constant time. It dumps, diffs and compares like a plain optional.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage

  /// Creates the state.
  ///
  /// - Parameter wrappedValue: The presented child's state, or `nil`.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented child's state, or `nil`.
  public var wrappedValue: State? {
    get { self.storage.value }
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

  /// The wrapper itself, for `ifLet(\.$destination, action: \.destination)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Whether two values share storage (and so are equal without comparing contents).
  func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }

  private final class Storage: @unchecked Sendable {
    var value: State?
    init(_ value: State?) { self.value = value }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether two presentations hold equal children (or both none).
  ///
  /// Copies that share storage are equal at once, without comparing the children.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || self.hasEqualContents(lhs, rhs)
  }

  // Apart from `==` because a debug build reserves the stack space of every temporary of a
  // function when it is called: comparing shared storage must not reserve room for copies of a
  // large state.
  @inline(never)
  private static func hasEqualContents(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.storage.value == rhs.storage.value
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented child, or its absence.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

// Copy-on-write: a shared storage is never mutated, so values are as safe to share as `State`.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented child as an optional value.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented child as an optional value.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects the presented child, so that dumps show it like a plain optional.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}
