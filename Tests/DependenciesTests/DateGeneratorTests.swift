import Dependencies
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DateGeneratorTests {
  @Test func constantAlwaysReturnsTheSameDate() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date = .constant(date)
    } operation: {
      @Dependency(\.date) var now
      #expect(now() == date)
      #expect(now.now == date)
      #expect(now() == date)
    }
  }

  @Test func nowCallsTheClosureEachTime() {
    let seconds = LockIsolated(0.0)
    let generator = DateGenerator {
      seconds.withValue { $0 += 1 }
      return Date(timeIntervalSince1970: seconds.value)
    }
    #expect(generator.now == Date(timeIntervalSince1970: 1))
    #expect(generator() == Date(timeIntervalSince1970: 2))
  }

  @Test func defaultTestValueReportsAnIssueAndReturnsTheEpoch() {
    @Dependency(\.date) var date
    withKnownIssue {
      #expect(date.now == Date(timeIntervalSince1970: 0))
    } matching: { issue in
      issue.description.contains(#"Unimplemented: @Dependency(\.date)"#)
    }
  }

  @Test func liveContextTellsTheSystemDate() {
    let before = Date()
    let now = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(now >= before)
    #expect(now <= Date())
  }

  @Test func settingNowThroughAKeyPathDoesNotReport() {
    let keyPath: any WritableKeyPath<DependencyValues, Date> & Sendable = \.date.now
    withDependencies {
      $0[keyPath: keyPath] = Date(timeIntervalSince1970: 7)
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 7))
    }
  }

  @Test func settingNowFixesTheDate() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date.now = date
    } operation: {
      @Dependency(\.date) var date
      #expect(date.now == Date(timeIntervalSince1970: 1_234_567_890))
      #expect(date() == Date(timeIntervalSince1970: 1_234_567_890))
    }
  }
}
