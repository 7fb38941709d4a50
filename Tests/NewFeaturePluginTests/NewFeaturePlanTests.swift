import Foundation
import NewFeatureKit
import ProcessTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct NewFeaturePlanTests {
  let settings = try! FeatureName(validating: "Settings")
  let counter = try! FeatureName(validating: "Counter")

  /// The package's own Counter feature, read (never written) from the repository, as it is
  /// before a feature named Settings exists: the README's first `new-feature Settings` must not
  /// turn these tests red.
  func counterPackage() throws -> PackageSnapshot {
    var package = try PackageSnapshot.read(
      packageDirectory: packageDirectory.path, feature: self.settings, template: self.counter)
    package.existingFolders.subtract([self.settings.moduleFolder, self.settings.testFolder])
    package.manifest = withoutFeature(self.settings, in: package.manifest)
    return package
  }

  @Test func copiesCounterToSettingsWithRenamedFilesAndIdentifiers() throws {
    let package = try self.counterPackage()
    let plan = try NewFeaturePlan(feature: self.settings, template: self.counter, package: package)
    let renamer = IdentifierRenamer(from: self.counter, to: self.settings)

    #expect(
      plan.files.map(\.path) == [
        "Modules/SettingsFeature/README.md",
        "Modules/SettingsFeature/Settings.swift",
        "Modules/SettingsFeature/SettingsView.swift",
        "Tests/SettingsFeatureTests/SettingsTests.swift",
        "Tests/SettingsFeatureTests/SettingsViewTests.swift",
      ])
    for file in plan.files where !file.path.hasSuffix("README.md") {
      let templatePath = file.path
        .replacingFirst("SettingsFeature", with: "CounterFeature")
        .replacingFirst("/Settings", with: "/Counter")
      let template = String(decoding: package.templateFiles[templatePath]!, as: UTF8.self)
      #expect(String(decoding: file.contents, as: UTF8.self) == renamer.rename(template))
    }
    let reducer = String(decoding: plan.files[1].contents, as: UTF8.self)
    #expect(reducer.contains("@Reducer\npublic struct Settings: ShowsNotice, Sendable {"))
    #expect(reducer.contains("case pushCounter(count: Int)"))
    #expect(reducer.contains("case goToCounterButtonTapped"))
    #expect(!reducer.contains("Counter."))
    let tests = String(decoding: plan.files[3].contents, as: UTF8.self)
    #expect(tests.contains("import SettingsFeature"))
    #expect(tests.contains("struct SettingsTests {"))
    #expect(tests.contains("struct SettingsStack: Reducer {"))
    #expect(plan.manifest.addedLines.contains { $0.text.contains("\"SettingsFeatureTests\"") })
  }

  @Test func theReadmeIsRenamedAndSaysWhereItCameFrom() throws {
    let plan = try NewFeaturePlan(
      feature: self.settings, template: self.counter, package: try self.counterPackage())
    let readme = String(decoding: plan.files[0].contents, as: UTF8.self)

    #expect(readme.hasPrefix("# SettingsFeature\n"))
    #expect(
      readme.hasSuffix(
        "\nCreated with `swift package new-feature` from `CounterFeature`;\nit behaves like "
          + "`Counter` until you change it.\n"))
  }

  @Test func aCopyOfACopyKeepsOneNote() throws {
    let copied = """
      # SettingsFeature

      About settings.

      Created with `swift package new-feature` from `CounterFeature`;
      it behaves like `Counter` until you change it.

      """
    let package = PackageSnapshot(
      manifest: manifestFixture.replacingOccurrences(of: "CounterFeature", with: "SettingsFeature"),
      templateFiles: ["Modules/SettingsFeature/README.md": Array(copied.utf8)],
      existingFolders: ["Modules/SettingsFeature", "Tests/SettingsFeatureTests"])

    let plan = try NewFeaturePlan(
      feature: try FeatureName(validating: "About"), template: self.settings, package: package)

    #expect(
      String(decoding: plan.files[0].contents, as: UTF8.self) == """
        # AboutFeature

        About about.

        Created with `swift package new-feature` from `SettingsFeature`;
        it behaves like `Settings` until you change it.

        """)
  }

  @Test func aTemplateWithoutReadmeGetsOne() throws {
    let package = PackageSnapshot(
      manifest: manifestFixture,
      templateFiles: ["Modules/CounterFeature/Counter.swift": Array("struct Counter {}\n".utf8)],
      existingFolders: ["Modules/CounterFeature", "Tests/CounterFeatureTests"])

    let plan = try NewFeaturePlan(feature: self.settings, template: self.counter, package: package)

    #expect(
      plan.files.map(\.path) == [
        "Modules/SettingsFeature/README.md", "Modules/SettingsFeature/Settings.swift",
      ])
    #expect(
      String(decoding: plan.files[0].contents, as: UTF8.self).hasPrefix("# SettingsFeature\n"))
  }

  @Test func filesThatAreNotTextAreCopiedAsIs() throws {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x43, 0x6F, 0x75, 0x6E, 0x74, 0x65, 0x72]
    let package = PackageSnapshot(
      manifest: manifestFixture,
      templateFiles: ["Modules/CounterFeature/Counter.data": bytes],
      existingFolders: ["Modules/CounterFeature", "Tests/CounterFeatureTests"])

    let plan = try NewFeaturePlan(feature: self.settings, template: self.counter, package: package)

    #expect(plan.files.map(\.path).contains("Modules/SettingsFeature/Settings.data"))
    #expect(plan.files.first { $0.path.hasSuffix(".data") }?.contents == bytes)
  }

  @Test func formattingChangesOnlySwiftFiles() throws {
    let plan = try NewFeaturePlan(
      feature: self.settings, template: self.counter, package: try self.counterPackage())
    var formattedPaths: [String] = []

    let formatted = try plan.formatted { text, path in
      formattedPaths.append(path)
      return "// formatted\n" + text
    }

    #expect(formattedPaths == plan.files.map(\.path).filter { $0.hasSuffix(".swift") })
    for (file, original) in zip(formatted.files, plan.files) {
      #expect(file.path == original.path)
      #expect(
        file.contents
          == (file.path.hasSuffix(".swift") ? Array("// formatted\n".utf8) : []) + original.contents
      )
    }
    #expect(formatted.manifest == plan.manifest)
  }

  @Test(arguments: [
    (["Modules/SettingsFeature"], "the folder Modules/SettingsFeature exists"),
    (["Tests/SettingsFeatureTests"], "the folder Tests/SettingsFeatureTests exists"),
  ])
  func refusesAFeatureWhoseFolderExists(folders: [String], what: String) throws {
    var package = try self.counterPackage()
    package.existingFolders.formUnion(folders)

    #expect(throws: NewFeatureError.alreadyExists("Settings", what: what)) {
      try NewFeaturePlan(feature: self.settings, template: self.counter, package: package)
    }
  }

  @Test(arguments: ["SettingsFeature", "SettingsFeatureTests"])
  func refusesAFeatureThatPackageSwiftDeclares(name: String) throws {
    var package = try self.counterPackage()
    package.manifest += "\n// .library(name: \"\(name)\")\n"

    #expect(
      throws: NewFeatureError.alreadyExists(
        "Settings", what: "Package.swift already declares '\(name)'")
    ) {
      try NewFeaturePlan(feature: self.settings, template: self.counter, package: package)
    }
  }

  @Test func refusesAMissingTemplate() throws {
    let nope = try FeatureName(validating: "Nope")
    let package = try PackageSnapshot.read(
      packageDirectory: packageDirectory.path, feature: self.settings, template: nope)

    #expect(
      throws: NewFeatureError.templateNotFound(
        "Nope", what: "there is no folder Modules/NopeFeature")
    ) {
      try NewFeaturePlan(feature: self.settings, template: nope, package: package)
    }
  }

  @Test(arguments: [
    ("Screen", "Modules/CounterFeature/CounterView.swift"),
    ("Reduce", "Modules/CounterFeature/Counter.swift"),
    ("Effect", "Modules/CounterFeature/Counter.swift"),
  ])
  func refusesANameThatWouldCollideWithAnIdentifierOfTheTemplate(name: String, file: String)
    throws
  {
    let feature = try FeatureName(validating: name)
    let package = try PackageSnapshot.read(
      packageDirectory: packageDirectory.path, feature: feature, template: self.counter)

    #expect(throws: NewFeatureError.collision(name, identifier: name, file: file)) {
      try NewFeaturePlan(feature: feature, template: self.counter, package: package)
    }
  }

  @Test(arguments: ["Count", "Timer", "Loading"])
  func wordsOnlyInStringsOrCommentsDoNotCollide(name: String) throws {
    let feature = try FeatureName(validating: name)
    let package = try PackageSnapshot.read(
      packageDirectory: packageDirectory.path, feature: feature, template: self.counter)

    let plan = try NewFeaturePlan(feature: feature, template: self.counter, package: package)

    #expect(plan.files.count == 5)
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = self.range(of: target) else { return self }
    return self.replacingCharacters(in: range, with: replacement)
  }
}

/// A manifest without a feature's product, targets and dependency lines.
private func withoutFeature(_ feature: FeatureName, in manifest: String) -> String {
  let names = [feature.module, feature.testModule]
  var kept: [Substring] = []
  var skippingUntil: String?
  let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in lines.enumerated() {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if let end = skippingUntil {
      if line == end { skippingUntil = nil }
      continue
    }
    let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
    if trimmed == ".target(" || trimmed == ".testTarget(",
      names.contains(where: { next == "name: \"\($0)\"," })
    {
      skippingUntil = String(line.prefix { $0 == " " }) + "),"
      continue
    }
    if trimmed.hasPrefix(".library(name: \"\(feature.module)\"")
      || trimmed == "\"\(feature.module)\","
    {
      continue
    }
    kept.append(line)
  }
  return kept.joined(separator: "\n")
}
