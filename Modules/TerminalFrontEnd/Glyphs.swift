import Foundation

/// The symbols the terminal front end draws, in Unicode or in plain ASCII for a terminal whose
/// locale is not UTF-8.
///
/// ``unicode`` draws `── Title ───`, `a · b`, `›`, `⚠`; ``ascii`` draws `-- Title ---`, `a | b`,
/// `>`, `!`, and ``apply(_:)`` turns the typographic glyphs of a feature's text (“ ” … — ★) into
/// ASCII too.
public struct Glyphs: Equatable, Sendable {
  /// Whether text is turned into ASCII.
  public let isASCII: Bool
  /// The horizontal rule around a title.
  public let rule: Character
  /// Between the commands of the Commands line.
  public let separator: String
  /// Before the input line and the echo of a command.
  public let prompt: String
  /// Before a warning.
  public let warning: String
  /// At the end of text cut short.
  public let ellipsis: String

  /// Box-drawing and typographic glyphs.
  public static let unicode = Glyphs(
    isASCII: false, rule: "─", separator: " · ", prompt: "›", warning: "⚠", ellipsis: "…")
  /// Plain ASCII.
  public static let ascii = Glyphs(
    isASCII: true, rule: "-", separator: " | ", prompt: ">", warning: "!", ellipsis: "...")

  /// The glyphs for a locale given by the environment: ASCII unless the first of `LC_ALL`,
  /// `LC_CTYPE` and `LANG` that is set names UTF-8 (`en_US.UTF-8`, `C.utf8`).
  ///
  /// - Parameter environment: The process's environment.
  /// - Returns: ``unicode`` or ``ascii``.
  public static func forLocale(environment: [String: String]) -> Glyphs {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? ""
    let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
    return normalized.contains("utf8") ? .unicode : .ascii
  }

  /// The text with its glyphs as these glyphs draw them: unchanged for ``unicode``; for
  /// ``ascii``, typographic glyphs become their ASCII look-alikes, accents are dropped (é → e),
  /// and any other non-ASCII character becomes `?`.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text to draw.
  public func apply(_ text: String) -> String {
    guard self.isASCII, !text.allSatisfy(\.isASCII) else { return text }
    var result = ""
    for character in text {
      if character.isASCII {
        result.append(character)
      } else if let replacement = asciiReplacements[character] {
        result += replacement
      } else {
        let folded = String(character).folding(options: .diacriticInsensitive, locale: nil)
        result += folded.allSatisfy(\.isASCII) && !folded.isEmpty ? folded : "?"
      }
    }
    return result
  }
}

/// The typographic glyphs the app's screens use, and others like them.
private let asciiReplacements: [Character: String] = [
  "─": "-", "━": "-", "│": "|", "┃": "|", "·": "|", "•": "*", "›": ">", "‹": "<", "»": ">>",
  "«": "<<", "⚠": "!", "ℹ": "i", "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x", "★": "*",
  "☆": "o", "…": "...", "“": "\"", "”": "\"", "„": "\"", "‘": "'", "’": "'", "—": "-", "–": "-",
  "−": "-", "≥": ">=", "≤": "<=", "≠": "!=", "→": "->", "←": "<-", "\u{00A0}": " ", "␛": "^[",
  "␍": "^M", "␀": "^@", "\u{FFFD}": "?",
]
