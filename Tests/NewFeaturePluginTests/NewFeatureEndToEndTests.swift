import Foundation
import NewFeatureKit
import ProcessTestSupport
import Testing

/// `swift package new-feature` for real, on a copy of this package: the plugin, its tool, the
/// manifest it edits, and a build and test run of what it made.
///
/// It builds a whole package, so it runs only with `NEW_FEATURE_E2E=1` (`.ci/run` sets it). Each
/// test copies the package's sources afresh to `.build/new-feature-e2e/package` (or
/// `$NEW_FEATURE_E2E_DIR/package`) and removes the copy when done; the copy's build folder,
/// `…/scratch`, is kept. Builds depend on absolute paths, so copying `.build` elsewhere does not
/// help (the copy rebuilds everything); a fixed path and the sources' modification dates kept
/// make the next run compile only the new feature: 3 to 5 minutes the first time (swift-syntax),
/// then about 20 seconds. Run one at a time per directory.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["NEW_FEATURE_E2E"] == "1",
    "set NEW_FEATURE_E2E=1 to run swift package new-feature on a copy of the package"),
  .timeLimit(.minutes(20))
)
struct NewFeatureEndToEndTests {
  let directory = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["NEW_FEATURE_E2E_DIR"]
      ?? packageDirectory.appendingPathComponent(".build/new-feature-e2e").path,
    isDirectory: true)
  var scratch: String { self.directory.appendingPathComponent("scratch").path }

  func makeCopy() throws -> PackageCopy {
    try PackageCopy(at: self.directory.appendingPathComponent("package", isDirectory: true))
  }

  @Test func refusalsAndDryRunChangeNothing() async throws {
    let copy = try self.makeCopy()
    defer { copy.remove() }

    let cases: [(arguments: [String], status: Int32, output: String)] = [
      (["9lives"], 1, "error: '9lives' is not a valid feature name: it is not a Swift identifier."),
      (
        ["my-feature", "--from", "Counter"], 1,
        "error: 'my-feature' is not a valid feature name: it is not a Swift identifier."
      ),
      (
        ["Settings", "--from", "Nope"], 1,
        "error: The template 'Nope' does not exist: there is no folder Modules/NopeFeature."
      ),
      (
        ["Prime", "--from", "Counter"], 1,
        "error: A feature named 'Prime' already exists: the folder Modules/PrimeFeature exists."
      ),
      (["Navigation"], 1, "error: 'Navigation' is reserved"),
      (
        ["Settings", "--from", "Counter", "--dry-run"], 0,
        """
        Would create SettingsFeature from CounterFeature (--dry-run: nothing written):
          Modules/SettingsFeature/README.md
          Modules/SettingsFeature/Settings.swift
          Modules/SettingsFeature/SettingsView.swift
          Tests/SettingsFeatureTests/SettingsTests.swift
          Tests/SettingsFeatureTests/SettingsViewTests.swift
        Would add to Package.swift:
        """
      ),
      (["--help"], 0, "OVERVIEW: Copy a feature module and its tests under a new name"),
    ]
    for (arguments, status, output) in cases {
      let before = try tree(at: copy.url)
      let result = try await self.newFeature(arguments, in: copy)
      #expect(result.status == status, "\(arguments): \(result.output)")
      #expect(result.output.contains(output), "\(arguments): \(result.output)")
      #expect(try tree(at: copy.url) == before, "\(arguments) changed the package")
    }
  }

  @Test func settingsFromCounterBuildsAndPassesItsTests() async throws {
    let copy = try self.makeCopy()
    defer { copy.remove() }
    let before = try tree(at: copy.url)

    let created = try await self.newFeature(["Settings", "--from", "Counter"], in: copy)
    try #require(created.status == 0, "\(created.output)")
    #expect(created.output.contains("Created SettingsFeature from CounterFeature:"))
    // The plugin found the toolchain's swift-format and formatted the new files with it.
    #expect(!created.output.contains("swift format --in-place"), "\(created.output)")
    let lint = try await run(
      [
        "swift", "format", "lint", "--strict", "--configuration", ".swift-format", "--recursive",
        "Modules/SettingsFeature", "Tests/SettingsFeatureTests",
      ], in: copy.url)
    #expect(lint.status == 0, "\(lint.output)")
    let after = try tree(at: copy.url)
    #expect(
      Set(after.keys).subtracting(before.keys).sorted() == [
        "Modules/SettingsFeature",
        "Modules/SettingsFeature/README.md",
        "Modules/SettingsFeature/Settings.swift",
        "Modules/SettingsFeature/SettingsView.swift",
        "Tests/SettingsFeatureTests",
        "Tests/SettingsFeatureTests/SettingsTests.swift",
        "Tests/SettingsFeatureTests/SettingsViewTests.swift",
      ])
    #expect(
      after.filter { before[$0.key] != $0.value }.keys.filter { !$0.contains("Settings") }
        == ["Package.swift"])

    let build = try await self.swift(["build", "--build-tests"], in: copy, timeout: 900)
    try #require(build.status == 0, "\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("SettingsFeature") && $0.contains("warning:")
    }
    #expect(warnings.isEmpty, "\(warnings)")

    let test = try await self.swift(
      ["test", "--skip-build", "--filter", "SettingsFeatureTests"], in: copy, timeout: 300)
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.contains("Suite SettingsTests passed"), "\(test.output)")
    #expect(test.output.contains("Suite SettingsViewTests passed"), "\(test.output)")

    let again = try await self.newFeature(["Settings"], in: copy)
    #expect(again.status == 1)
    #expect(
      again.output.contains(
        "error: A feature named 'Settings' already exists: the folder Modules/SettingsFeature "
          + "exists."))
    print(
      """
      new-feature end to end: new-feature \(created.seconds)s, build \(build.seconds)s, \
      test \(test.seconds)s
      """)
  }

  /// The README's path for a new user: `new-feature Settings --in-app` from the default
  /// template, the "Show it in the app" steps, then every test of the package.
  @Test func settingsFromTheStarterShowsInTheAppAndEveryTestPasses() async throws {
    let copy = try self.makeCopy()
    defer { copy.remove() }

    let created = try await self.newFeature(["Settings", "--in-app"], in: copy)
    try #require(created.status == 0, "\(created.output)")
    #expect(created.output.contains("Created SettingsFeature from StarterFeature:"))
    #expect(created.output.contains("  swift test --filter SettingsFeatureTests"))
    #expect(created.output.contains("Added to the app:\n  Modules/RootFeature/Root.swift: "))

    for step in ShowInTheAppStep.settings {
      try step.apply(inPackageAt: copy.url)
    }
    // Every line the README shows is in the package the steps made.
    let readme = try String(
      contentsOf: packageDirectory.appendingPathComponent("README.md"), encoding: .utf8)
    let steps = ShowInTheAppStep.settings
    let files = Set(steps.map(\.file))
    #expect(readme.contains("That takes \(steps.count) small edits in \(files.count) files"))
    let readmeLines = ShowInTheAppStep.readmeLines(in: readme)
    #expect(readmeLines.count >= 7, "\(readmeLines)")
    var packageLines: Set<String> = []
    // The lines the plugin wrote count too: the README shows them.
    for file in files.union([AppWiring.rootPath, AppWiring.viewPath, "Package.swift"]) {
      let text = try String(contentsOf: copy.url.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        packageLines.insert(line.trimmingCharacters(in: .whitespaces))
      }
    }
    let missing = readmeLines.filter { !packageLines.contains($0) }
    #expect(missing.isEmpty, "README lines the steps did not make: \(missing)")

    let build = try await self.swift(["build", "--build-tests"], in: copy, timeout: 900)
    try #require(build.status == 0, "\(build.output)")
    // The whole suite of the copy, without this end-to-end suite (it would run itself). The
    // fuzzer and the property test ran at full size in CI's own `swift test`; here 50 sessions
    // each show that the new screen fits in.
    let test = try await run(
      [
        "env", "-u", "NEW_FEATURE_E2E", "CLIAPP_FUZZ_SESSIONS=50", "ROOT_PROPERTY_SEQUENCES=50",
        "swift", "test", "--scratch-path", self.scratch, "--skip-build",
      ], in: copy.url, timeout: 900)
    let failures = test.output.split(separator: "\n").filter {
      $0.contains("✘") || $0.contains(": error: ")
    }
    #expect(test.status == 0, "\(failures.joined(separator: "\n").suffix(20_000))")
    #expect(test.output.contains("Suite SettingsTests passed"), "\(test.output.suffix(2_000))")
    #expect(test.output.contains("Suite RootViewTests passed"), "\(test.output.suffix(2_000))")
  }

  /// Every feature of the repository is a template whose copy builds and passes its tests:
  /// one copy of each, built and tested together.
  @Test func everyTemplateMakesAFeatureThatPassesItsTests() async throws {
    let copy = try self.makeCopy()
    defer { copy.remove() }
    let templates = NewFeatureCommand.availableTemplates(inPackageAt: copy.url.path)
    #expect(templates == ["Counter", "Inventory", "ItemForm", "Prime", "Root", "Starter"])

    for template in templates {
      let created = try await self.newFeature(["Copied\(template)", "--from", template], in: copy)
      try #require(created.status == 0, "--from \(template): \(created.output)")
    }
    let build = try await self.swift(["build", "--build-tests"], in: copy, timeout: 900)
    try #require(build.status == 0, "\(build.output)")
    let filter = templates.map { "Copied\($0)FeatureTests" }.joined(separator: "|")
    let test = try await run(
      [
        "env", "-u", "NEW_FEATURE_E2E", "swift", "test", "--scratch-path", self.scratch,
        "--skip-build", "--filter", filter,
      ], in: copy.url, timeout: 900)
    let failures = test.output.split(separator: "\n").filter {
      $0.contains("✘") || $0.contains(": error: ")
    }
    #expect(test.status == 0, "\(failures.joined(separator: "\n").suffix(20_000))")
    #expect(test.output.contains("Test run with"), "\(test.output.suffix(2_000))")
  }

  func newFeature(_ arguments: [String], in copy: PackageCopy) async throws -> ProcessResult {
    try await self.swift(
      // As the README writes it: the plugin declares no write permission, so SwiftPM asks for
      // no flag, for `--help` or for a real run.
      ["package", "new-feature"] + arguments, in: copy,
      timeout: 600)
  }

  func swift(_ arguments: [String], in copy: PackageCopy, timeout: Int) async throws
    -> ProcessResult
  {
    var arguments = arguments
    arguments.insert(contentsOf: ["--scratch-path", self.scratch], at: 1)
    return try await run(["swift"] + arguments, in: copy.url, timeout: timeout)
  }
}

/// A copy of this package's sources, without build folders and `.git`, with the files'
/// modification dates, so that a build folder used for an earlier copy at the same place stays
/// valid.
struct PackageCopy {
  let url: URL

  init(at url: URL) throws {
    self.url = url
    let fileManager = FileManager.default
    // A run that was killed may have left its copy.
    try? fileManager.removeItem(at: url)
    try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
    let skipped = { (name: String) in isBuildFolder(name) || name == ".git" || name == ".swiftpm" }
    // Sorted paths list each folder before what it holds.
    for (path, isDirectory) in try walk(packageDirectory, skipping: skipped) {
      let source = packageDirectory.appendingPathComponent(path)
      let destination = url.appendingPathComponent(path)
      if isDirectory {
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
      } else {
        try fileManager.copyItem(at: source, to: destination)
        let modified = try fileManager.attributesOfItem(atPath: source.path)[.modificationDate]
        try fileManager.setAttributes(
          [.modificationDate: modified!], ofItemAtPath: destination.path)
      }
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: self.url)
  }
}
