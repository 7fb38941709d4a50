import Core
import Foundation
import Testing

/// A leaf feature gains a dependency with zero changes to its parents: the parent's test store
/// overrides it, and the parent's source never names it.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct LeafDependencyTests {
  @Test func overrideOnTheParentsStoreReachesTheChildsEffect() async {
    let names = LockIsolated<[String]>([])
    let store = TestStore(initialState: ParentFeature.State()) {
      ParentFeature()
    } withDependencies: {
      $0.welcomeClient.message = { name in
        names.withValue { $0.append(name) }
        return "Hi, \(name)!"
      }
    }

    await store.send(.child(.welcomeButtonTapped)) {
      $0.child.isLoading = true
    }
    await store.receive(.child(.messageResponse("Hi, Blob!"))) {
      $0.child.isLoading = false
      $0.child.message = "Hi, Blob!"
    }
    await store.receive(.child(.delegate(.didWelcome))) {
      $0.welcomeCount = 1
    }
    #expect(names.value == ["Blob"])
  }

  @Test func childsClientIsUnimplementedUnlessTheTestOverridesIt() async {
    let store = TestStore(initialState: ParentFeature.State()) {
      ParentFeature()
    }

    await withKnownIssue {
      await store.send(.child(.welcomeButtonTapped)) {
        $0.child.isLoading = true
      }
      await store.receive(.child(.messageFailed)) {
        $0.child.isLoading = false
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: WelcomeClient.message")
    }
  }

  @Test func parentSourceNeverNamesTheChildsDependency() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .appendingPathComponent("ParentFeature.swift")
    let source = try String(contentsOf: url, encoding: .utf8).lowercased()

    // The right file: it composes the child.
    #expect(source.contains("scope(state: \\.child, action: \\.child)"))
    #expect(source.contains("childfeature()"))
    // And it does not know about the child's client.
    #expect(!source.contains("welcomeclient"))
    #expect(!source.contains("@dependency"))
  }
}
