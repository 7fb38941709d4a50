/// The edits `new-feature --in-app` makes to the app's sources, so that the new feature is a
/// screen of the app's stack: `import <Name>Feature` in `Root.swift` and `RootView.swift`, a
/// `Root.Path` case holding the feature, and the case of `RootView.element(_:id:)` that shows it
/// (its breadcrumb title and its screen, through `<Name>View.title(_:)` and `.screen(_:)`).
///
/// What the app does with the screen (the command that pushes it, what Root answers to its
/// delegate actions) is the author's to write; the edits only make it a screen the stack can hold.
public struct AppWiring: Equatable, Sendable {
  /// The file holding the app's reducer and its `Path` enum.
  public static let rootPath = "Modules/RootFeature/Root.swift"
  /// The file holding the app's view and its `element(_:id:)` switch.
  public static let viewPath = "Modules/RootFeature/RootView.swift"
  /// The app's target, which gains the new module as a dependency.
  public static let appTarget = "RootFeature"

  /// A change to an existing source file.
  public struct SourceEdit: Equatable, Sendable {
    /// The path relative to the package.
    public var path: String
    /// The file's text when the edit was planned.
    public var original: String
    /// The file's text after the edit.
    public var edited: String
    /// What the edit adds, for the report.
    public var summary: String
  }

  /// The edits of `Root.swift` and `RootView.swift`, in that order.
  public var edits: [SourceEdit]

  /// Plans the edits.
  ///
  /// - Parameters:
  ///   - feature: The new feature.
  ///   - template: The feature copied; its view must have `title(_:)` and `screen(_:)`.
  ///   - templateView: The text of the template's `<Template>View.swift`, if it has one.
  ///   - root: The text of `Root.swift`.
  ///   - view: The text of `RootView.swift`.
  /// - Throws: ``NewFeatureError/cannotWire(_:reason:)`` when the template's view does not have
  ///   what a stack screen needs, or the app's files are not laid out as expected.
  public init(
    feature: FeatureName, template: FeatureName, templateView: String?, root: String, view: String
  ) throws(NewFeatureError) {
    let viewType = template.upperCamel + "View"
    guard let templateView,
      templateView.contains("static func title("), templateView.contains("static func screen(")
    else {
      throw .cannotWire(
        feature.upperCamel,
        reason: "\(viewType) has no static title(_:) and screen(_:), which a screen of the "
          + "stack shows; copy a feature whose view has them (Starter, Counter, Prime, ItemForm)")
    }
    let value = ["id", "store"].contains(feature.lowerCamel) ? "element" : feature.lowerCamel

    var rootLines = Self.lines(root)
    try Self.addImport(feature.module, to: &rootLines, file: Self.rootPath, for: feature)
    guard let path = rootLines.firstIndex(where: { Self.isPathEnum($0) }),
      let pathEnd = Self.closingLine(of: path, in: rootLines)
    else {
      throw .cannotWire(
        feature.upperCamel, reason: "\(Self.rootPath) has no 'enum Path {' closed by a '}' below it"
      )
    }
    let caseIndentation = indentation(of: rootLines[path]) + "  "
    rootLines.insert(
      "\(caseIndentation)case \(feature.lowerCamel)(\(feature.upperCamel))", at: pathEnd)

    var viewLines = Self.lines(view)
    try Self.addImport(feature.module, to: &viewLines, file: Self.viewPath, for: feature)
    guard let element = viewLines.firstIndex(where: { $0.contains("static func element(") }),
      let switchLine = viewLines[element...].firstIndex(where: {
        trimmed($0) == "switch store.case {"
      }),
      let switchEnd = Self.closingLine(of: switchLine, in: viewLines)
    else {
      throw .cannotWire(
        feature.upperCamel,
        reason: "\(Self.viewPath) has no 'static func element(' with a 'switch store.case {'")
    }
    let margin = indentation(of: viewLines[switchLine])
    let name = feature.lowerCamel
    viewLines.insert(
      contentsOf: [
        "\(margin)case .\(name)(let \(value)):",
        "\(margin)  StackElementView(title: \(feature.upperCamel)View.title(\(value))) {",
        "\(margin)    \(feature.upperCamel)View.screen(\(value)).map { "
          + ".path(.element(id: id, action: .\(name)($0))) }",
        "\(margin)  }",
      ], at: switchEnd)

    self.edits = [
      SourceEdit(
        path: Self.rootPath, original: root, edited: rootLines.joined(separator: "\n"),
        summary: "import \(feature.module); case \(name)(\(feature.upperCamel)) in Root.Path"),
      SourceEdit(
        path: Self.viewPath, original: view, edited: viewLines.joined(separator: "\n"),
        summary: "import \(feature.module); the .\(name) case of RootView.element(_:id:)"),
    ]
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func isPathEnum(_ line: String) -> Bool {
    let text = trimmed(line)
    return text == "enum Path {" || text.hasSuffix(" enum Path {")
  }

  /// The line that closes the block a line opens: the first below it that is its indentation
  /// and `}`.
  private static func closingLine(of opening: Int, in lines: [String]) -> Int? {
    let closing = indentation(of: lines[opening]) + "}"
    return lines[(opening + 1)...].firstIndex { $0 == closing }
  }

  /// Adds `import <module>` to the file's first run of imports, in its sorted place.
  private static func addImport(
    _ module: String, to lines: inout [String], file: String, for feature: FeatureName
  ) throws(NewFeatureError) {
    guard let first = lines.firstIndex(where: { $0.hasPrefix("import ") }) else {
      throw .cannotWire(feature.upperCamel, reason: "\(file) has no import to add one beside")
    }
    var index = first
    while index < lines.count, lines[index].hasPrefix("import ") {
      if lines[index] == "import \(module)" {
        throw .cannotWire(feature.upperCamel, reason: "\(file) already imports \(module)")
      }
      if "import \(module)" < lines[index] { break }
      index += 1
    }
    lines.insert("import \(module)", at: index)
  }
}
