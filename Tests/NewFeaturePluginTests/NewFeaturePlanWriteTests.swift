import Foundation
import NewFeatureKit
import ProcessTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct NewFeaturePlanWriteTests {
  let settings = try! FeatureName(validating: "Settings")
  let counter = try! FeatureName(validating: "Counter")

  func plan(in package: TemporaryDirectory) throws -> NewFeaturePlan {
    try NewFeaturePlan(
      feature: self.settings, template: self.counter,
      package: try PackageSnapshot.read(
        packageDirectory: package.url.path, feature: self.settings, template: self.counter))
  }

  @Test func writesEveryFileAndThenTheManifest() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let plan = try self.plan(in: package)

    try plan.write(toPackageAt: package.url.path)

    for file in plan.files {
      #expect(try package.read(file.path) == String(decoding: file.contents, as: UTF8.self))
    }
    #expect(try package.read("Package.swift") == plan.manifest.edited)
    #expect(
      try package.read("Modules/SettingsFeature/Settings.swift").contains(
        "/// A settings; its counterpart was Encountered.\npublic struct Settings: Reducer {"))
  }

  @Test func aFailedWriteRemovesWhatWasWrittenAndLeavesTheManifest() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    var plan = try self.plan(in: package)
    // `Tests` becomes a file, so `Tests/SettingsFeatureTests` cannot be created.
    try FileManager.default.removeItem(at: package.url.appendingPathComponent("Tests"))
    try package.write("Tests", "not a folder")
    plan.files.append(.init(path: "Modules/SettingsFeature/Deep/Er/File.swift", contents: []))
    plan.files.sort { $0.path < $1.path }
    let before = try tree(at: package.url)

    #expect {
      try plan.write(toPackageAt: package.url.path)
    } throws: { error in
      guard case .writeFailed(let path, _, let leftovers) = error as? NewFeatureError else {
        return false
      }
      return path == "Tests/SettingsFeatureTests/SettingsTests.swift" && leftovers.isEmpty
    }
    #expect(try tree(at: package.url) == before)
  }

  @Test func aManifestChangedSinceThePlanIsNotOverwritten() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let plan = try self.plan(in: package)
    try package.write("Package.swift", manifestFixture + "// edited meanwhile\n")
    let before = try tree(at: package.url)

    #expect(
      throws: NewFeatureError.writeFailed(
        path: "Package.swift", reason: "it changed since new-feature read it", leftovers: [])
    ) {
      try plan.write(toPackageAt: package.url.path)
    }
    #expect(try tree(at: package.url) == before)
  }

  @Test func aFolderThatAppearedSinceThePlanIsRefused() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let plan = try self.plan(in: package)
    try package.write("Tests/SettingsFeatureTests/Mine.swift", "")
    let before = try tree(at: package.url)

    #expect(
      throws: NewFeatureError.alreadyExists(
        "Settings", what: "the folder Tests/SettingsFeatureTests exists")
    ) {
      try plan.write(toPackageAt: package.url.path)
    }
    #expect(try tree(at: package.url) == before)
  }

  @Test func failureMessagesSayWhatWasLeft() {
    #expect(
      NewFeatureError.writeFailed(path: "A.swift", reason: "disk full", leftovers: []).description
        == "Could not write A.swift: disk full. Nothing was changed.")
    #expect(
      NewFeatureError.writeFailed(path: "A.swift", reason: "disk full", leftovers: ["/p/B"])
        .description
        == "Could not write A.swift: disk full. These could not be removed again; remove them by "
        + "hand: /p/B.")
  }
}
