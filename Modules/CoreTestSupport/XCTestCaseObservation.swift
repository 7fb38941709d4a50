import Dependencies

#if canImport(XCTest)
  import XCTest
#endif

/// Tells `Dependencies` when an XCTest test case starts, so that default values (stack element
/// ids, `.incrementing` uuids, reference-type defaults) start afresh in every test method.
/// `Dependencies` finds this type by its name; nothing else uses it.
enum XCTestCaseObservation: _XCTestCaseObserving {
  static func _observeTestCases(_ testCaseWillStart: @escaping @Sendable () -> Void) {
    #if canImport(XCTest)
      XCTestObservationCenter.shared.addTestObserver(Observer(testCaseWillStart))
    #endif
  }

  #if canImport(XCTest)
    private final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
      let testCaseWillStart: @Sendable () -> Void

      init(_ testCaseWillStart: @escaping @Sendable () -> Void) {
        self.testCaseWillStart = testCaseWillStart
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        self.testCaseWillStart()
      }
    }
  #endif
}
