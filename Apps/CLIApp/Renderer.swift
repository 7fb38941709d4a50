import Navigation
import TerminalFrontEnd
import TerminalUI

/// Draws screens as text: plain for scripts, with ANSI styling for a color terminal.
struct Renderer: Sendable {
  var usesColor: Bool
  var clearsScreen: Bool

  func render<Action>(_ screen: Screen<Action>, globalCommands: [GlobalCommand]) -> String {
    var text = ""
    if self.clearsScreen { text += "\u{1B}[2J\u{1B}[H" }
    text +=
      self.style("── \(visible(screen.title)) ", code: "1")
      + String(repeating: "─", count: max(3, 60 - screen.title.count)) + "\n"
    for line in screen.lines {
      text += line.isEmpty ? "\n" : "  \(visible(line))\n"
    }
    for line in screen.commandLines(globalCommands: globalCommands, width: 64) {
      text += self.style(line, code: "2") + "\n"
    }
    return text
  }

  func help<Action>(_ screen: Screen<Action>, globalCommands: [GlobalCommand]) -> String {
    let rows = screen.helpRows(globalCommands: globalCommands)
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { usage, summary in
      "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary
    }
    .joined(separator: "\n") + "\n"
  }

  func warning(_ message: String) -> String {
    self.style("⚠ \(visible(message))", code: "33") + "\n"
  }

  /// The line that repeats a command in scripted mode.
  func echo(_ command: String) -> String {
    "› \(visible(String(command.prefix(200))))\n"
  }

  private func style(_ text: String, code: String) -> String {
    self.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// The text with control characters shown as symbols (␛, ␍, ␀…): what the user typed or stored
/// is printed, so it must not move the cursor, clear the screen or restyle the terminal.
func visible(_ text: String) -> String {
  text.showingControlCharacters
}
