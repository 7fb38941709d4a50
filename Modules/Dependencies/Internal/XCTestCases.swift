import ConcurrencyExtras

/// Counts the XCTest test cases that started, so that default values are cached per XCTest test
/// method as they are per Swift Testing test.
///
/// This module must not link XCTest (an app would then link it too). The observer that counts is
/// in the `CoreTestSupport` product, which test targets link; it is found by its type's name the
/// first time a default value is read in an XCTest run.
enum XCTestCases {
  /// The mangled name of `CoreTestSupport.XCTestCaseObservation`.
  static let observationTypeName = "15CoreTestSupport21XCTestCaseObservationO"

  private static let started = LockIsolated(0)

  private static let isObserved: Bool = {
    guard let type = _typeByName(observationTypeName) as? any _XCTestCaseObserving.Type else {
      return false
    }
    type._observeTestCases { XCTestCases.started.withValue { $0 += 1 } }
    return true
  }()

  /// The number of the XCTest test case running now, or `nil` when no observer counts them.
  static var current: Int? {
    guard isObserved else { return nil }
    return started.value
  }
}

/// What `CoreTestSupport` implements to tell this module when an XCTest test case starts.
/// `package`, not public: only `CoreTestSupport`, in this package, conforms.
package protocol _XCTestCaseObserving {
  /// Calls `testCaseWillStart` whenever an XCTest test case is about to start.
  static func _observeTestCases(_ testCaseWillStart: @escaping @Sendable () -> Void)
}
