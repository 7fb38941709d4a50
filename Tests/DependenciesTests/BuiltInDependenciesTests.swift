import Dependencies
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct BuiltInDependenciesTests {
  // MARK: fireAndForget

  @Test func fireAndForgetRunsTheWorkToCompletionInTests() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let didRun = LockIsolated(false)
    await fireAndForget {
      await Task.yield()
      didRun.setValue(true)
    }
    #expect(didRun.value)
  }

  @Test func fireAndForgetReportsAnErrorInTests() async {
    struct Failure: Error {}
    @Dependency(\.fireAndForget) var fireAndForget
    await withKnownIssue {
      await fireAndForget { throw Failure() }
    } matching: { issue in
      issue.error is Failure || issue.description.contains("Failure")
    }
  }

  @Test func fireAndForgetInTheAppReturnsBeforeTheWorkEnds() async {
    let gate = AsyncStream<Void>.makeStream()
    let didFinish = LockIsolated(false)
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        for await _ in gate.stream {}
        didFinish.setValue(true)
      }
    }
    // The work is still waiting for the gate: the call did not wait for it.
    #expect(!didFinish.value)
    gate.continuation.finish()
  }

  // MARK: assert, assertionFailure, precondition

  @Test func assertReportsAFailedConditionInTests() {
    @Dependency(\.assert) var assert
    assert(true, "never reported")
    withKnownIssue {
      assert(1 + 1 == 3, "Arithmetic broke.")
    } matching: { issue in
      issue.description.contains("Arithmetic broke.")
    }
  }

  @Test func preconditionReportsAFailedConditionInTests() {
    @Dependency(\.precondition) var precondition
    precondition(true)
    withKnownIssue {
      precondition(false, "Not ready.")
    } matching: { issue in
      issue.description.contains("Not ready.")
    }
  }

  @Test func assertionFailureReportsThroughTheAssertDependency() {
    @Dependency(\.assertionFailure) var assertionFailure
    withKnownIssue {
      assertionFailure("Unreachable.")
    } matching: { issue in
      issue.description.contains("Unreachable.")
    }
  }

  // MARK: preferredLocales

  @Test func preferredLocalesCanBeFixed() {
    withDependencies {
      $0.preferredLocales = [Locale(identifier: "fr_FR"), Locale(identifier: "en_GB")]
    } operation: {
      @Dependency(\.preferredLocales) var locales
      #expect(locales.map(\.identifier) == ["fr_FR", "en_GB"])
    }
  }

  @Test func preferredLocalesHaveNoTestValue() {
    @Dependency(\.preferredLocales) var locales
    withKnownIssue {
      _ = locales
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.preferredLocales) has no test implementation"#)
    }
  }

  // MARK: Fresh values

  @Test func testValuesUseTheTestContextWithFreshDefaults() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 0)
    withDependencies {
      $0 = .live
      $0 = .test
    } operation: {
      @Dependency(\.context) var context
      @Dependency(\.counter) var fresh
      #expect(context == .test)
      #expect(fresh.next() == 0)
    }
    #expect(DependencyValues.live.context == .live)
    #expect(DependencyValues.preview.context == .preview)
  }

  // MARK: shouldReportUnimplemented

  @Test func shouldReportUnimplementedIsFalseOnlyWhileOverriding() {
    #expect(ReportingClient.shouldReportUnimplemented)
    withDependencies {
      #expect(!ReportingClient.shouldReportUnimplemented)
      $0[ReportingClient.self].name = "overridden"
    } operation: {
      #expect(ReportingClient.shouldReportUnimplemented)
      @Dependency(ReportingClient.self) var client
      #expect(client.name == "overridden")
    }
  }

  @Test func aTestValueCanReportWhenNotOverriding() {
    withKnownIssue {
      @Dependency(ReportingClient.self) var client
      _ = client
    } matching: { issue in
      issue.description == "Issue recorded: Override ReportingClient."
        || issue.description.contains("Override ReportingClient.")
    }
  }
}

private struct ReportingClient: TestDependencyKey {
  var name = "default"

  static var testValue: ReportingClient {
    if shouldReportUnimplemented {
      reportIssue("Override ReportingClient.")
    }
    return ReportingClient()
  }
}
