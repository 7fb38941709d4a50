import Foundation
import ProcessTestSupport
import Testing

/// `Tools/module-graph` on this package: the layering, and where each dependency key is read.
@Suite(.timeLimit(.minutes(1)))
struct ModuleGraphTests {
  func moduleGraph(_ arguments: String...) async throws -> ProcessResult {
    try await run(["python3", "Tools/module-graph"] + arguments, in: packageDirectory, timeout: 50)
  }

  @Test func primeClientIsReadOnlyByPrimeFeature() async throws {
    let result = try await self.moduleGraph("--keys")
    try #require(result.status == 0, "\(result.output)")
    var keys: [String: [String]] = [:]
    for line in result.output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      keys[String(parts[0])] = parts[1].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }

    // The favorites file has a format of its own (numbers too large are located), so its key
    // names its file in the storage's folder, as the inventory's does.
    #expect(keys["PrimeFeature"] == ["defaultFileStorage", "primeClient"])
    #expect(keys.filter { $0.value.contains("primeClient") }.keys.sorted() == ["PrimeFeature"])
    #expect(keys["CounterFeature"]?.contains("continuousClock") == true)
    #expect(keys["RootFeature"] != nil)
  }

  @Test func edgesFollowTheLayering() async throws {
    let result = try await self.moduleGraph("--edges")
    try #require(result.status == 0, "\(result.output)")
    let edges = Set(result.output.split(separator: "\n").prefix { !$0.isEmpty }.map(String.init))

    #expect(
      edges.isSuperset(of: [
        "CLIApp -> RootFeature", "RootFeature -> PrimeFeature", "PrimeFeature -> Navigation",
        "Navigation -> Core", "Core -> Dependencies", "NewFeaturePlugin -> NewFeatureTool",
        "NewFeatureTool -> NewFeatureKit",
      ]))
    // Dependencies reaches nothing of this project but its macros, which reach only their plugin.
    #expect(
      edges.filter { $0.hasPrefix("Dependencies -> ") } == ["Dependencies -> DependenciesMacros"])
    #expect(
      edges.filter { $0.hasPrefix("DependenciesMacros -> ") }
        == ["DependenciesMacros -> DependenciesMacrosCompilerPlugin"])
    // Only the app reaches the disk.
    #expect(
      edges.filter { $0.hasSuffix(" -> DataFolderStorage") } == ["CLIApp -> DataFolderStorage"])
    #expect(!edges.contains { $0.hasSuffix(" -> RootFeature") && !$0.hasPrefix("CLIApp") })
    // Only the app links the terminal front end; features link TerminalUI alone.
    #expect(
      edges.filter { $0.hasSuffix(" -> TerminalFrontEnd") } == ["CLIApp -> TerminalFrontEnd"])
  }

  @Test func theTreeShowsEachModuleOnce() async throws {
    let result = try await self.moduleGraph()
    try #require(result.status == 0, "\(result.output)")

    // CLIApp links the live data folder storage and draws screens itself, so DataFolderStorage,
    // TerminalFrontEnd and TerminalUI are its direct dependencies besides RootFeature.
    #expect(result.output.contains("CLIApp (executable)\n├─ DataFolderStorage\n"))
    #expect(result.output.contains("\n├─ RootFeature\n"))
    #expect(result.output.contains("\n├─ TerminalFrontEnd\n│  └─ TerminalUI …\n└─ TerminalUI …\n"))
    #expect(result.output.contains("\n@Dependency keys read by each feature module:\n"))
    #expect(result.output.components(separatedBy: "─ Dependencies\n").count == 2)
  }

  @Test func failsWhenThereIsNoPackage() async throws {
    let result = try await self.moduleGraph("--package-path", "/nonexistent")

    #expect(result.status == 1)
    #expect(result.output.contains("error: `swift package --package-path /nonexistent"))
  }
}
