import Foundation

/// The `new-feature` command: its arguments, its help, what it prints.
///
/// `NewFeaturePlugin` (the `swift package new-feature` verb) runs `NewFeatureTool`, which calls
/// ``run(_:)`` with the plugin's arguments after `--package-path <package directory>` and
/// `--swift-format <the toolchain's swift-format>`.
public enum NewFeatureCommand {
  /// The parsed command line.
  public struct Options: Equatable, Sendable {
    public var name: String
    public var template = "Starter"
    public var isDryRun = false
    /// `--in-app`: also make the feature a screen of the app's stack (``AppWiring``).
    public var isInApp = false
    public var packageDirectory = "."
    /// The `swift-format` executable the plugin found, to format the new Swift files.
    public var swiftFormat: String?
  }

  /// What a run printed and how it ended.
  public struct Outcome: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errorOutput: String
  }

  public static let help = """
    OVERVIEW: Copy a feature module and its tests under a new name and add them to Package.swift.

    USAGE: swift package new-feature <Name> [--from <Template>] [--dry-run] [--in-app]
           (on macOS: swift package --disable-sandbox new-feature …, as the plugin writes to
           the package; Linux has no plugin sandbox)

    ARGUMENTS:
      <Name>             The new feature's noun in UpperCamel case: 'Settings' makes the module
                         SettingsFeature with the reducer Settings and the view SettingsView.

    OPTIONS:
      --from <Template>  The feature to copy (default: Starter, a small clean one made to be
                         copied; any Modules/<Template>Feature with tests works).
      --in-app           Also make it a screen of the app's stack: RootFeature depends on it,
                         Root.swift and RootView.swift import it, Root.Path gets its case and
                         RootView.element(_:id:) shows it. A command that pushes it is yours
                         to add (README.md, "Show it in the app").
      --dry-run          List the files and the Package.swift lines it would add; write nothing.
      -h, --help         Show this help.

    WHAT IT DOES:
      Copies Modules/<Template>Feature and Tests/<Template>FeatureTests to
      Modules/<Name>Feature and Tests/<Name>FeatureTests, renaming file names and whole
      identifiers: a token (a run of letters, digits and '_') that is the template's name, or
      starts with it followed by an uppercase letter or '_', in UpperCamel or lowerCamel form.
      For --from Counter: Counter, CounterView, CounterTests, counter become Settings,
      SettingsView, SettingsTests, settings; Encountered, counterpart, pushCounter stay.
      Adds the .library product, the .target and the .testTarget (copied from the template's)
      to Package.swift in their alphabetical places, and formats the new Swift files with
      swift-format and .swift-format. The copy builds and its tests pass as is:
        swift test --filter <Name>FeatureTests

    IT REFUSES, AND WRITES NOTHING, WHEN:
      - <Name> is not a Swift identifier in UpperCamel case ('9lives', 'my-feature',
        'settings'), ends in 'Feature', or is a Swift keyword in either form;
      - <Name> is reserved: a module of the package (CLIApp, Core, CoreTestSupport,
        Dependencies, DependenciesMacros, DependenciesTestSupport, Navigation, Sharing,
        TerminalUI) or one a feature uses (CasePaths, Clocks, ConcurrencyExtras, CustomDump,
        Foundation, IdentifiedCollections, IssueReporting, Observation, OrderedCollections,
        Swift, Synchronization, Testing, XCTest), which the feature's type would hide from
        qualified names such as Swift.Mirror in macro expansions;
      - Modules/<Name>Feature, Tests/<Name>FeatureTests, or a target or product of that name in
        Package.swift already exists;
      - the template is missing (its folders, or its targets under // MARK: Features);
      - with --in-app: the template's view has no title(_:) and screen(_:), or Root.swift and
        RootView.swift are not laid out as the app's are (enum Path, switch store.case);
      - a renamed identifier would equal one the template already uses ('Screen', 'Reduce').
      If a write fails, what was written is removed again and Package.swift is restored.
    """

  /// Parses the arguments.
  public static func parse(_ arguments: [String]) throws(NewFeatureError) -> Options? {
    var names: [String] = []
    var template: String?
    var isDryRun = false
    var isInApp = false
    var packageDirectory: String?
    var swiftFormat: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        return nil
      case "--dry-run":
        isDryRun = true
      case "--in-app":
        isInApp = true
      case "--from", "--package-path", "--swift-format":
        guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
          throw .usage("\(argument) needs a value.")
        }
        switch argument {
        case "--from": template = value
        case "--package-path": packageDirectory = value
        default: swiftFormat = value
        }
      case _ where argument.hasPrefix("--from="):
        template = String(argument.dropFirst("--from=".count))
      case _ where argument.hasPrefix("-"):
        throw .usage("Unknown option '\(argument)'.")
      default:
        names.append(argument)
      }
    }
    guard let name = names.first else {
      throw .usage("Give the new feature's name, for example: new-feature Settings --from Counter")
    }
    guard names.count == 1 else {
      throw .usage("Give one name; got \(names.map { "'\($0)'" }.joined(separator: ", ")).")
    }
    var options = Options(name: name)
    options.template = template ?? options.template
    options.isDryRun = isDryRun
    options.isInApp = isInApp
    options.packageDirectory = packageDirectory ?? options.packageDirectory
    options.swiftFormat = swiftFormat
    return options
  }

  /// Runs the command: parses, validates, plans, and writes unless `--dry-run`.
  public static func run(_ arguments: [String]) -> Outcome {
    do {
      guard let options = try parse(arguments) else {
        return Outcome(status: 0, output: help + "\n", errorOutput: "")
      }
      let feature = try FeatureName(validating: options.name)
      let template: FeatureName
      do {
        template = try FeatureName(validating: options.template)
      } catch {
        throw NewFeatureError.templateNotFound(
          options.template, what: "there is no folder Modules/\(options.template)Feature")
      }
      let package = try PackageSnapshot.read(
        packageDirectory: options.packageDirectory, feature: feature, template: template,
        inApp: options.isInApp)
      var plan = try NewFeaturePlan(
        feature: feature, template: template, package: package, inApp: options.isInApp)
      // Formatting writes temporary files; a dry run writes nothing, anywhere.
      if let executable = options.swiftFormat, !options.isDryRun {
        let configuration = URL(fileURLWithPath: options.packageDirectory)
          .appendingPathComponent(".swift-format").path
        let formatter = SwiftFormatter(
          executable: executable,
          configuration: FileManager.default.fileExists(atPath: configuration)
            ? configuration : nil)
        plan = try plan.formatted(with: formatter.format)
      }
      if !options.isDryRun {
        try plan.write(toPackageAt: options.packageDirectory)
      }
      let report = report(
        plan, isDryRun: options.isDryRun, isFormatted: options.swiftFormat != nil)
      return Outcome(status: 0, output: report, errorOutput: "")
    } catch NewFeatureError.templateNotFound(let name, let what, _) {
      let directory = (try? parse(arguments))??.packageDirectory ?? "."
      let error = NewFeatureError.templateNotFound(
        name, what: what, templates: availableTemplates(inPackageAt: directory))
      return Outcome(status: 1, output: "", errorOutput: "error: \(error)\n")
    } catch {
      return Outcome(status: 1, output: "", errorOutput: "error: \(error)\n")
    }
  }

  /// The features of a package that can be copied: each `Modules/<Name>Feature` folder with a
  /// `Tests/<Name>FeatureTests` folder, by name, sorted.
  public static func availableTemplates(inPackageAt directory: String) -> [String] {
    let fileManager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    let modules =
      (try? fileManager.contentsOfDirectory(
        atPath: root.appendingPathComponent("Modules").path)) ?? []
    return modules.compactMap { folder -> String? in
      guard folder.hasSuffix("Feature"), folder != "Feature" else { return nil }
      var isDirectory: ObjCBool = false
      let tests = root.appendingPathComponent("Tests/\(folder)Tests").path
      guard fileManager.fileExists(atPath: tests, isDirectory: &isDirectory), isDirectory.boolValue
      else { return nil }
      return String(folder.dropLast("Feature".count))
    }.sorted()
  }

  /// What a run prints: the files, the manifest lines, what to do next.
  public static func report(_ plan: NewFeaturePlan, isDryRun: Bool, isFormatted: Bool) -> String {
    let feature = plan.feature
    var lines =
      isDryRun
      ? [
        "Would create \(feature.module) from \(plan.template.module) (--dry-run: nothing written):"
      ]
      : ["Created \(feature.module) from \(plan.template.module):"]
    lines += plan.files.map { "  " + $0.path }
    lines.append(isDryRun ? "Would add to Package.swift:" : "Added to Package.swift:")
    let width = String(plan.manifest.addedLines.last?.number ?? 0).count
    lines += plan.manifest.addedLines.map { line in
      let number = String(line.number)
      return "  " + String(repeating: " ", count: width - number.count) + number + " | "
        + line.text
    }
    if !plan.sourceEdits.isEmpty {
      lines.append(isDryRun ? "Would add to the app:" : "Added to the app:")
      lines += plan.sourceEdits.map { "  \($0.path): \($0.summary)" }
    }
    if !isDryRun {
      lines.append("Next:")
      if !isFormatted {
        lines.append(
          "  swift format --in-place --recursive \(feature.moduleFolder) \(feature.testFolder)")
      }
      lines.append("  swift test --filter \(feature.testModule)")
      lines.append(
        plan.sourceEdits.isEmpty
          ? "  To show it in the app, add it to Root: README.md, \"Make a new feature\"."
          : "  Add a command that pushes it: README.md, \"Show it in the app\".")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
