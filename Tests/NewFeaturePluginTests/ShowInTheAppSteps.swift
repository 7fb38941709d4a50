import Foundation

/// The README's "Show it in the app" steps, as edits of a package copy: each replaces one
/// anchor, found exactly once in its file, with the anchor and what the step adds.
struct ShowInTheAppStep: Sendable {
  var file: String
  var anchor: String
  var replacement: String

  /// The steps for a feature named Settings, made by `swift package new-feature Settings
  /// --in-app` (which wires it into `Root.swift`, `RootView.swift` and `Package.swift`).
  static let settings: [ShowInTheAppStep] = [
    // 1. RootView.swift: a home command that pushes it.
    .init(
      file: "Modules/RootFeature/RootView.swift",
      anchor:
        "        Command(\"inventory\", \"Open the inventory\", action: .tabSelected(.inventory)),\n",
      replacement: """
                Command("inventory", "Open the inventory", action: .tabSelected(.inventory)),
                Command("settings", "Open the settings", action: .push(.settings(Settings.State()))),

        """),
    // 2. The test that lists the home screen's commands.
    .init(
      file: "Tests/RootFeatureTests/RootViewTests.swift",
      anchor:
        "    #expect(screen.commands.map(\\.usage) == [\"counter [<number>]\", \"item\", \"inventory\"])\n",
      replacement: """
            #expect(screen.commands.map(\\.usage) == ["counter [<number>]", "item", "inventory", "settings"])

        """),
  ]

  /// Applies the step to a package at `root`; throws when the anchor is not there exactly once.
  func apply(inPackageAt root: URL) throws {
    let url = root.appendingPathComponent(self.file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let count = text.components(separatedBy: self.anchor).count - 1
    guard count == 1 else {
      throw StepError(description: "\(self.file) has the anchor \(count) times: \(self.anchor)")
    }
    try text.replacingOccurrences(of: self.anchor, with: self.replacement)
      .write(to: url, atomically: true, encoding: .utf8)
  }

  struct StepError: Error, CustomStringConvertible {
    var description: String
  }

  /// The code lines of the README's "Show it in the app" snippets, trimmed: what the edits
  /// must have put in the package (comments, `// …` and blank lines left out).
  static func readmeLines(in readme: String) -> [String] {
    guard let start = readme.range(of: "### Show it in the app") else { return [] }
    let section = readme[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var lines: [String] = []
    var isInSnippet = false
    for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        isInSnippet = trimmed == "```swift"
        continue
      }
      if isInSnippet, !trimmed.isEmpty, !trimmed.hasPrefix("//") {
        lines.append(trimmed)
      }
    }
    return lines
  }
}
