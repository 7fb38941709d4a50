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
  // The copy-on-write storage `@CopyOnWrite` provides, for an optional child.
  @usableFromInline var storage: CopyOnWrite<State?>

  /// Creates the state.
  ///
  /// - Parameter wrappedValue: The presented child's state, or `nil`.
  public init(wrappedValue: State?) {
    self.storage = CopyOnWrite(wrappedValue: wrappedValue)
  }

  /// The presented child's state, or `nil`.
  @inlinable
  public var wrappedValue: State? {
    get { self.storage.wrappedValue }
    set { self.storage.wrappedValue = newValue }
    _modify { yield &self.storage.wrappedValue }
  }

  /// Whether a child is presented, read without copying it.
  @inlinable
  var isPresented: Bool {
    self.storage.wrappedValue != nil
  }

  /// The wrapper itself, for `ifLet(\.$destination, action: \.destination)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The associated value of the presented enum case, if the presented state is in it.
  ///
  /// ```swift
  /// state.$destination[case: \.counter]?.count += 1  // changes the presented counter
  /// state.$destination[case: \.alert] = nil          // dismisses the presented alert
  /// ```
  ///
  /// Writing through the subscript (`nil` included) while another case is presented reports an
  /// issue and changes nothing. Writing when nothing is presented changes nothing.
  ///
  /// - Parameter caseKeyPath: The case.
  public subscript<Case>(case caseKeyPath: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self.wrappedValue?[case: caseKeyPath] }
    _modify {
      let presented = self.wrappedValue
      var value = presented?[case: caseKeyPath]
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let presented {
          reportUnrelatedCase(presented, of: "The presented state", caseKeyPath: caseKeyPath)
        }
        return
      }
      self.wrappedValue = value.map { caseKeyPath($0) }
    }
  }

  /// Whether two values share storage (and so are equal without comparing contents).
  func sharesStorage(with other: Self) -> Bool {
    self.storage.sharesStorage(with: other.storage)
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether two values are equal: at once when they share storage, else by contents.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the value the wrapper holds.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.storage)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the value the wrapper holds.
  public init(from decoder: any Decoder) throws {
    self.storage = try CopyOnWrite(from: decoder)
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the value the wrapper holds, as if it were not wrapped.
  public func encode(to encoder: any Encoder) throws {
    try self.storage.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects the value the wrapper holds, so that dumps and diffs show it unwrapped.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}
