import Foundation

/// One random run of the app for the fuzzer: flags (a deep link, modes, now and then a wrong
/// one), a data folder that is empty, holds an inventory or holds a corrupt file, and lines of
/// input from ``FuzzLine``.
struct FuzzSession: Sendable {
  /// What the data folder holds before the run.
  enum Data: String, Sendable {
    case empty, inventory, corrupt

    /// The inventory file's text; `nil` for no file.
    var file: String? {
      switch self {
      case .empty: nil
      case .inventory: keyboardInventory
      case .corrupt: "{\"items\": [{\"id\": 3"
      }
    }
  }

  /// The arguments, without `--data-dir` (the fuzzer adds a fresh folder).
  var arguments: [String]
  var data: Data
  /// The lines of input, without their newlines.
  var lines: [[UInt8]]

  /// Standard input: every line and its newline.
  var stdin: [UInt8] {
    self.lines.flatMap { $0 + [UInt8(ascii: "\n")] }
  }

  static func random(maximumLines: Int, using generator: inout some RandomNumberGenerator) -> Self {
    var arguments: [String] = []
    if Int.random(in: 0..<100, using: &generator) < 50 { arguments.append("--virtual-time") }
    if Int.random(in: 0..<100, using: &generator) < 20 { arguments.append("--no-color") }
    if Int.random(in: 0..<100, using: &generator) < 15 { arguments.append("--print-changes") }
    if Int.random(in: 0..<100, using: &generator) < 15 { arguments.append("--debug-renders") }
    if Int.random(in: 0..<100, using: &generator) < 40 {
      arguments += ["--deep-link", Self.deepLink(using: &generator)]
    }
    if Int.random(in: 0..<100, using: &generator) < 5 {
      arguments.insert(
        Self.wrongArguments.randomElement(using: &generator)!,
        at: Int.random(in: 0...arguments.count, using: &generator))
    }
    let data: Data =
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<45: .empty
      case 45..<92: .inventory
      default: .corrupt
      }
    let count = Int.random(in: 0...maximumLines, using: &generator)
    var lines = FuzzLine.lines(count: count, using: &generator).map(\.bytes)
    // Now and then a line of a megabyte, and a quit before the end.
    if count > 0, Int.random(in: 0..<100, using: &generator) < 3 {
      let byte = [UInt8(ascii: "x"), 0xFF, UInt8(ascii: " ")].randomElement(using: &generator)!
      lines[Int.random(in: 0..<count, using: &generator)] = [UInt8](
        repeating: byte, count: 1 << 20)
    }
    if Int.random(in: 0..<100, using: &generator) < 50 {
      lines.append(Array((Bool.random(using: &generator) ? "quit" : "exit").utf8))
    }
    return FuzzSession(arguments: arguments, data: data, lines: lines)
  }

  /// A deep link: mostly well formed (with numbers at the limits of `Int`), sometimes not.
  static func deepLink(using generator: inout some RandomNumberGenerator) -> String {
    if Int.random(in: 0..<100, using: &generator) < 20 {
      return Self.wrongDeepLinks.randomElement(using: &generator)!
    }
    let numbers = [
      "0", "1", "97", "-5", "10000000", "9223372036854775807", "-9223372036854775808",
    ]
    return (0..<Int.random(in: 1...5, using: &generator)).map { _ in
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: "counter:" + numbers.randomElement(using: &generator)!
      case 1: "prime:" + numbers.randomElement(using: &generator)!
      default: "item:" + ["Lamp", "x", "🦄", "a b", " "].randomElement(using: &generator)!
      }
    }
    .joined(separator: "/")
  }

  static let wrongArguments = [
    "--frobnicate", "-z", "--deep-link", "--virtual-time=yes", "extra", "--data-dir", "--",
  ]

  static let wrongDeepLinks = [
    "", "/", "counter:", "prime:x", "counter:99999999999999999999", "item:", "://",
    "counter:1//prime:2", String(repeating: "counter:1/", count: 2_000) + "counter:1",
    "\u{1B}[2J", "counter:1\u{0}",
  ]

  /// The session as a shell command that replays it (`$CLIAPP` is the executable).
  func reproducer(note: String) -> String {
    let quoted = self.arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let bytes = self.stdin.map { byte -> String in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "-"),
        UInt8(ascii: "+"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "."):
        String(UnicodeScalar(byte))
      default:
        "\\" + String(byte, radix: 8).leftPadded(to: 3)
      }
    }
    return """
      #!/usr/bin/env bash
      # \(note)
      # Replays a fuzzed session of CLIApp (CLIAPP names the executable) in a fresh data folder.
      dir=$(mktemp -d)
      \(self.data.file.map { "printf '%s' '\($0)' > \"$dir/inventory.json\"" } ?? "# no inventory file")
      printf '\(bytes.joined())' | "${CLIAPP:-.build/debug/CLIApp}" --data-dir "$dir" \(quoted.joined(separator: " "))
      echo "exit status: $?"

      """
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - self.count)) + self
  }
}
