import Dependencies
import Foundation
import Testing

// Each test prepares its own values: prepared values last for the test that prepared them.
@Suite(.timeLimit(.minutes(1)))
struct PrepareDependenciesTests {
  @Test func preparedValueIsTheDefaultEverywhereInTheTest() async {
    prepareDependencies {
      $0.testOnlyNumber = 42
    }
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 42)
    let fromTask = await Task { () -> Int in
      @Dependency(\.testOnlyNumber) var number
      return number
    }.value
    #expect(fromTask == 42)
    let fromNewValues = withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.testOnlyNumber) var number
      return number
    }
    #expect(fromNewValues == 42)
  }

  @Test func preparedValuesDoNotLeakIntoOtherTests() {
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 1)
  }

  @Test func returnsTheClosuresResult() {
    let result = prepareDependencies { _ in "done" }
    #expect(result == "done")
  }

  @Test func theLastValueSetInOnePreparationWins() {
    prepareDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1)
      $0.date.now = Date(timeIntervalSince1970: 2)
    }
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 2))
  }

  @Test func preparedContextBecomesTheDefaultContext() {
    prepareDependencies {
      $0.context = .preview
    }
    @Dependency(\.context) var context
    @Dependency(\.contextualString) var string
    #expect(context == .preview)
    #expect(string == "preview")
  }

  @Test func withDependenciesStillOverridesPreparedValues() {
    prepareDependencies {
      $0.testOnlyNumber = 42
    }
    withDependencies {
      $0.testOnlyNumber = 7
    } operation: {
      @Dependency(\.testOnlyNumber) var number
      #expect(number == 7)
    }
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 42)
  }

  @Test func preparingAValueAlreadyReadReportsAndKeepsIt() {
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 1)
    withKnownIssue {
      prepareDependencies {
        $0.testOnlyNumber = 42
      }
    } matching: { issue in
      issue.description.contains(
        #"@Dependency(\.testOnlyNumber) cannot be prepared: it was already read or prepared"#)
        && issue.sourceLocation?.fileName == "PrepareDependenciesTests.swift"
    }
    #expect(number == 1)
  }

  @Test func preparingTwiceReportsAndKeepsTheFirstValue() {
    prepareDependencies {
      $0.testOnlyNumber = 42
    }
    withKnownIssue {
      prepareDependencies {
        $0.testOnlyNumber = 7
      }
    } matching: { issue in
      issue.description.contains("cannot be prepared")
    }
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 42)
  }

  @Test func previewDefaultsMayBeReplacedUntilPrepared() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.testOnlyNumber) var number
      #expect(number == 1)
      prepareDependencies {
        $0.testOnlyNumber = 42
      }
      #expect(number == 42)
    }
  }

  @Test func readingAnEndpointToPrepareItDoesNotReport() {
    prepareDependencies {
      $0.liveOnlyClient.name = { "prepared" }
    }
    @Dependency(\.liveOnlyClient) var client
    #expect(client.name() == "prepared")
  }
}
