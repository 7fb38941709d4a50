import Dependencies
import Testing

/// An endpoint on a struct that is not a client.
struct Counter {
  @DependencyEndpoint
  var next: () -> Int = { 0 }
}

@Suite(.timeLimit(.minutes(1)))
struct DependencyEndpointTests {
  @Test func endpointOutsideAClientReportsAndReturnsItsDefault() {
    withKnownIssue {
      #expect(Counter().next() == 0)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'Counter.next'"]
    }
  }

  @Test func settingTheEndpointReplacesTheUnimplementedClosure() {
    var counter = Counter()
    counter.next = { 42 }

    #expect(counter.next() == 42)
  }
}

/// Endpoints whose expansions only the compiler can check: `inout` and `@autoclosure`
/// parameters, a keyword for a name, a main-actor closure, and a constant declared after an
/// endpoint (the initializer assigns it before the endpoint's setter runs).
@DependencyClient
struct EdgeCaseClient {
  var update: (_ value: inout Int, _ step: @autoclosure () -> Int) -> Void
  var `return`: (_ id: Int) throws -> Int
  var show: @MainActor (_ message: String) -> Void
  let id: Int
}

@Suite(.timeLimit(.minutes(1)))
struct DependencyEndpointEdgeCaseTests {
  @Test func inoutAndAutoclosureArgumentsReachTheClosure() {
    var client = EdgeCaseClient(id: 1)
    client.update = { value, step in value += step() }
    var total = 1

    client.update(value: &total, step: 41)

    #expect(total == 42)
    #expect(client.id == 1)
  }

  @Test func keywordNamedEndpointIsUnimplementedUntilSet() throws {
    var client = EdgeCaseClient(id: 1)

    withKnownIssue {
      #expect(throws: Unimplemented.self) { try client.return(id: 1) }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'EdgeCaseClient.return'"]
    }
    client.return = { $0 + 1 }
    #expect(try client.return(id: 1) == 2)
  }

  @MainActor @Test func mainActorEndpointGetsAMainActorMethod() {
    let shown = LockIsolated<[String]>([])
    let client = EdgeCaseClient(
      update: { _, _ in }, return: { $0 },
      show: { message in shown.withValue { $0.append(message) } },
      id: 2
    )

    client.show(message: "Hello")

    #expect(shown.value == ["Hello"])
  }
}
