import DependenciesMacros
import Testing

/// A client in a file that imports only `DependenciesMacros`: the expansion names what it needs
/// with its module, and the module re-exports `IssueReporting`.
@DependencyClient
public struct PublicGreetingClient: Sendable {
  public var greet: @Sendable (_ name: String) throws -> String
  public var isEnabled: @Sendable () -> Bool = { false }
}

@Suite(.timeLimit(.minutes(1)))
struct DependenciesMacrosImportTests {
  @Test func clientExpandsWithOnlyTheMacrosModuleImported() throws {
    let client = PublicGreetingClient()

    withKnownIssue {
      #expect(throws: Unimplemented.self) { try client.greet(name: "Blob") }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'PublicGreetingClient.greet'"]
    }
    withKnownIssue {
      #expect(client.isEnabled() == false)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'PublicGreetingClient.isEnabled'"]
    }

    let live = PublicGreetingClient(greet: { "Hello, \($0)!" }, isEnabled: { true })
    #expect(try live.greet(name: "Blob") == "Hello, Blob!")
    #expect(live.isEnabled())
  }
}
