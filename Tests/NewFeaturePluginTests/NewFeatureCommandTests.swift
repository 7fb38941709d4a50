import Foundation
import NewFeatureKit
import ProcessTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct NewFeatureCommandTests {
  @Test func parsesNameTemplateDryRunAndPackagePath() throws {
    let options = try NewFeatureCommand.parse(
      ["--package-path", "/p", "Settings", "--from", "Prime", "--dry-run"])

    #expect(options?.name == "Settings")
    #expect(options?.template == "Prime")
    #expect(options?.isDryRun == true)
    #expect(options?.packageDirectory == "/p")
    #expect(try NewFeatureCommand.parse(["Settings", "--from=Prime"])?.template == "Prime")
  }

  @Test func theTemplateDefaultsToStarter() throws {
    let options = try NewFeatureCommand.parse(["Settings"])

    #expect(options?.template == "Starter")
    #expect(options?.isDryRun == false)
    #expect(options?.packageDirectory == ".")
  }

  @Test(arguments: [["--help"], ["-h"], ["help"], ["Settings", "--help"]])
  func helpWinsOverEverythingElse(arguments: [String]) throws {
    #expect(try NewFeatureCommand.parse(arguments) == nil)
    let outcome = NewFeatureCommand.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("OVERVIEW: "))
  }

  @Test func helpExplainsUsageTheRuleAndTheRefusals() {
    let help = NewFeatureCommand.help

    #expect(
      help.contains("USAGE: swift package new-feature <Name> [--from <Template>] [--dry-run]"))
    #expect(help.contains("swift test --filter <Name>FeatureTests"))
    #expect(help.contains("Encountered, counterpart, pushCounter stay."))
    #expect(help.contains("<Name> is reserved: a module of the package (CLIApp, Core,"))
    for name in FeatureName.reservedNames {
      #expect(help.contains(name), "The help does not name the reserved '\(name)'")
    }
    #expect(help.contains("--dry-run"))
  }

  @Test(arguments: [
    ([], "Give the new feature's name, for example: new-feature Settings --from Counter"),
    (["Settings", "Other"], "Give one name; got 'Settings', 'Other'."),
    (["Settings", "--from"], "--from needs a value."),
    (["Settings", "--from", "--dry-run"], "--from needs a value."),
    (["Settings", "--force"], "Unknown option '--force'."),
  ])
  func refusesCommandLinesItCannotRead(arguments: [String], message: String) {
    #expect(throws: NewFeatureError.usage(message)) {
      try NewFeatureCommand.parse(arguments)
    }
    let outcome = NewFeatureCommand.run(arguments)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: \(message)\nRun 'swift package new-feature --help' for usage.\n")
  }

  @Test func createsTheFeatureAndReportsWhatItAdded() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }

    let outcome = NewFeatureCommand.run(
      ["--package-path", package.url.path, "Settings", "--from", "Counter"])

    #expect(outcome.status == 0)
    #expect(outcome.errorOutput == "")
    #expect(
      outcome.output == """
        Created SettingsFeature from CounterFeature:
          Modules/SettingsFeature/README.md
          Modules/SettingsFeature/Settings.swift
          Tests/SettingsFeatureTests/SettingsTests.swift
        Added to Package.swift:
          10 |     .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
          44 |     .target(
          45 |       name: "SettingsFeature",
          46 |       dependencies: ["Core"],
          47 |       path: "Modules/SettingsFeature"
          48 |     ),
          49 |     .testTarget(
          50 |       name: "SettingsFeatureTests",
          51 |       dependencies: [
          52 |         "SettingsFeature",
          53 |         .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
          54 |       ]
          55 |     ),
        Next:
          swift format --in-place --recursive Modules/SettingsFeature Tests/SettingsFeatureTests
          swift test --filter SettingsFeatureTests
          To show it in the app, add it to Root: README.md, "Make a new feature".

        """)
    #expect(
      try package.read("Tests/SettingsFeatureTests/SettingsTests.swift").contains(
        "import SettingsFeature\nimport Navigation\nimport Testing\n\nstruct SettingsTests {"))
  }

  @Test func formatsTheNewSwiftFilesWithSwiftFormatAndThePackagesConfiguration() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    try package.write(".swift-format", #"{ "version": 1, "indentation": { "spaces": 4 } }"#)
    let swiftFormat = try #require(executableOnPath("swift-format"))

    let outcome = NewFeatureCommand.run(
      [
        "--package-path", package.url.path, "--swift-format", swiftFormat, "Settings", "--from",
        "Counter",
      ])

    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(!outcome.output.contains("swift format --in-place"))
    #expect(
      try package.read("Tests/SettingsFeatureTests/SettingsTests.swift").hasPrefix(
        "import Navigation\nimport SettingsFeature\nimport Testing\n\nstruct SettingsTests {\n"
          + "    @Test func startsAtZero() {\n"))
    #expect(try package.read("Modules/SettingsFeature/README.md").hasPrefix("# SettingsFeature\n"))
  }

  @Test func aFormatterFailureWritesNothing() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let before = try tree(at: package.url)

    let outcome = NewFeatureCommand.run(
      [
        "--package-path", package.url.path, "--swift-format", "/bin/false", "Settings", "--from",
        "Counter",
      ])

    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: swift-format could not format Modules/SettingsFeature/Settings.swift: it "
        + "exited with status 1. Nothing was written.\n")
    #expect(try tree(at: package.url) == before)
  }

  @Test func dryRunListsTheFilesAndLinesAndWritesNothing() throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let before = try tree(at: package.url)

    let outcome = NewFeatureCommand.run(
      ["--package-path", package.url.path, "Settings", "--from", "Counter", "--dry-run"])

    #expect(outcome.status == 0)
    #expect(
      outcome.output.hasPrefix(
        """
        Would create SettingsFeature from CounterFeature (--dry-run: nothing written):
          Modules/SettingsFeature/README.md
          Modules/SettingsFeature/Settings.swift
          Tests/SettingsFeatureTests/SettingsTests.swift
        Would add to Package.swift:
          10 |     .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
          44 |     .target(
        """))
    #expect(!outcome.output.contains("Next:"))
    #expect(try tree(at: package.url) == before)
  }

  @Test(arguments: [
    (
      ["9lives"],
      "'9lives' is not a valid feature name: it is not a Swift identifier."
    ),
    (
      ["my-feature"],
      "'my-feature' is not a valid feature name: it is not a Swift identifier."
    ),
    (
      ["Settings", "--from", "Nope"],
      "The template 'Nope' does not exist: there is no folder Modules/NopeFeature."
    ),
    (
      ["Settings", "--from", "nope"],
      "The template 'nope' does not exist: there is no folder Modules/nopeFeature."
    ),
    (
      ["Settings", "--from", "Nope"],
      "The template 'Nope' does not exist: there is no folder Modules/NopeFeature. The templates "
        + "are: Counter (--from <Template>)."
    ),
    (
      ["Settings"],
      "The template 'Starter' does not exist: there is no folder Modules/StarterFeature. The "
        + "templates are: Counter (--from <Template>)."
    ),
    (
      ["Counter", "--from", "Counter"],
      "A feature named 'Counter' already exists: the folder Modules/CounterFeature exists."
    ),
    (
      ["Prime", "--from", "Counter"],
      "A feature named 'Prime' already exists: Package.swift already declares 'PrimeFeature'."
    ),
    (
      ["Core"],
      "'Core' is reserved"
    ),
  ])
  func refusalsWriteNothing(arguments: [String], message: String) throws {
    let package = try makeFixturePackage()
    defer { package.remove() }
    let before = try tree(at: package.url)

    let outcome = NewFeatureCommand.run(["--package-path", package.url.path] + arguments)

    #expect(outcome.status == 1)
    #expect(outcome.output == "")
    #expect(outcome.errorOutput.hasPrefix("error: " + message))
    #expect(try tree(at: package.url) == before)
  }

  @Test func aMissingPackageIsReported() {
    let outcome = NewFeatureCommand.run(["--package-path", "/nonexistent", "Settings"])

    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.hasPrefix("error: Could not read /nonexistent/Package.swift: "))
  }
}
