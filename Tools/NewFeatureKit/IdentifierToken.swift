/// A maximal run of letters, digits and `_` in a text, and where it stands in Swift source.
///
/// `Encountered`, `counterpart` and `Counter` are three tokens; `Counter.State` is two
/// (`Counter`, `State`); `"Counter \(count)"` is `Counter` in a string literal and `count` in
/// code.
struct IdentifierToken: Equatable, Sendable {
  /// Where a token stands.
  enum Context: Equatable, Sendable {
    case code, comment, stringLiteral
  }

  var text: String
  /// The token's position, in unicode scalars from the start of the text.
  var range: Range<Int>
  var context: Context

  /// The tokens of Swift source, each with its context. Handles line, block (nested) and
  /// documentation comments, single-line, multi-line and raw (`#"…"#`) string literals, and
  /// interpolations (`\(…)`), whose tokens are code.
  static func tokens(inSwiftSource source: String) -> [IdentifierToken] {
    var scanner = Scanner(Array(source.unicodeScalars))
    scanner.scan()
    return scanner.tokens
  }

  /// The tokens of a text that is not Swift (a README), all in the ``Context/comment`` context.
  static func tokens(inText text: String) -> [IdentifierToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [IdentifierToken] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index].isIdentifierCharacter else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, scalars[index].isIdentifierCharacter { index += 1 }
      tokens.append(
        IdentifierToken(
          text: String(String.UnicodeScalarView(scalars[start..<index])), range: start..<index,
          context: .comment))
    }
    return tokens
  }
}

/// A small Swift lexer: just enough to tell code from comments and string literals.
private struct Scanner {
  enum Mode {
    /// Code; inside an interpolation, `parentheses` counts the ones still open.
    case code(parentheses: Int)
    case string(hashes: Int, isMultiline: Bool)
  }

  let scalars: [Unicode.Scalar]
  var index = 0
  var modes: [Mode] = [.code(parentheses: 0)]
  var tokens: [IdentifierToken] = []

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  mutating func scan() {
    while self.index < self.scalars.count {
      switch self.modes.last! {
      case .code(let parentheses):
        self.scanCode(parentheses: parentheses)
      case .string(let hashes, let isMultiline):
        self.scanString(hashes: hashes, isMultiline: isMultiline)
      }
    }
  }

  private mutating func scanCode(parentheses: Int) {
    let scalar = self.scalars[self.index]
    if self.starts(with: "//") {
      let start = self.index
      while self.index < self.scalars.count, self.scalars[self.index] != "\n" { self.index += 1 }
      self.emitTokens(in: start..<self.index, context: .comment)
    } else if self.starts(with: "/*") {
      let start = self.index
      var depth = 0
      repeat {
        if self.starts(with: "/*") {
          depth += 1
          self.index += 2
        } else if self.starts(with: "*/") {
          depth -= 1
          self.index += 2
        } else {
          self.index += 1
        }
      } while depth > 0 && self.index < self.scalars.count
      self.emitTokens(in: start..<self.index, context: .comment)
    } else if scalar == "#" || scalar == "\"" {
      var end = self.index
      while end < self.scalars.count, self.scalars[end] == "#" { end += 1 }
      guard end < self.scalars.count, self.scalars[end] == "\"" else {
        // `#if`, `#available`: the `#` is punctuation, the word after it is code.
        self.index = end
        return
      }
      let hashes = end - self.index
      self.index = end
      let isMultiline = self.starts(with: "\"\"\"")
      self.index += isMultiline ? 3 : 1
      self.modes.append(.string(hashes: hashes, isMultiline: isMultiline))
    } else if scalar == "(" {
      self.replaceTop(with: .code(parentheses: parentheses + 1))
      self.index += 1
    } else if scalar == ")" {
      if self.modes.count > 1 && parentheses == 0 {
        // The end of an interpolation: back to its string literal.
        self.modes.removeLast()
      } else {
        self.replaceTop(with: .code(parentheses: max(parentheses - 1, 0)))
      }
      self.index += 1
    } else if scalar.isIdentifierCharacter {
      self.emitToken(context: .code)
    } else {
      self.index += 1
    }
  }

  private mutating func scanString(hashes: Int, isMultiline: Bool) {
    let scalar = self.scalars[self.index]
    let delimiter = String(repeating: "#", count: hashes)
    if scalar == "\\" && self.starts(with: "\\" + delimiter) {
      self.index += 1 + hashes
      if self.index < self.scalars.count, self.scalars[self.index] == "(" {
        self.modes.append(.code(parentheses: 0))
      }
      // Skips the `(` of an interpolation, or the escaped character.
      self.index += 1
    } else if isMultiline && self.starts(with: "\"\"\"" + delimiter) {
      self.index += 3 + hashes
      self.modes.removeLast()
    } else if !isMultiline && self.starts(with: "\"" + delimiter) {
      self.index += 1 + hashes
      self.modes.removeLast()
    } else if !isMultiline && scalar == "\n" {
      // An unterminated literal ends with its line, as the compiler reads it.
      self.modes.removeLast()
    } else if scalar.isIdentifierCharacter {
      self.emitToken(context: .stringLiteral)
    } else {
      self.index += 1
    }
  }

  private func starts(with prefix: String) -> Bool {
    var index = self.index
    for scalar in prefix.unicodeScalars {
      guard index < self.scalars.count, self.scalars[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  private mutating func replaceTop(with mode: Mode) {
    self.modes[self.modes.count - 1] = mode
  }

  private mutating func emitToken(context: IdentifierToken.Context) {
    let start = self.index
    while self.index < self.scalars.count, self.scalars[self.index].isIdentifierCharacter {
      self.index += 1
    }
    self.tokens.append(
      IdentifierToken(
        text: String(String.UnicodeScalarView(self.scalars[start..<self.index])),
        range: start..<self.index, context: context))
  }

  private mutating func emitTokens(in range: Range<Int>, context: IdentifierToken.Context) {
    let text = String(String.UnicodeScalarView(self.scalars[range]))
    for token in IdentifierToken.tokens(inText: text) {
      self.tokens.append(
        IdentifierToken(
          text: token.text,
          range: (token.range.lowerBound + range.lowerBound)..<(token.range.upperBound
            + range.lowerBound),
          context: context))
    }
  }
}
