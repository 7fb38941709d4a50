import Foundation

/// One line of fuzz input: a command that may apply to the current screen, or a line that is
/// bad on every screen.
struct FuzzLine {
  enum Kind: String {
    case command, unknownWord, longLine, randomBytes, unicode, blank, badArgument
    /// Extreme numbers and control characters: no hint is promised, only that nothing breaks.
    case hostile
  }

  var kind: Kind
  var bytes: [UInt8]

  /// Whether the line is wrong on every screen, so it must get a hint.
  var isBad: Bool { self.kind != .command && self.kind != .hostile }

  var preview: String {
    String(String(decoding: self.bytes, as: UTF8.self).debugDescription.prefix(80))
  }

  /// Walks to every screen from anywhere: leave alerts, go home, then do something there.
  static let tours = [
    ["+", "prime", "nth", "ok", "fav", "back"],
    ["counter 3", "+", "prime", "nth"],
    ["inventory", "new", "name Gadget", "qty 2", "color red", "add"],
    ["inventory", "edit 1", "stock off", "backorder on", "done"],
    ["inventory", "duplicate 1", "duplicate"],
    ["inventory", "delete 2", "delete"],
    ["inventory", "delete 1", "cancel", "new", "cancel"],
    ["item", "name Widget", "timer", "advance 1s", "back"],
    ["counter 7", "next", "advance 1s"],
    ["counter 98", "timer", "advance 1s", "advance 1s"],
  ].map { ["ok", "back", "back", "back", "back"] + $0 }

  /// Commands of every screen, with arguments the screens accept.
  static let commands = [
    "+", "-", "prime", "nth", "ok", "fav", "back", "next", "timer", "advance 1s", "advance 500ms",
    "counter 5", "counter", "item", "inventory", "new", "name Gadget", "qty 2", "color red",
    "color none", "stock off", "backorder on", "add", "cancel", "done", "edit 1", "delete 1",
    "duplicate 1", "delete", "duplicate", "help",
  ]

  /// Lines that are wrong wherever they are typed: a bad argument to a command, or a command
  /// that does not exist on this screen.
  static let badArguments = [
    "qty -5", "qty lots", "color purple", "edit 999", "delete 0", "duplicate -1",
    "counter 99999999999999999999", "counter 12abc", "+ 3", "back now", "nth 5", "timer on",
    "advance forever", "advance -3s", "advance 1e999s", "advance 86401s", "advance", "name",
    "stock maybe", "ok later", "quit now", "exit 1", "help me",
  ]

  /// Numbers at and beyond the limits of `Int`, in every place a command takes one.
  static let extremeNumbers = [
    "edit -9223372036854775808", "delete -9223372036854775808", "duplicate 9223372036854775807",
    "counter 9223372036854775807", "counter -9223372036854775808", "qty 9223372036854775807",
    "edit 9223372036854775807", "counter 9223372036854775808", "qty 0", "counter -1",
    "advance 3600s", "advance 0s", "advance 0.0001ms",
  ]

  /// Terminal escapes and control characters a paste or a stuck key can produce.
  static let controls = [
    "\u{1B}[A", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{07}", "\u{1B}[31mred", "\u{08}\u{08}+",
    "\u{03}", "\u{04}", "\u{1A}", "\r+", "+\r", "\u{7F}", "\u{1B}",
  ]

  static let unicode = [
    "🦄🚀 🎉", "مرحبا بالعالم", "שלום עולם", "\u{202E}kcab", "👩‍👩‍👧‍👦", "e\u{301}dit 1",
    "＋", "ba\u{200B}ck", "ｑｕｉｔ", "\u{FEFF}+", "日本語のコマンド", "Ω≈ç√∫",
  ]

  static let names = Set(
    commands.map { String($0.prefix { $0 != " " }) } + ["quit", "exit", "advance"])

  /// Random lines: tours and single commands mixed with every kind of bad line.
  static func lines(count: Int, using generator: inout some RandomNumberGenerator) -> [FuzzLine] {
    var lines: [FuzzLine] = []
    while lines.count < count {
      if Int.random(in: 0..<100, using: &generator) < 8 {
        let tour = tours.randomElement(using: &generator)!
        lines += tour.prefix(count - lines.count).map { FuzzLine(kind: .command, text: $0) }
      } else {
        lines.append(random(using: &generator))
      }
    }
    return lines
  }

  static func random(using generator: inout some RandomNumberGenerator) -> FuzzLine {
    let roll = Int.random(in: 0..<100, using: &generator)
    switch roll {
    case 0..<30:
      return FuzzLine(kind: .command, text: commands.randomElement(using: &generator)!)
    case 30..<44:
      return FuzzLine(kind: .badArgument, text: badArguments.randomElement(using: &generator)!)
    case 44..<58:
      var word: String
      repeat {
        let length = Int.random(in: 1...12, using: &generator)
        word = String((0..<length).map { _ in letters.randomElement(using: &generator)! })
      } while names.contains(word)
      return FuzzLine(
        kind: .unknownWord, text: word + (Bool.random(using: &generator) ? "" : " 42"))
    case 58..<64:
      let character = ["z", "+", "é", "🦄"].randomElement(using: &generator)!
      return FuzzLine(kind: .longLine, text: String(repeating: character, count: 10_000))
    case 64..<78:
      // Starts with an invalid or NUL byte, so it is never a command; no newline inside.
      let first: UInt8 = [0xFF, 0x00, 0xC0, 0x80].randomElement(using: &generator)!
      let count = Int.random(in: 0...200, using: &generator)
      let rest = (0..<count).map { _ -> UInt8 in
        var byte: UInt8
        repeat { byte = UInt8.random(in: 0...255, using: &generator) } while byte == 0x0A
        return byte
      }
      return FuzzLine(kind: .randomBytes, bytes: [first] + rest)
    case 78..<84:
      return FuzzLine(kind: .unicode, text: unicode.randomElement(using: &generator)!)
    case 84..<90:
      let pick = Bool.random(using: &generator) ? extremeNumbers : controls
      return FuzzLine(kind: .hostile, text: pick.randomElement(using: &generator)!)
    default:
      let blanks = ["", " ", "    ", "\t", " \t "]
      return FuzzLine(kind: .blank, text: blanks.randomElement(using: &generator)!)
    }
  }

  private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

  init(kind: Kind, bytes: [UInt8]) {
    self.kind = kind
    self.bytes = bytes
  }

  init(kind: Kind, text: String) {
    self.init(kind: kind, bytes: Array(text.utf8))
  }
}
