/// The stable identity of an element of a navigation stack.
///
/// Ids come from the `\.stackElementID` dependency: 0, 1, 2 … in each test, so tests can name
/// elements with integer literals: `.path(.element(id: 0, action: .incrementButtonTapped))`.
public struct StackElementID: Hashable, Comparable, Sendable, CustomDumpStringConvertible {
  /// The id's number.
  public let rawValue: Int

  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders ids by their number: an element pushed earlier has a smaller id.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The id as dumps and test failure diffs show it: `#0`, `#1` …
  public var customDumpDescription: String {
    "#\(self.rawValue)"
  }
}

extension StackElementID: CustomStringConvertible {
  /// The id as text: `#0`, `#1` …
  public var description: String { "#\(self.rawValue)" }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// An id written as a number, for tests only.
  ///
  /// > Important: Only tests may spell ids as literals; in an app, ids come from the stack.
  /// > Using a literal outside a test reports an issue.
  public init(integerLiteral value: Int) {
    if !isTesting {
      reportIssue(
        """
        Specifying a stack element ID by an integer literal is only allowed in tests; take ids \
        from 'StackState.ids' instead.
        """
      )
    }
    self.init(rawValue: value)
  }
}

/// Generates ``StackElementID``s, counting up from 0.
public struct StackElementIDGenerator: Sendable {
  private let count: LockIsolated<Int>

  private init(start: Int) {
    self.count = LockIsolated(start)
  }

  /// A generator starting at 0.
  public static var incrementing: StackElementIDGenerator {
    StackElementIDGenerator(start: 0)
  }

  /// Returns the next id.
  public func next() -> StackElementID {
    self.count.withValue { count in
      defer { count += 1 }
      return StackElementID(rawValue: count)
    }
  }

  /// The id ``next()`` would return, without taking it.
  public func peek() -> StackElementID {
    StackElementID(rawValue: self.count.value)
  }

  /// A separate generator that continues from this one's current count.
  func copy() -> StackElementIDGenerator {
    StackElementIDGenerator(start: self.count.value)
  }
}

extension DependencyValues {
  /// Generates the ids of stack elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}
