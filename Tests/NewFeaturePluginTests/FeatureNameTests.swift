import NewFeatureKit
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FeatureNameTests {
  @Test func derivesTheModuleTestAndFolderNames() throws {
    let name = try FeatureName(validating: "Settings")

    #expect(name.upperCamel == "Settings")
    #expect(name.lowerCamel == "settings")
    #expect(name.module == "SettingsFeature")
    #expect(name.testModule == "SettingsFeatureTests")
    #expect(name.moduleFolder == "Modules/SettingsFeature")
    #expect(name.testFolder == "Tests/SettingsFeatureTests")
  }

  @Test(arguments: [
    ("Counter", "counter"), ("ItemForm", "itemForm"), ("URLSession", "urlSession"),
    ("URL", "url"), ("AB2", "ab2"), ("Step2", "step2"), ("A", "a"),
  ])
  func lowerCamelLowercasesTheLeadingWord(name: String, lowerCamel: String) throws {
    #expect(try FeatureName(validating: name).lowerCamel == lowerCamel)
  }

  @Test(arguments: [
    ("9lives", "it is not a Swift identifier"),
    ("my-feature", "it is not a Swift identifier"),
    ("My Feature", "it is not a Swift identifier"),
    ("", "it is empty"),
    ("settings", "it is not UpperCamel case"),
    ("_Settings", "it is not UpperCamel case"),
    ("My_Settings", "it is not UpperCamel case"),
    ("Zähler", "it has characters other than ASCII letters and digits"),
    ("SettingsFeature", "it ends in 'Feature', which the module name adds; use 'Settings'"),
    ("Self", "'Self' is a Swift keyword"),
    ("Default", "'default' is a Swift keyword"),
    ("Return", "'return' is a Swift keyword"),
  ])
  func refusesNamesThatAreNotUpperCamelIdentifiers(name: String, reason: String) {
    #expect(throws: NewFeatureError.invalidName(name, reason: reason)) {
      try FeatureName(validating: name)
    }
  }

  @Test(arguments: [
    // The package's own modules.
    "CLIApp", "Core", "CoreTestSupport", "Dependencies", "DependenciesMacros",
    "DependenciesTestSupport", "Navigation",
    "Sharing", "TerminalUI",
    // Modules whose names macro expansions write (Swift.Mirror, CasePaths.AnyCasePath,
    // Observation.ObservationRegistrar, Testing.Test), or that a feature imports.
    "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "Foundation",
    "IdentifiedCollections", "IssueReporting", "Observation", "OrderedCollections", "Swift",
    "Synchronization", "Testing", "XCTest",
  ])
  func refusesReservedModuleNames(name: String) {
    #expect(throws: NewFeatureError.reservedName(name)) {
      try FeatureName(validating: name)
    }
  }

  @Test func messagesSayWhatIsWrongAndWhatIsExpected() {
    #expect(
      NewFeatureError.invalidName("9lives", reason: "it is not a Swift identifier").description
        == """
        '9lives' is not a valid feature name: it is not a Swift identifier. A feature name is a \
        Swift identifier in UpperCamel case, letters and digits only, such as 'Settings'.
        """
    )
    #expect(
      NewFeatureError.reservedName("Core").description
        == "'Core' is reserved: the package's own modules (CLIApp, Core, CoreTestSupport, "
        + "Dependencies, DependenciesMacros, DependenciesTestSupport, Navigation, Sharing, TerminalUI) "
        + "cannot be features."
    )
    #expect(
      NewFeatureError.reservedName("Swift").description
        == """
        'Swift' is reserved: a feature's type 'Swift' would hide the module Swift wherever the \
        feature is imported, and code that qualifies a name with the module, as macro expansions \
        do, would not compile. The modules features use (CasePaths, Clocks, ConcurrencyExtras, \
        CustomDump, Foundation, IdentifiedCollections, IssueReporting, Observation, \
        OrderedCollections, Swift, Synchronization, Testing, XCTest) cannot be features.
        """
    )
  }
}
