import Foundation
import NewFeatureKit
import Testing

/// `new-feature --in-app`: the new feature becomes a screen of the app's stack.
@Suite(.timeLimit(.minutes(1)))
struct AppWiringTests {
  let settings = try! FeatureName(validating: "Settings")
  let counter = try! FeatureName(validating: "Counter")

  @Test func importsAddsThePathCaseAndTheElementCase() throws {
    let wiring = try AppWiring(
      feature: self.settings, template: self.counter, templateView: appFixtureCounterView,
      root: appFixtureRoot, view: appFixtureRootView)

    #expect(wiring.edits.map(\.path) == [AppWiring.rootPath, AppWiring.viewPath])
    #expect(
      wiring.edits[0].edited == """
        import CounterFeature
        import Navigation
        import SettingsFeature

        @Reducer
        public struct Root {
          @Reducer
          public enum Path {
            case counter(Counter)
            case settings(Settings)
          }
        }

        """)
    #expect(
      wiring.edits[1].edited == """
        import CounterFeature
        import SettingsFeature
        import TerminalUI

        enum RootView {
          static func element(_ store: StoreOf<Root.Path>, id: StackElementID) -> StackElementView {
            switch store.case {
            case .counter(let counter):
              StackElementView(title: CounterView.title(counter)) {
                CounterView.screen(counter).map { .path(.element(id: id, action: .counter($0))) }
              }
            case .settings(let settings):
              StackElementView(title: SettingsView.title(settings)) {
                SettingsView.screen(settings).map { .path(.element(id: id, action: .settings($0))) }
              }
            }
          }
        }

        """)
    #expect(wiring.edits[0].original == appFixtureRoot)
    #expect(
      wiring.edits[1].summary
        == "import SettingsFeature; the .settings case of RootView.element(_:id:)")
  }

  @Test func aFeatureNamedLikeTheElementsIdBindsAnotherName() throws {
    let wiring = try AppWiring(
      feature: try FeatureName(validating: "Id"), template: self.counter,
      templateView: appFixtureCounterView, root: appFixtureRoot, view: appFixtureRootView)

    #expect(wiring.edits[1].edited.contains("    case .id(let element):\n"))
    #expect(
      wiring.edits[1].edited.contains(
        "IdView.screen(element).map { .path(.element(id: id, action: .id($0))) }"))
  }

  @Test func refusesATemplateWhoseViewCannotBeAScreenOfTheStack() {
    #expect(
      throws: NewFeatureError.cannotWire(
        "Settings",
        reason: "CounterView has no static title(_:) and screen(_:), which a screen of the stack "
          + "shows; copy a feature whose view has them (Starter, Counter, Prime, ItemForm)")
    ) {
      try AppWiring(
        feature: self.settings, template: self.counter,
        templateView: "enum CounterView { static func screen() {} }", root: appFixtureRoot,
        view: appFixtureRootView)
    }
    #expect(throws: NewFeatureError.self) {
      try AppWiring(
        feature: self.settings, template: self.counter, templateView: nil, root: appFixtureRoot,
        view: appFixtureRootView)
    }
  }

  @Test func refusesAnAppLaidOutOtherwise() {
    #expect(
      throws: NewFeatureError.cannotWire(
        "Settings",
        reason: "Modules/RootFeature/Root.swift has no 'enum Path {' closed by a '}' below it")
    ) {
      try AppWiring(
        feature: self.settings, template: self.counter, templateView: appFixtureCounterView,
        root: "import Navigation\n\nstruct Root {}\n", view: appFixtureRootView)
    }
    #expect(
      throws: NewFeatureError.cannotWire(
        "Settings",
        reason: "Modules/RootFeature/RootView.swift has no 'static func element(' with a "
          + "'switch store.case {'")
    ) {
      try AppWiring(
        feature: self.settings, template: self.counter, templateView: appFixtureCounterView,
        root: appFixtureRoot, view: "import TerminalUI\n\nenum RootView {}\n")
    }
    #expect(
      throws: NewFeatureError.cannotWire(
        "Settings", reason: "Modules/RootFeature/Root.swift already imports SettingsFeature")
    ) {
      try AppWiring(
        feature: self.settings, template: self.counter, templateView: appFixtureCounterView,
        root: "import SettingsFeature\n" + appFixtureRoot, view: appFixtureRootView)
    }
  }

  @Test func theManifestListsTheModuleInTheAppTargetsDependencies() throws {
    let edit = try ManifestEdit(
      adding: self.settings, copying: self.counter, to: appManifestFixture, appTarget: "RootFeature"
    )
    let lines = edit.edited.split(separator: "\n", omittingEmptySubsequences: false)

    // The first of the two added `"SettingsFeature",` lines: `RootFeature` sorts before the new
    // feature's own targets, whose test target lists the module too.
    let dependency = try #require(
      edit.addedLines.first { $0.text == "        \"SettingsFeature\"," })
    #expect(dependency.text == "        \"SettingsFeature\",")
    #expect(lines[dependency.number - 2] == "        \"Navigation\",")
    #expect(lines[dependency.number] == "        \"TerminalUI\",")
    for line in edit.addedLines {
      #expect(String(lines[line.number - 1]) == line.text, "line \(line.number)")
    }
    #expect(edit.addedLines.map(\.number) == edit.addedLines.map(\.number).sorted())
  }

  @Test func theCommandWiresTheAppAndSaysWhatItChanged() throws {
    let package = try makeAppFixturePackage()
    defer { package.remove() }

    let outcome = NewFeatureCommand.run(
      ["--package-path", package.url.path, "Settings", "--from", "Counter", "--in-app"])

    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      outcome.output.contains(
        """
        Added to the app:
          Modules/RootFeature/Root.swift: import SettingsFeature; case settings(Settings) in Root.Path
          Modules/RootFeature/RootView.swift: import SettingsFeature; the .settings case of RootView.element(_:id:)
        """))
    #expect(
      outcome.output.contains("  Add a command that pushes it: README.md, \"Show it in the app\"."))
    #expect(try package.read(AppWiring.rootPath).contains("    case settings(Settings)\n"))
    #expect(try package.read(AppWiring.viewPath).contains("import SettingsFeature\n"))
    #expect(
      try package.read("Package.swift").contains(
        "        \"Navigation\",\n        \"SettingsFeature\",\n        \"TerminalUI\",\n"))
  }

  @Test func aDryRunAndARefusalWriteNothing() throws {
    let package = try makeAppFixturePackage()
    defer { package.remove() }
    let before = try tree(at: package.url)

    let dryRun = NewFeatureCommand.run(
      [
        "--package-path", package.url.path, "Settings", "--from", "Counter", "--in-app",
        "--dry-run",
      ])
    #expect(dryRun.status == 0, "\(dryRun.errorOutput)")
    #expect(dryRun.output.contains("Would add to the app:\n  Modules/RootFeature/Root.swift: "))

    try package.write("Modules/CounterFeature/CounterView.swift", "enum CounterView {}\n")
    let changed = try tree(at: package.url)
    let refused = NewFeatureCommand.run(
      ["--package-path", package.url.path, "Settings", "--from", "Counter", "--in-app"])
    #expect(refused.status == 1)
    #expect(refused.errorOutput.hasPrefix("error: Cannot add 'Settings' to the app (--in-app): "))
    #expect(try tree(at: package.url) == changed)
    #expect(
      changed.filter { before[$0.key] != $0.value }.keys.sorted() == [
        "Modules/CounterFeature/CounterView.swift"
      ])
  }

  @Test func aSourceChangedSinceItWasReadRollsEverythingBack() throws {
    let package = try makeAppFixturePackage()
    defer { package.remove() }
    let snapshot = try PackageSnapshot.read(
      packageDirectory: package.url.path, feature: self.settings, template: self.counter,
      inApp: true)
    let plan = try NewFeaturePlan(
      feature: self.settings, template: self.counter, package: snapshot, inApp: true)
    try package.write(AppWiring.viewPath, appFixtureRootView + "// edited meanwhile\n")
    let before = try tree(at: package.url)

    #expect(throws: NewFeatureError.self) {
      try plan.write(toPackageAt: package.url.path)
    }
    #expect(try tree(at: package.url) == before)
  }
}

