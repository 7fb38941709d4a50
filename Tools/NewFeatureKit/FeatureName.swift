/// The noun a feature is named after (`Counter`), validated, with the names derived from it.
///
/// A feature `Counter` lives in the module `CounterFeature`, is tested by `CounterFeatureTests`,
/// and is read in code as `Counter` (types) or `counter` (values).
public struct FeatureName: Hashable, Sendable, CustomStringConvertible {
  /// The name as typed: `Settings`, `ItemForm`.
  public let upperCamel: String
  /// The name as a value is called: `settings`, `itemForm`, `urlSession` for `URLSession`.
  public let lowerCamel: String

  /// Names no feature may take: ``packageModules`` and ``usedModules``.
  ///
  /// A feature `X` declares a type `X` in its module, its tests and every module that imports it
  /// (`RootFeature`, once the app shows it), and there a type hides the module of the same name:
  /// `X.Y` looks in the type. Macro expansions qualify names with their modules, so a feature
  /// named `Swift`, `CasePaths` or `Testing` breaks `Swift.Mirror` (`@ObservableState`),
  /// `CasePaths.AnyCasePath` (`@CasePathable`) or `Testing.Test` (`@Test`), and the new
  /// package does not compile.
  public static var reservedNames: Set<String> { packageModules.union(usedModules) }

  /// The package's own modules that a feature, its tests or its macro expansions name
  /// (`Core.Reducer`, `Navigation.PresentationState`), and the app.
  public static let packageModules: Set<String> = [
    "CLIApp", "Core", "CoreTestSupport", "Dependencies", "DependenciesMacros",
    "DependenciesTestSupport", "Navigation",
    "Sharing", "TerminalUI",
  ]

  /// The other modules a feature names: those macro expansions qualify with (`Swift`,
  /// `CasePaths`; `Observation` for `@Observable`, `Testing` for `@Test` and `#expect`), and
  /// those a feature or its tests import, directly or through Core's and Dependencies'
  /// re-exports, so that its code can still qualify a name with them.
  public static let usedModules: Set<String> = [
    "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "Foundation",
    "IdentifiedCollections", "IssueReporting", "Observation", "OrderedCollections", "Swift",
    "Synchronization", "Testing", "XCTest",
  ]

  /// Validates a feature name.
  ///
  /// A feature name is an ASCII Swift identifier in UpperCamel case: it starts with an uppercase
  /// letter and has only letters and digits (`Settings`, `ItemForm`, `Step2`). It is neither a
  /// reserved module name nor a Swift keyword in either of its forms (`Self`, or `Default`
  /// whose lowerCamel form is `default`), and it does not end in `Feature`, which the module
  /// name adds.
  ///
  /// - Parameter name: The name as typed on the command line.
  /// - Throws: ``NewFeatureError/invalidName(_:reason:)`` or
  ///   ``NewFeatureError/reservedName(_:)``.
  public init(validating name: String) throws(NewFeatureError) {
    guard !name.isEmpty else {
      throw .invalidName(name, reason: "it is empty")
    }
    guard name.unicodeScalars.allSatisfy(\.isIdentifierCharacter),
      let first = name.unicodeScalars.first, !first.isASCIIDigit
    else {
      throw .invalidName(name, reason: "it is not a Swift identifier")
    }
    guard name.unicodeScalars.allSatisfy(\.isASCII) else {
      throw .invalidName(name, reason: "it has characters other than ASCII letters and digits")
    }
    guard first.isASCIIUppercase, !name.contains("_") else {
      throw .invalidName(name, reason: "it is not UpperCamel case")
    }
    guard !name.hasSuffix("Feature") else {
      throw .invalidName(
        name,
        reason: "it ends in 'Feature', which the module name adds; "
          + "use '\(name.dropLast("Feature".count))'")
    }
    guard !Self.reservedNames.contains(name) else {
      throw .reservedName(name)
    }
    let lowerCamel = Self.lowerCamel(name)
    for form in [name, lowerCamel] where swiftKeywords.contains(form) {
      throw .invalidName(name, reason: "'\(form)' is a Swift keyword")
    }
    self.upperCamel = name
    self.lowerCamel = lowerCamel
  }

  /// The library module: `SettingsFeature`.
  public var module: String { self.upperCamel + "Feature" }

  /// The test module: `SettingsFeatureTests`.
  public var testModule: String { self.module + "Tests" }

  /// The module's folder, relative to the package: `Modules/SettingsFeature`.
  public var moduleFolder: String { "Modules/" + self.module }

  /// The test module's folder, relative to the package: `Tests/SettingsFeatureTests`.
  public var testFolder: String { "Tests/" + self.testModule }

  public var description: String { self.upperCamel }

  /// Lowercases the leading uppercase letters the way Swift API names do: `Counter` → `counter`,
  /// `ItemForm` → `itemForm`, `URLSession` → `urlSession`, `URL` → `url`.
  static func lowerCamel(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var leading = 0
    while leading < scalars.count, scalars[leading].isASCIIUppercase { leading += 1 }
    // In `URLSession` the `S` starts the next word, so it stays uppercase.
    let startsNextWord =
      leading > 1 && leading < scalars.count && scalars[leading].properties.isLowercase
    let lowered = startsNextWord ? leading - 1 : leading
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      result.append(
        index < lowered ? Unicode.Scalar(scalar.value | 0x20)! : scalar)
    }
    return String(result)
  }
}

/// Words Swift reserves; a name whose UpperCamel or lowerCamel form is one of them cannot be
/// used as an identifier without backticks.
private let swiftKeywords: Set<String> = [
  "Any", "Protocol", "Self", "Type", "_", "as", "associatedtype", "await", "break", "case",
  "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
  "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
  "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup",
  "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
  "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where",
  "while",
]
