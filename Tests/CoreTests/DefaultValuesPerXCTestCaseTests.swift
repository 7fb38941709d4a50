import Core
import XCTest

/// Default values start afresh in every XCTest test method, as in every Swift Testing test:
/// each of the two tests below reads the same defaults and changes them, so whichever runs
/// second fails if it sees what the first left behind.
final class DefaultValuesPerXCTestCaseTests: XCTestCase {
  func testAStartsFromFreshDefaults() {
    self.expectFreshDefaultsThenUseThem()
  }

  func testBStartsFromFreshDefaults() {
    self.expectFreshDefaultsThenUseThem()
  }

  private func expectFreshDefaultsThenUseThem() {
    @Dependency(\.stackElementID) var stackElementID
    @Dependency(\.incrementingUUIDByDefault) var uuid
    @Dependency(\.notesByDefault) var notes

    XCTAssertEqual(stackElementID.next(), 0)
    XCTAssertEqual(uuid(), UUID(0))
    XCTAssertEqual(notes.value, [])

    XCTAssertEqual(stackElementID.next(), 1)
    XCTAssertEqual(uuid(), UUID(1))
    let name = self.name
    notes.withValue { $0.append("written by \(name)") }
  }
}

private enum IncrementingUUIDByDefaultKey: TestDependencyKey {
  static var testValue: UUIDGenerator { .incrementing }
}

/// A reference-type default: what one test writes into it must not reach the next.
private enum NotesByDefaultKey: TestDependencyKey {
  static var testValue: LockIsolated<[String]> { LockIsolated([]) }
}

extension DependencyValues {
  fileprivate var incrementingUUIDByDefault: UUIDGenerator {
    get { self[IncrementingUUIDByDefaultKey.self] }
    set { self[IncrementingUUIDByDefaultKey.self] = newValue }
  }

  fileprivate var notesByDefault: LockIsolated<[String]> {
    get { self[NotesByDefaultKey.self] }
    set { self[NotesByDefaultKey.self] = newValue }
  }
}
