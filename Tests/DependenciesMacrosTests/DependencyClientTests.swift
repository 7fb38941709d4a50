import Dependencies
import Testing

/// A client as an app writes one: endpoints that throw, return a default, return nothing or
/// return an optional; named parameters; one overloaded method.
@DependencyClient
struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
  var resultCount: @Sendable () -> Int = { 7 }
  var log: @Sendable (_ message: String) -> Void
  var cached: @Sendable (Int) -> String?
  @DependencyEndpoint(method: "suggestion")
  var suggestionForPrefix: @Sendable (_ prefix: String) -> String = { prefix in prefix + "…" }
  var limit = 10
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient()
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

/// Whether `issue` is exactly the report of an unimplemented `endpoint`.
func isUnimplemented(_ issue: Issue, _ endpoint: String) -> Bool {
  issue.comments.map(\.rawValue) == ["Unimplemented: '\(endpoint)'"]
}

@Suite(.timeLimit(.minutes(1)))
struct DependencyClientTests {
  @Test func unimplementedThrowingEndpointReportsAndThrows() async {
    let client = SearchClient()

    await withKnownIssue {
      await #expect(throws: Unimplemented.self) {
        try await client.search(query: "swift")
      }
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.search")
    }
  }

  @Test func theErrorNamesTheEndpoint() async {
    await withKnownIssue {
      do {
        _ = try await SearchClient().search("swift")
        Issue.record("an unimplemented endpoint returned")
      } catch {
        #expect("\(error)" == "Unimplemented: 'SearchClient.search'")
        #expect((error as? Unimplemented)?.endpoint == "SearchClient.search")
      }
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.search")
    }
  }

  @Test func unimplementedEndpointReturnsItsDefault() {
    let client = SearchClient()

    withKnownIssue {
      #expect(client.resultCount() == 7)
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.resultCount")
    }
  }

  @Test func unimplementedVoidAndOptionalEndpointsReportAndReturn() {
    let client = SearchClient()

    withKnownIssue {
      client.log(message: "hello")
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.log")
    }
    withKnownIssue {
      #expect(client.cached(1) == nil)
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.cached")
    }
  }

  @Test func eachCallReportsOnce() {
    let client = SearchClient()
    let count = LockIsolated(0)

    withKnownIssue {
      _ = client.resultCount()
      _ = client.resultCount()
    } matching: { issue in
      count.withValue { $0 += 1 }
      return isUnimplemented(issue, "SearchClient.resultCount")
    }
    #expect(count.value == 2)
  }

  @Test func labelledMethodForwardsToTheClosure() async throws {
    var client = SearchClient()
    client.search = { query in [query, query.uppercased()] }

    #expect(try await client.search(query: "swift") == ["swift", "SWIFT"])
    #expect(try await client.search("tca") == ["tca", "TCA"])
  }

  @Test func methodNamedByTheMacroArgumentForwardsToTheClosure() {
    var client = SearchClient()
    client.suggestionForPrefix = { $0 + "UI" }

    #expect(client.suggestion(prefix: "Swift") == "SwiftUI")
  }

  @Test func memberwiseInitializerImplementsEveryEndpoint() async throws {
    let client = SearchClient(
      search: { [$0] },
      resultCount: { 1 },
      log: { _ in },
      cached: { "\($0)" },
      suggestionForPrefix: { $0 },
      limit: 3
    )

    #expect(try await client.search(query: "a") == ["a"])
    #expect(client.resultCount() == 1)
    client.log(message: "no issue")
    #expect(client.cached(2) == "2")
    #expect(client.suggestion(prefix: "p") == "p")
    #expect(client.limit == 3)
  }

  @Test func plainStoredPropertiesKeepTheirDefaults() {
    #expect(SearchClient().limit == 10)
    #expect(SearchClient(limit: 5).limit == 5)
  }

  @Test func overridingOneEndpointLeavesTheOthersUnimplemented() async throws {
    try await withDependencies {
      $0.searchClient.search = { query in ["result for \(query)"] }
    } operation: {
      @Dependency(\.searchClient) var client

      // Not inside `#expect`: a closure's `throws` is not inferred through a macro.
      let results = try await client.search(query: "q")
      #expect(results == ["result for q"])
      withKnownIssue {
        #expect(client.resultCount() == 7)
      } matching: { issue in
        isUnimplemented(issue, "SearchClient.resultCount")
      }
    }
  }

  @Test func aTestValueEndpointThatIsNotOverriddenFailsTheTest() async {
    @Dependency(\.searchClient) var client

    await withKnownIssue {
      _ = try? await client.search(query: "q")
    } matching: { issue in
      isUnimplemented(issue, "SearchClient.search")
    }
  }
}
