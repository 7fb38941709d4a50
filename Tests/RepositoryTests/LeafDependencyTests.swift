import Foundation
import ProcessTestSupport
import Testing

/// The repository's own promise, checked in its sources: a leaf feature's dependency stays in
/// the leaf. (Not in `PrimeFeatureTests`: a feature copied from Prime would inherit a test about
/// the app's other sources.)
@Suite(.timeLimit(.minutes(1)))
struct LeafDependencyTests {
  @Test func primeClientIsALeafDependency() throws {
    func source(_ path: String) throws -> String {
      try String(contentsOf: packageDirectory.appending(path: path), encoding: .utf8)
    }

    let rootSource = try source("Modules/RootFeature/Root.swift")
    let counterSource = try source("Modules/CounterFeature/Counter.swift")
    let primeSource = try source("Modules/PrimeFeature/Prime.swift")

    // The parents present Prime without knowing that it needs a client …
    for parent in [rootSource, counterSource] {
      #expect(!parent.contains("primeClient"))
      #expect(!parent.contains("PrimeClient"))
    }
    // … which Prime reads for itself.
    #expect(primeSource.contains(#"@Dependency(\.primeClient)"#))
    #expect(rootSource.contains("case prime(Prime)"))
  }
}
