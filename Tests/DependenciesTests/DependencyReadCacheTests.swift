import Dependencies
import Foundation
import Testing

/// A `@Dependency` property keeps the value it read under one set of overrides; these tests
/// check that it never returns a value the overrides in force would not give.
@Suite(.timeLimit(.minutes(1)))
struct DependencyReadCacheTests {
  /// One property read many times, as a reducer's `@Dependency` is.
  struct Reader: Sendable {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    @Dependency(CounterKey.self) var counter
  }

  /// Shared by two tests that run in parallel, each with its own default `Counter`.
  static let sharedReader = Reader()

  @Test func anOverrideChangedBetweenTwoReadsIsSeen() {
    let reader = Reader()
    withDependencies {
      $0.uuid = .constant(UUID(1))
    } operation: {
      #expect(reader.uuid() == UUID(1))
      #expect(reader.uuid() == UUID(1))
    }
    withDependencies {
      $0.uuid = .constant(UUID(2))
    } operation: {
      #expect(reader.uuid() == UUID(2))
      withDependencies {
        $0.uuid = .constant(UUID(3))
      } operation: {
        #expect(reader.uuid() == UUID(3))
      }
      #expect(reader.uuid() == UUID(2))
    }
  }

  @Test func aKeyPathIntoADependencyIsAppliedOnEveryRead() {
    let reader = Reader()
    let seconds = LockIsolated(0.0)
    withDependencies {
      $0.date = DateGenerator {
        seconds.withValue { seconds in
          defer { seconds += 1 }
          return Date(timeIntervalSince1970: seconds)
        }
      }
    } operation: {
      #expect(reader.now == Date(timeIntervalSince1970: 0))
      #expect(reader.now == Date(timeIntervalSince1970: 1))
    }
  }

  @Test func aStatefulOverrideKeepsItsState() {
    let reader = Reader()
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      #expect(reader.uuid() == UUID(0))
      #expect(reader.uuid() == UUID(1))
      #expect(reader.uuid() == UUID(2))
    }
  }

  @Test func firstTestReadsItsOwnDefaultThroughASharedProperty() {
    #expect(Self.sharedReader.counter.next() == 0)
    #expect(Self.sharedReader.counter.next() == 1)
  }

  @Test func secondTestReadsItsOwnDefaultThroughASharedProperty() {
    #expect(Self.sharedReader.counter.next() == 0)
    #expect(Self.sharedReader.counter.next() == 1)
  }

  @Test func tasksWithTheirOwnOverridesReadTheirOwnValues() async {
    let reader = Reader()
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<50 {
        group.addTask {
          withDependencies {
            $0.uuid = .constant(UUID(task))
          } operation: {
            (0..<200).allSatisfy { _ in reader.uuid() == UUID(task) }
          }
        }
      }
      for await readTheirOwn in group {
        #expect(readTheirOwn)
      }
    }
  }
}
