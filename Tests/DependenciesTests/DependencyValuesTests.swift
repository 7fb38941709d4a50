import Dependencies
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct DependencyValuesTests {
  @Test func emptyValuesResolveDefaults() {
    let values = DependencyValues()
    #expect(values.testOnlyNumber == 1)
    #expect(values[TestOnlyNumberKey.self] == 1)
  }

  @Test func setterOverridesOneKeyOnly() {
    var values = DependencyValues()
    values.testOnlyNumber = 5
    #expect(values.testOnlyNumber == 5)
    #expect(values[TestOnlyNumberKey.self] == 5)
    #expect(values.liveAndTestNumber == 10)
  }

  @Test func valuesAreValueTyped() {
    var original = DependencyValues()
    original.testOnlyNumber = 5
    var copy = original
    copy.testOnlyNumber = 6
    #expect(original.testOnlyNumber == 5)
    #expect(copy.testOnlyNumber == 6)
  }

  @Test func mergingAppliesTheOtherOverridesOnTop() {
    var base = DependencyValues()
    base.testOnlyNumber = 1_000
    base.liveAndTestNumber = 2_000
    var other = DependencyValues()
    other.testOnlyNumber = 3_000

    let merged = base.merging(other)

    #expect(merged.testOnlyNumber == 3_000)
    #expect(merged.liveAndTestNumber == 2_000)
    #expect(base.testOnlyNumber == 1_000)
  }

  @Test func mergingEmptyValuesChangesNothing() {
    var base = DependencyValues()
    base.testOnlyNumber = 1_000
    base.context = .preview

    let merged = base.merging(DependencyValues())

    #expect(merged.testOnlyNumber == 1_000)
    #expect(merged.context == .preview)
    #expect(merged.contextualString == "preview")
  }

  @Test func mergingTakesTheOtherExplicitContext() {
    var base = DependencyValues()
    base.context = .preview
    var other = DependencyValues()
    other.context = .live

    #expect(base.merging(other).context == .live)
    #expect(base.merging(other).contextualString == "live")
    #expect(other.merging(base).context == .preview)
  }

  @Test func mergingKeepsTheBaseContextWhenTheOtherHasNone() {
    var base = DependencyValues()
    base.context = .live
    var other = DependencyValues()
    other.testOnlyNumber = 3

    let merged = base.merging(other)

    #expect(merged.context == .live)
    #expect(merged.testOnlyNumber == 3)
  }

  @Test func currentValuesReflectTheInnermostScope() {
    withDependencies {
      $0.testOnlyNumber = 2
    } operation: {
      #expect(DependencyValues._current.testOnlyNumber == 2)
    }
    #expect(DependencyValues._current.testOnlyNumber == 1)
  }

  // MARK: Foundation built-ins

  @Test func calendarLocaleAndTimeZoneAreTheCurrentOnesLive() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      @Dependency(\.urlSession) var urlSession
      #expect(calendar == Calendar.autoupdatingCurrent)
      #expect(locale == Locale.autoupdatingCurrent)
      #expect(timeZone == TimeZone.autoupdatingCurrent)
      #expect(urlSession === URLSession.shared)
    }
  }

  @Test func calendarLocaleAndTimeZoneAreOverridden() {
    withDependencies {
      // One property of a value with no test value: the read is part of the override, no issue.
      $0.calendar.timeZone = TimeZone(identifier: "America/New_York")!
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(identifier: "America/New_York")!
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar.timeZone.identifier == "America/New_York")
      #expect(locale.identifier == "en_US_POSIX")
      #expect(timeZone.identifier == "America/New_York")
    }
    withDependencies {
      $0.calendar = Calendar(identifier: .gregorian)
    } operation: {
      @Dependency(\.calendar) var calendar
      #expect(calendar.identifier == .gregorian)
    }
  }

  @Test func foundationBuiltInsReportWhenATestDoesNotOverrideThem() {
    withKnownIssue {
      @Dependency(\.calendar) var calendar
      _ = calendar.identifier
      @Dependency(\.locale) var locale
      _ = locale.identifier
      @Dependency(\.timeZone) var timeZone
      _ = timeZone.identifier
      @Dependency(\.urlSession) var urlSession
      _ = urlSession.configuration
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.calendar) has no test implementation"#)
        || issue.description.contains(#"@Dependency(\.locale) has no test implementation"#)
        || issue.description.contains(#"@Dependency(\.timeZone) has no test implementation"#)
        || issue.description.contains(#"@Dependency(\.urlSession) has no test implementation"#)
    }
  }
}
