import TerminalUI

extension Screen {
  /// The words Tab may put where the last word of `text` is (a line editor keeps those that
  /// start with that word; see ``LineEditor/handle(_:completions:)``).
  ///
  /// The first word is a command: the screen's names, then `extraCommands`. The second is the
  /// argument of the command named by the first, from its placeholder: the choices of
  /// `<red|green|none>`, or for `<number>` the numbers the screen lists (lines that start with
  /// `1. `). Other arguments (free text) complete to nothing.
  ///
  /// ```swift
  /// screen.completions(before: "co")  // ["color", …]
  /// screen.completions(before: "color ")  // ["red", "green", "blue", "none"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text before the cursor.
  ///   - extraCommands: Names the app accepts on every screen, like `help` and `quit`.
  /// - Returns: The candidate words, in the order the screen lists them.
  public func completions(before text: String, extraCommands: [String] = []) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace)
    let endsInSpace = text.last?.isWhitespace ?? false
    // The complete words before the one being completed.
    let typed = max(0, words.count - (endsInSpace ? 0 : 1))
    switch typed {
    case 0:
      return self.commands.map(\.name) + extraCommands
    case 1:
      let name = words[0].lowercased()
      guard let command = self.commands.first(where: { $0.name.lowercased() == name }),
        let argument = command.argument
      else { return [] }
      return self.argumentCompletions(placeholder: argument)
    default:
      return []
    }
  }

  private func argumentCompletions(placeholder: String) -> [String] {
    let inner = placeholder.filter { !"<>[]".contains($0) }
    if inner.contains("|") {
      return inner.split(separator: "|").map(String.init)
    }
    guard inner == "number" else { return [] }
    // The numbers of a numbered list on the screen, like "2. Keyboard — 3 in stock".
    return self.lines.compactMap { numberOfListLine($0).map(String.init) }
  }
}
