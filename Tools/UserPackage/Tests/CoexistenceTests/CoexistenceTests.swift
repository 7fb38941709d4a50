import Coexistence
import Core
import DependenciesTestSupport
import PointFreeDependencies
import Testing

@MainActor
struct CoexistenceTests {
  /// A feature on this toolkit, tested with this toolkit's `TestStore`, reads the client that
  /// the swift-dependencies side of the app declares.
  @Test func theMovedFeatureReadsTheAppsClient() async {
    let store = TestStore(initialState: NumberFact.State(number: 7)) {
      NumberFact()
    } withDependencies: {
      $0.numberClient.fact = { "\($0) is lucky." }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "7 is lucky."
    }
  }

  /// The two registries stay apart: overriding one does not change the other.
  @Test func eachRegistryKeepsItsOwnOverrides() async {
    let pointFree = await PointFreeDependencies.withDependencies {
      $0.numberClient.fact = { "\($0) from swift-dependencies" }
    } operation: {
      @PointFreeDependencies.Dependency(\.numberClient) var client
      return await client.fact(1)
    }
    let ours = await Core.withDependencies {
      $0.numberClient.fact = { "\($0) from Core" }
    } operation: {
      @Core.Dependency(\.numberClient) var client
      return await client.fact(1)
    }
    #expect(pointFree == "1 from swift-dependencies")
    #expect(ours == "1 from Core")
  }

  /// This toolkit's test traits, imported under an alias beside swift-dependencies, set this
  /// toolkit's dependencies for the test.
  @Test(.dependency(\.numberClient.fact, { "\($0) from a trait" }))
  func aTraitOfThisToolkitSetsItsDependency() async {
    @Core.Dependency(\.numberClient) var client
    #expect(await client.fact(2) == "2 from a trait")
  }
}
