import Foundation
import NewFeatureKit
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ManifestEditTests {
  let counter = try! FeatureName(validating: "Counter")

  @Test func addsTheProductAndTargetsInAlphabeticalPlaces() throws {
    let edit = try ManifestEdit(
      adding: try FeatureName(validating: "Settings"), copying: self.counter,
      to: manifestFixture)

    let library = "    .library(name: \"SettingsFeature\", targets: [\"SettingsFeature\"]),"
    var expected = manifestFixture.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    // After PrimeFeatureTests, the last block of the section, before the blank line.
    expected.insert(contentsOf: fixtureTargetLines("Settings"), at: 42)
    expected.insert(library, at: 9)
    #expect(edit.edited == expected.joined(separator: "\n"))
    #expect(edit.original == manifestFixture)
    #expect(edit.addedLines.map(\.text) == [library] + fixtureTargetLines("Settings"))
    #expect(edit.addedLines.map(\.number) == [10] + Array(44...55))
    let editedLines = edit.edited.split(separator: "\n", omittingEmptySubsequences: false)
    for line in edit.addedLines {
      #expect(editedLines[line.number - 1] == line.text)
    }
  }

  @Test func aNameSortingFirstGoesBeforeTheFirstFeature() throws {
    let edit = try ManifestEdit(
      adding: try FeatureName(validating: "About"), copying: self.counter, to: manifestFixture)
    let lines = edit.edited.split(separator: "\n", omittingEmptySubsequences: false)

    #expect(lines[6] == "    .library(name: \"AboutFeature\", targets: [\"AboutFeature\"]),")
    #expect(lines[7] == "    .library(name: \"Core\", targets: [\"Core\"]),")
    #expect(lines[20] == "    // MARK: Features")
    #expect(Array(lines[22..<34]).map(String.init) == fixtureTargetLines("About"))
    #expect(lines[34] == "    .target(")
    #expect(lines[35] == "      name: \"CounterFeature\",")
  }

  @Test func aNameBetweenTwoFeaturesGoesBetweenTheirBlocks() throws {
    let edit = try ManifestEdit(
      adding: try FeatureName(validating: "Home"), copying: self.counter, to: manifestFixture)
    let lines = edit.edited.split(separator: "\n", omittingEmptySubsequences: false)

    #expect(lines[8] == "    .library(name: \"HomeFeature\", targets: [\"HomeFeature\"]),")
    #expect(lines[33] == "    ),")  // the end of CounterFeatureTests
    #expect(Array(lines[34..<46]).map(String.init) == fixtureTargetLines("Home"))
    #expect(lines[46] == "    .target(")
    #expect(lines[47] == "      name: \"PrimeFeature\",")
  }

  @Test func copiesTheTemplatesDependencies() throws {
    let edit = try ManifestEdit(
      adding: try FeatureName(validating: "Settings"),
      copying: try FeatureName(validating: "Prime"), to: manifestFixture)

    #expect(
      edit.addedLines.map(\.text).suffix(9) == [
        "    .target(",
        "      name: \"SettingsFeature\",",
        "      dependencies: [\"Core\"],",
        "      path: \"Modules/SettingsFeature\"",
        "    ),",
        "    .testTarget(",
        "      name: \"SettingsFeatureTests\",",
        "      dependencies: [\"SettingsFeature\"]",
        "    ),",
      ])
  }

  @Test func changesNothingButTheAddedLines() throws {
    let edit = try ManifestEdit(
      adding: try FeatureName(validating: "Settings"), copying: self.counter,
      to: manifestFixture)
    var lines = edit.edited.split(separator: "\n", omittingEmptySubsequences: false)
    for line in edit.addedLines.reversed() {
      lines.remove(at: line.number - 1)
    }

    #expect(lines.joined(separator: "\n") == manifestFixture)
  }

  @Test func refusesATemplateWithoutTargets() {
    let nope = try! FeatureName(validating: "Nope")

    #expect(
      throws: NewFeatureError.templateNotFound(
        "Nope",
        what: "Package.swift has no .target named 'NopeFeature' under // MARK: Features")
    ) {
      try ManifestEdit(
        adding: try FeatureName(validating: "Settings"), copying: nope, to: manifestFixture)
    }
  }

  @Test func refusesAManifestWithoutAFeaturesSection() {
    let manifest = manifestFixture.replacingOccurrences(of: "// MARK: Features", with: "")

    #expect(throws: NewFeatureError.unexpectedManifest("no '// MARK: Features' section")) {
      try ManifestEdit(
        adding: try FeatureName(validating: "Settings"), copying: self.counter, to: manifest)
    }
  }

  @Test func listsTheManifestsStringLiterals() {
    let literals = ManifestEdit.stringLiterals(in: manifestFixture)

    #expect(literals.isSuperset(of: ["CounterFeature", "CounterFeatureTests", "Modules/Core"]))
    #expect(!literals.contains("SettingsFeature"))
    #expect(!literals.contains(", targets: ["))
  }
}
