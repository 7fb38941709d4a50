import Foundation

/// A place a ``Shared`` value lives: a root reference (the value of one key) or a part of
/// another reference reached by a key path.
///
/// Every reference reads and writes through its root, so that a change tracker and an assertion
/// deal only with roots; `project`/`embed` move between a root's value and this reference's.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The root whose value holds this reference's.
  var root: any SharedRoot { get }

  /// This reference's part of a value of ``root``.
  func project(_ rootValue: Any) -> Value

  /// Writes this reference's part into a value of ``root``.
  func embed(_ value: Value, into rootValue: inout Any)

  /// The current value; registers an observation of it.
  func read() -> Value

  /// What the reference reads: its key (`.inMemory("count")`), a value, or a part of another
  /// reference.
  var description: String { get }

  /// Changes the value under the root's lock, records it for a change tracker, notifies
  /// observers and saves it through the root's key.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result
}

/// The type-erased face of a root reference: what a change tracker needs.
protocol SharedRoot: AnyObject, Sendable {
  /// The current value, without registering an observation.
  var currentValue: Any { get }

  /// Tells the value's observers that it changed, without changing it: a `Shared` that read
  /// this root was re-pointed at another reference.
  func touch()
}

/// What a root reference tells about its storage.
protocol SharedErrors: AnyObject {
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  var isSaving: Bool { get }
  var isLoading: Bool { get }
  func saveNow() async throws
  func loadNow() async throws
}

extension SharedReference {
  /// The value a `Shared` of this reference reads: while a test store asserts, the value the
  /// assertion expects; otherwise the current value, registering an observation.
  var value: Value {
    if let scope = SharedAssertionScope.current {
      return self.project(scope.expectedValue(of: self.root))
    }
    return self.read()
  }

  /// The value as it stands, without an observation and outside any assertion.
  var currentValue: Value {
    self.project(self.root.currentValue)
  }

  /// What the root tells about its storage; `nil` for a value no key persists.
  var errors: (any SharedErrors)? {
    self.root as? any SharedErrors
  }

  /// The value a dump shows: while a test store asserts, the expected value.
  var dumpedValue: Any {
    guard let scope = SharedAssertionScope.current else { return self.currentValue }
    return self.project(scope.expectedValue(of: self.root))
  }

  /// While a test store asserts, the expected value and the value the step produced, so that a
  /// diff shows the change of a reference that both states hold.
  var diffValues: (Any, Any) {
    guard let scope = SharedAssertionScope.current else {
      return (self.currentValue, self.currentValue)
    }
    let root = self.root
    return (
      self.project(scope.expectedValue(of: root)), self.project(scope.comparedValue(of: root))
    )
  }
}

/// Whether two references hold equal values; while a test store asserts, the left side is the
/// expected value and the right side the value the step produced, even for one reference.
func sharedValuesAreEqual<Value: Equatable>(
  _ lhs: any SharedReference<Value>,
  _ rhs: any SharedReference<Value>
) -> Bool {
  guard let scope = SharedAssertionScope.current else {
    return lhs.currentValue == rhs.currentValue
  }
  let expected = lhs.project(scope.expectedValue(of: lhs.root))
  let compared = rhs.project(scope.comparedValue(of: rhs.root))
  return expected == compared
}