/// The Counter template's view, as a stack screen has it.
let appFixtureCounterView = """
  import TerminalUI

  public enum CounterView {
    public static func title(_ store: StoreOf<Counter>) -> String { "Counter" }
    public static func screen(_ store: StoreOf<Counter>) -> Screen<Counter.Action> { Screen() }
  }

  """

/// The app's reducer file, reduced to what `--in-app` edits.
let appFixtureRoot = """
  import CounterFeature
  import Navigation

  @Reducer
  public struct Root {
    @Reducer
    public enum Path {
      case counter(Counter)
    }
  }

  """

/// The app's view file, reduced to what `--in-app` edits.
let appFixtureRootView = """
  import CounterFeature
  import TerminalUI

  enum RootView {
    static func element(_ store: StoreOf<Root.Path>, id: StackElementID) -> StackElementView {
      switch store.case {
      case .counter(let counter):
        StackElementView(title: CounterView.title(counter)) {
          CounterView.screen(counter).map { .path(.element(id: id, action: .counter($0))) }
        }
      }
    }
  }

  """

/// ``manifestFixture`` with an app target, `RootFeature`, in the features' section.
let appManifestFixture = manifestFixture.replacingOccurrences(
  of: """
        .testTarget(
          name: "PrimeFeatureTests",
          dependencies: ["PrimeFeature"]
        ),

    """,
  with: """
        .testTarget(
          name: "PrimeFeatureTests",
          dependencies: ["PrimeFeature"]
        ),
        .target(
          name: "RootFeature",
          dependencies: [
            "CounterFeature",
            "Navigation",
            "TerminalUI",
          ],
          path: "Modules/RootFeature"
        ),

    """)

/// ``makeFixturePackage()`` with the app's files and target, and the Counter template's view.
func makeAppFixturePackage() throws -> TemporaryDirectory {
  let directory = try makeFixturePackage()
  try directory.write("Package.swift", appManifestFixture)
  try directory.write("Modules/CounterFeature/CounterView.swift", appFixtureCounterView)
  try directory.write(AppWiring.rootPath, appFixtureRoot)
  try directory.write(AppWiring.viewPath, appFixtureRootView)
  return directory
}
