import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependenciesTraitTests {
  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 7)))
  func keyPathTraitOverridesTheDependency() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 7))
  }

  @Test(.dependency(Greeter(greet: { "Hi, \($0)" })))
  func typeTraitOverridesATypeThatIsItsOwnKey() {
    @Dependency(Greeter.self) var greeter
    #expect(greeter.greet("Blob") == "Hi, Blob")
  }

  @Test(
    .dependencies {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
  )
  func closureTraitChangesSeveralDependencies() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
    #expect(now == Date(timeIntervalSince1970: 1))
  }

  @Test(.dependencies, arguments: 1...4)
  func eachArgumentGetsFreshDefaults(_ argument: Int) {
    @Dependency(Tally.self) var tally
    #expect(tally.next() == 1)
  }

  @Test(.dependency(\.uuid, .incrementing), arguments: 1...3)
  func eachArgumentGetsItsOwnOverrideValue(_ argument: Int) {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 1)))
  func withDependenciesInsideTheTestStillWins() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 2)
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 2))
    }
  }

  @Test(.dependency(\.reference, Reference()))
  func aValueThatIsNotSendableIsMadeForTheTest() {
    @Dependency(\.reference) var reference
    reference.count += 1
    #expect(reference.count == 1)
  }

  @Test func withoutATraitAMissingOverrideStillReports() {
    withKnownIssue {
      @Dependency(\.date.now) var now
      _ = now
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.date)"#)
    }
  }

  @Suite(.dependency(\.date.now, Date(timeIntervalSince1970: 10)))
  struct SuiteTrait {
    @Test func testsInheritTheSuitesTrait() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 10))
    }

    @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 11)))
    func aTestsTraitWinsOverItsSuites() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 11))
    }

    @Test(.dependency(\.uuid, .incrementing))
    func aTestsTraitAddsToItsSuites() {
      @Dependency(\.date.now) var now
      @Dependency(\.uuid) var uuid
      #expect(now == Date(timeIntervalSince1970: 10))
      #expect(uuid() == UUID(0))
    }

    @Suite struct Nested {
      @Test func nestedSuitesInheritTheTrait() {
        @Dependency(\.date.now) var now
        #expect(now == Date(timeIntervalSince1970: 10))
      }
    }
  }

  // The two tests below run in parallel and each counts from 1: the suite's trait gives each
  // test values of its own.
  @Suite(.dependencies)
  struct ParallelTests {
    @Test func first() async {
      @Dependency(Tally.self) var tally
      for expected in 1...5 {
        #expect(tally.next() == expected)
        await Task.yield()
      }
    }

    @Test func second() async {
      @Dependency(Tally.self) var tally
      for expected in 1...5 {
        #expect(tally.next() == expected)
        await Task.yield()
      }
    }
  }
}

private struct Greeter: TestDependencyKey {
  var greet: @Sendable (String) -> String
  static let testValue = Greeter { _ in "" }
}

/// A stateful test value: counts its calls from 1.
private struct Tally: TestDependencyKey {
  var next: @Sendable () -> Int

  static var testValue: Tally {
    let count = LockIsolated(0)
    return Tally {
      count.withValue {
        $0 += 1
        return $0
      }
    }
  }
}

final class Reference {
  var count = 0
}

private enum ReferenceKey: TestDependencyKey {
  static var testValue: UncheckedSendable<Reference> { UncheckedSendable(Reference()) }
}

extension DependencyValues {
  fileprivate var reference: Reference {
    get { self[ReferenceKey.self].wrappedValue }
    set { self[ReferenceKey.self] = UncheckedSendable(newValue) }
  }
}
