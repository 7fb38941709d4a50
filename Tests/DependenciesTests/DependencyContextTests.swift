import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependencyContextTests {
  @Test func detectedContextUnderSwiftTestIsTest() {
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues().context == .test)
    @Dependency(\.context) var context
    #expect(context == .test)
  }

  @Test func testContextResolvesTestValue() {
    @Dependency(\.contextualString) var value
    #expect(value == "test")
  }

  @Test func previewContextResolvesPreviewValue() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.context) var context
      @Dependency(\.contextualString) var value
      #expect(context == .preview)
      #expect(value == "preview")
    }
  }

  @Test func liveContextResolvesLiveValue() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.context) var context
      @Dependency(\.contextualString) var value
      #expect(context == .live)
      #expect(value == "live")
    }
  }

  @Test func explicitTestContextResolvesTestValue() {
    withDependencies {
      $0.context = .live
    } operation: {
      withDependencies {
        $0.context = .test
      } operation: {
        @Dependency(\.contextualString) var value
        #expect(value == "test")
      }
    }
  }

  @Test func contextIsRestoredAfterTheScope() {
    @Dependency(\.contextualString) var value
    withDependencies {
      $0.context = .preview
    } operation: {
      #expect(value == "preview")
    }
    #expect(value == "test")
  }

  @Test func overrideWinsOverEveryContextsDefault() {
    for context in DependencyContext.allCases {
      withDependencies {
        $0.context = context
        $0.contextualString = "override"
      } operation: {
        @Dependency(\.contextualString) var value
        #expect(value == "override", "in context \(context)")
      }
    }
  }

  @Test func rawValuesMatchTheEnvironmentVariableSpelling() {
    #expect(DependencyContext(rawValue: "live") == .live)
    #expect(DependencyContext(rawValue: "preview") == .preview)
    #expect(DependencyContext(rawValue: "test") == .test)
    #expect(DependencyContext(rawValue: "Live") == nil)
  }
}
