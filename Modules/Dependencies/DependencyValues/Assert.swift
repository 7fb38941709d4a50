/// Checks a condition: in the app it stops the program as `assert` or `precondition` does; in
/// tests it reports an issue instead, so that a test can check that code asserts.
///
/// ```swift
/// @Dependency(\.assert) var assert
/// assert(count >= 0, "The count went negative.")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`, with `message` for when it does not hold.
  ///
  /// - Parameters:
  ///   - condition: The condition that must hold.
  ///   - message: What went wrong when it does not.
  ///   - file: The file of the check.
  ///   - line: The line of the check.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition` where it is called.
  ///
  /// - Parameters:
  ///   - condition: The condition that must hold.
  ///   - message: What went wrong when it does not.
  ///   - file: The file of the check.
  ///   - line: The line of the check.
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    self.callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// Stops on a failure: in the app as `assertionFailure` does; in tests it reports an issue.
public protocol AssertionFailureEffect: Sendable {
  /// Reports a failure with `message`.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - file: The file of the failure.
  ///   - line: The line of the failure.
  func callAsFunction(
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionFailureEffect {
  /// Reports a failure where it is called.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - file: The file of the failure.
  ///   - line: The line of the failure.
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    self.callAsFunction(message(), file: file, line: line)
  }
}

extension DependencyValues {
  /// Asserts a condition: Swift's `assert` in the app, an issue in tests.
  public var assert: any AssertionEffect {
    self[AssertKey.self]
  }

  /// Reports a failure through ``assert``: Swift's `assertionFailure` in the app, an issue in
  /// tests.
  public var assertionFailure: any AssertionFailureEffect {
    FailingAssertion(assert: self.assert)
  }

  /// Checks a precondition: Swift's `precondition` in the app (in every build configuration), an
  /// issue in tests.
  public var precondition: any AssertionEffect {
    self[PreconditionKey.self]
  }
}

/// Swift's own check: `assert` (compiled out of optimized builds) or `precondition`.
private struct SwiftAssertion: AssertionEffect {
  let isPrecondition: Bool

  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    if self.isPrecondition {
      Swift.precondition(condition(), message(), file: file, line: line)
    } else {
      Swift.assert(condition(), message(), file: file, line: line)
    }
  }
}

private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    if !condition() {
      reportIssue(message(), fileID: file, filePath: file, line: line, column: 1)
    }
  }
}

private struct FailingAssertion: AssertionFailureEffect {
  let assert: any AssertionEffect

  func callAsFunction(
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    self.assert(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = SwiftAssertion(isPrecondition: false)
  static let testValue: any AssertionEffect = ReportingAssertion()
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = SwiftAssertion(isPrecondition: true)
  static let testValue: any AssertionEffect = ReportingAssertion()
}
