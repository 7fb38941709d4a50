import CoreTestSupport
import Foundation
import Sharing
import Testing

/// Reading a shared value while `withLock` changes it (the same root, directly or through a
/// derived or unwrapped `Shared`) sees the value from before the change and never traps.
@Suite(.timeLimit(.minutes(1)))
struct SharedWithLockReadTests {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  @Test func readingTheSameSharedInsideItsLock() {
    @Shared(.inMemory("xs")) var xs: [Int] = [1, 2]
    $xs.withLock { $0.append(xs.count) }
    #expect(xs == [1, 2, 2])
  }

  @Test func readsInsideTheLockSeeTheValueFromBeforeTheChange() {
    @Shared(value: 1) var count: Int
    let seen = $count.withLock { value -> [Int] in
      value = 5
      return [value, count]
    }
    #expect(seen == [5, 1])
    #expect(count == 5)
  }

  @Test func readingADerivedSharedInsideTheRootsLock() {
    @Shared(.inMemory("ys")) var ys: [Int] = [10, 20]
    let first = $ys[dynamicMember: \.[0]]
    $ys.withLock { $0.append(first.wrappedValue) }
    #expect(ys == [10, 20, 10])
  }

  @Test func readingTheRootInsideADerivedSharedsLock() {
    @Shared(.inMemory("ys")) var ys: [Int] = [10, 20]
    let first = $ys[dynamicMember: \.[0]]
    first.withLock { $0 += ys.count }
    #expect(ys == [12, 20])
  }

  @Test func removingARowReadThroughItsOwnShared() {
    @Shared(value: [Row(id: 1, title: "a"), Row(id: 2, title: "b")]) var rows: [Row]
    let row = $rows[dynamicMember: \.[0]]
    $rows.withLock { rows in rows.removeAll { $0.id == row.wrappedValue.id } }
    #expect(rows == [Row(id: 2, title: "b")])
  }

  @Test func aThrowingBodyKeepsTheChangesMadeBeforeItThrew() {
    struct Failure: Error {}
    @Shared(value: 0) var count: Int
    #expect(throws: Failure.self) {
      try $count.withLock { value in
        value = 3
        throw Failure()
      }
    }
    #expect(count == 3)
  }
}
