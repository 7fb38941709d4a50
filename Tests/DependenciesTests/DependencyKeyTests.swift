import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependencyKeyTests {
  @Test func testKeyPreviewValueDefaultsToTestValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.testOnlyNumber) var number
      #expect(number == TestOnlyNumberKey.testValue)
    }
    #expect(TestOnlyNumberKey.previewValue == 1)
  }

  @Test func dependencyKeyPreviewValueDefaultsToLiveValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.liveAndTestNumber) var number
      #expect(number == 100)
    }
    #expect(LiveAndTestNumberKey.previewValue == LiveAndTestNumberKey.liveValue)
  }

  @Test func liveOnlyKeyInPreviewUsesLiveValueWithoutAnIssue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "live")
    }
  }

  @Test func liveOnlyKeyReportsMissingTestImplementationNamingTheDependency() {
    let declarationLine = #line + 1
    @Dependency(\.liveOnlyClient) var client
    withKnownIssue {
      #expect(client.name() == "live")
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.liveOnlyClient) has no test implementation"#)
        && issue.description.contains("Key: LiveOnlyClientKey")
        && issue.description.contains("Value: LiveOnlyClient")
        && issue.sourceLocation?.fileName == "DependencyKeyTests.swift"
        && issue.sourceLocation?.line == declarationLine
    }
  }

  @Test func liveOnlyKeyReportsOnlyOncePerTest() {
    @Dependency(\.liveOnlyClient) var client
    withKnownIssue {
      _ = client.name()
    } matching: { issue in
      issue.description.contains("has no test implementation")
    }
    // A second issue here would fail the test.
    #expect(client.name() == "live")
    @Dependency(\.liveOnlyClient) var again
    #expect(again.name() == "live")
  }

  @Test func liveOnlyKeyReportsAgainInAnotherTest() {
    // Same key as the test above: the issue is reported once per test, not once per process.
    withKnownIssue {
      @Dependency(\.liveOnlyClient) var client
      _ = client.name()
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.liveOnlyClient) has no test implementation"#)
    }
  }

  @Test func liveOnlyTypeThatIsItsOwnKeyReportsMissingTestImplementation() {
    withKnownIssue {
      @Dependency(LiveOnlySelfKeyClient.self) var client
      #expect(client.name() == "live")
    } matching: { issue in
      issue.description.contains(
        "@Dependency(LiveOnlySelfKeyClient.self) has no test implementation"
      )
    }
  }

  @Test func liveOnlyKeyReadThroughItsAccessorNamesTheAccessor() {
    withKnownIssue {
      #expect(DependencyValues._current.liveOnlyClient.name() == "live")
    } matching: { issue in
      issue.description.contains(#"@Dependency(\.liveOnlyClient) has no test implementation"#)
    }
  }

  @Test func liveOnlyKeyReadBySubscriptNamesTheKeyType() {
    withKnownIssue {
      let client = DependencyValues._current[LiveOnlyClientKey.self]
      #expect(client.name() == "live")
    } matching: { issue in
      issue.description.contains("@Dependency(LiveOnlyClientKey) has no test implementation")
    }
  }

  @Test func liveOnlyKeyOverriddenInTestReportsNothing() {
    withDependencies {
      $0.liveOnlyClient = LiveOnlyClient { "mock" }
    } operation: {
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "mock")
    }
  }

  @Test func testOnlyKeyInLiveContextReportsMissingLiveImplementation() {
    withDependencies {
      $0.context = .live
    } operation: {
      let declarationLine = #line + 2
      withKnownIssue {
        @Dependency(\.testOnlyNumber) var number
        #expect(number == 1)
      } matching: { issue in
        issue.description.contains(#"@Dependency(\.testOnlyNumber) has no live implementation"#)
          && issue.description.contains("Conform 'TestOnlyNumberKey' to 'DependencyKey'")
          && issue.sourceLocation?.line == declarationLine
      }
    }
  }

  @Test func testOnlyTypeThatIsItsOwnKeyInLiveContextReportsMissingLiveImplementation() {
    withDependencies {
      $0.context = .live
    } operation: {
      withKnownIssue {
        @Dependency(GreetingClient.self) var greeting
        #expect(greeting.greet("Blob") == "Hello, Blob!")
      } matching: { issue in
        issue.description.contains(
          "@Dependency(GreetingClient.self) has no live implementation"
        )
      }
    }
  }

  @Test func unimplementedEndpointReportsItsNameAndReturnsThePlaceholder() {
    @Dependency(\.numberClient) var client
    withKnownIssue {
      #expect(client.double(2) == -1)
    } matching: { issue in
      issue.description.contains("Unimplemented: NumberClient.double")
    }
  }

  @Test func unimplementedThrowingEndpointReportsAndThrows() {
    @Dependency(\.numberClient) var client
    withKnownIssue {
      #expect(throws: UnimplementedFailure.self) {
        try client.save(1)
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: NumberClient.save")
    }
  }

  @Test func unimplementedAsyncThrowingEndpointReportsAndThrows() async {
    @Dependency(\.numberClient) var client
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) {
        try await client.load()
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: NumberClient.load")
    }
  }

  @Test func overriddenEndpointReportsNothing() async throws {
    try await withDependencies {
      $0.numberClient.load = { 42 }
    } operation: {
      @Dependency(\.numberClient) var client
      let number = try await client.load()
      #expect(number == 42)
    }
  }

  // MARK: Overriding one endpoint

  @Test func overridingOneEndpointOfALiveOnlyClientReportsNothing() {
    withDependencies {
      $0.liveOnlyClient.name = { "override" }
    } operation: {
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "override")
    }
  }

  @Test func overridingOneEndpointAsynchronouslyReportsNothing() async {
    await withDependencies {
      $0.liveOnlyClient.name = { "override" }
    } operation: {
      await Task.yield()
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "override")
    }
  }

  @Test func readOutsideTheOverrideStillReportsOnce() {
    withDependencies {
      $0.liveOnlyClient.name = { "override" }
    } operation: {
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "override")
    }
    let issues = LockIsolated(0)
    withKnownIssue {
      @Dependency(\.liveOnlyClient) var client
      #expect(client.name() == "live")
      @Dependency(\.liveOnlyClient) var again
      #expect(again.name() == "live")
    } matching: { issue in
      issues.withValue { $0 += 1 }
      return issue.description.contains(
        #"@Dependency(\.liveOnlyClient) has no test implementation"#
      )
    }
    #expect(issues.value == 1)
  }
}
