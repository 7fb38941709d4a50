import Foundation

/// Records the shared values a test changes, so that a test store can assert them like state.
///
/// A test store installs its tracker (``current``) around every action it sends; the effects
/// started there inherit it. The first change to a reference records the reference's value
/// before it (its baseline). ``capture()`` takes the values after a step, and
/// ``withAssertion(expectingFrom:comparingWith:actual:_:)`` runs an assertion in which shared
/// values read and write an expected copy instead of the live one.
@_spi(SharedChangeTracking)
public final class SharedChangeTracker: @unchecked Sendable {
  /// The tracker that records the changes made in the current task.
  @TaskLocal public static var current: SharedChangeTracker?

  private let lock = NSLock()
  private var baselines: [ObjectIdentifier: (root: any SharedRoot, value: Any)] = [:]
  private var wroteSinceAccept = false

  /// Creates a tracker with nothing recorded.
  public init() {}

  func willModify(_ root: any SharedRoot, value: Any) {
    self.lock.withLock {
      self.wroteSinceAccept = true
      let id = ObjectIdentifier(root)
      if self.baselines[id] == nil {
        self.baselines[id] = (root, value)
      }
    }
  }

  /// The current values of every reference changed since tracking began.
  public func capture() -> SharedSnapshot {
    let roots = self.lock.withLock { self.baselines.map(\.value.root) }
    var values: [ObjectIdentifier: Any] = [:]
    for root in roots {
      values[ObjectIdentifier(root)] = root.currentValue
    }
    return SharedSnapshot(values: values)
  }

  /// Whether a shared value was written (changed or set to the same value) since the last
  /// ``accept(_:)``: a step that wrote one is not reported for changing no state.
  public var hasWritesSinceLastAssertion: Bool {
    self.lock.withLock { self.wroteSinceAccept }
  }

  /// Makes the values of a snapshot the ones the next assertion starts from.
  public func accept(_ snapshot: SharedSnapshot) {
    self.lock.withLock {
      self.wroteSinceAccept = false
      for (id, value) in snapshot.values {
        self.baselines[id]?.value = value
      }
    }
  }

  /// Runs an assertion: inside `body`, reading a shared value gives its expected value (the
  /// value of `start`, plus the changes `body` made), writing one changes only that expected
  /// value, and comparing two shared values compares the expected value (left) with the value
  /// of ``SharedAssertionScope/comparesWith`` (right). Dumps and diffs show both.
  ///
  /// - Parameters:
  ///   - start: The values the expected ones start from.
  ///   - other: The values the expected ones are compared with.
  ///   - actual: The values after the step under assertion.
  ///   - body: The assertion.
  /// - Returns: What `body` returns.
  public func withAssertion<Result>(
    expectingFrom start: SharedSide,
    comparingWith other: SharedSide,
    actual: SharedSnapshot,
    _ body: (SharedAssertionScope) throws -> Result
  ) rethrows -> Result {
    let scope = SharedAssertionScope(
      tracker: self, start: start, comparesWith: other, actual: actual
    )
    return try SharedAssertionScope.$current.withValue(scope) { try body(scope) }
  }

  func baseline(of root: any SharedRoot) -> Any {
    self.lock.withLock { self.baselines[ObjectIdentifier(root)]?.value } ?? root.currentValue
  }
}

/// The values of the changed shared references at one moment of a test.
@_spi(SharedChangeTracking)
public struct SharedSnapshot: @unchecked Sendable {
  let values: [ObjectIdentifier: Any]

  /// A snapshot of nothing.
  public init() { self.values = [:] }

  init(values: [ObjectIdentifier: Any]) { self.values = values }
}

/// Which values of the shared references an assertion reads.
@_spi(SharedChangeTracking)
public enum SharedSide: Sendable {
  /// The values as of the last assertion.
  case baseline
  /// The values after the step under assertion.
  case actual
}

/// One running assertion (see ``SharedChangeTracker/withAssertion(expectingFrom:comparingWith:actual:_:)``).
@_spi(SharedChangeTracking)
public final class SharedAssertionScope: @unchecked Sendable {
  // Only used by the task running the assertion, synchronously.
  @TaskLocal static var current: SharedAssertionScope?

  private let tracker: SharedChangeTracker
  private let start: SharedSide
  private let actual: SharedSnapshot
  private var expected: [ObjectIdentifier: Any] = [:]
  /// The values comparisons put on the right of the expected values.
  public var comparesWith: SharedSide

  init(
    tracker: SharedChangeTracker,
    start: SharedSide,
    comparesWith: SharedSide,
    actual: SharedSnapshot
  ) {
    self.tracker = tracker
    self.start = start
    self.comparesWith = comparesWith
    self.actual = actual
  }

  func expectedValue(of root: any SharedRoot) -> Any {
    self.expected[ObjectIdentifier(root)] ?? self.value(of: root, self.start)
  }

  func setExpectedValue(_ value: Any, of root: any SharedRoot) {
    self.expected[ObjectIdentifier(root)] = value
  }

  func comparedValue(of root: any SharedRoot) -> Any {
    self.value(of: root, self.comparesWith)
  }

  private func value(of root: any SharedRoot, _ side: SharedSide) -> Any {
    switch side {
    case .baseline:
      return self.tracker.baseline(of: root)
    case .actual:
      return self.actual.values[ObjectIdentifier(root)] ?? self.tracker.baseline(of: root)
    }
  }
}
