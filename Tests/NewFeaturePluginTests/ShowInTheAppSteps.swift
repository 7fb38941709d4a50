import Foundation

/// The README's "Show it in the app" steps, as edits of a package copy: each replaces one
/// anchor, found exactly once in its file, with the anchor and what the step adds.
struct ShowInTheAppStep: Sendable {
  var file: String
  var anchor: String
  var replacement: String

  /// The steps for a feature named Settings (`swift package new-feature Settings`).
  static let settings: [ShowInTheAppStep] = [
    // 1. Package.swift
    .init(
      file: "Package.swift",
      anchor: """
                "PrimeFeature",
                "TerminalUI",
              ],
              path: "Modules/RootFeature"
        """,
      replacement: """
                "PrimeFeature",
                "SettingsFeature",
                "TerminalUI",
              ],
              path: "Modules/RootFeature"
        """),
    // 2. Root.swift
    .init(
      file: "Modules/RootFeature/Root.swift", anchor: "import PrimeFeature\n",
      replacement: "import PrimeFeature\nimport SettingsFeature\n"),
    .init(
      file: "Modules/RootFeature/Root.swift", anchor: "    case prime(Prime)\n",
      replacement: "    case prime(Prime)\n    case settings(Settings)\n"),
    .init(
      file: "Modules/RootFeature/Root.swift", anchor: "    case newItemButtonTapped\n",
      replacement: "    case newItemButtonTapped\n    case settingsButtonTapped\n"),
    .init(
      file: "Modules/RootFeature/Root.swift", anchor: "      case .newItemButtonTapped:\n",
      replacement: """
              case .settingsButtonTapped:
                state.path.append(.settings(Settings.State()))
                return .none

              case .newItemButtonTapped:

        """),
    // 3. RootView.swift
    .init(
      file: "Modules/RootFeature/RootView.swift", anchor: "import PrimeFeature\n",
      replacement: "import PrimeFeature\nimport SettingsFeature\n"),
    .init(
      file: "Modules/RootFeature/RootView.swift",
      anchor:
        "        PrimeView.screen(prime).map { .path(.element(id: id, action: .prime($0))) }\n      }\n",
      replacement: """
                PrimeView.screen(prime).map { .path(.element(id: id, action: .prime($0))) }
              }
            case .settings(let settings):
              StackElementView(title: SettingsView.title(settings)) {
                SettingsView.screen(settings).map { .path(.element(id: id, action: .settings($0))) }
              }

        """),
    .init(
      file: "Modules/RootFeature/RootView.swift",
      anchor:
        "        Command(\"inventory\", \"Open the inventory\", action: .tabSelected(.inventory)),\n",
      replacement: """
                Command("inventory", "Open the inventory", action: .tabSelected(.inventory)),
                Command("settings", "Open the settings", action: .settingsButtonTapped),

        """),
    // 4. The tests that switch over every screen.
    .init(
      file: "Tests/RootFeatureTests/RootViewTests.swift",
      anchor:
        "    #expect(screen.commands.map(\\.usage) == [\"counter [<number>]\", \"item\", \"inventory\"])\n",
      replacement: """
            #expect(screen.commands.map(\\.usage) == ["counter [<number>]", "item", "inventory", "settings"])

        """),
    .init(
      file: "Tests/RootFeatureTests/RootSession.swift",
      anchor: "      case .prime(let prime):\n        count = prime.isLoading ? 1 : 0\n",
      replacement: """
              case .prime(let prime):
                count = prime.isLoading ? 1 : 0
              case .settings:
                count = 0

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
