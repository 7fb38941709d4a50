/// The line a user is typing: its text, the cursor, and the history Up and Down recall.
///
/// A value that changes only through ``handle(_:completions:)`` and ``type(_:)``, so every
/// editing rule is tested without a terminal. The cursor counts characters (grapheme clusters):
/// `é` typed as `e` and a combining accent is one step for the arrows and one for Backspace.
///
/// The line is kept as an array of characters, so that typing or pasting costs time in
/// proportion to what is typed (and, in the middle of the line, to what follows the cursor),
/// never to the whole line for every key: a megabyte pasted at the end takes linear time.
///
/// ```swift
/// var editor = LineEditor()
/// for key in KeyDecoder().decode(Array("helo\u{1B}[Dl\r".utf8)) {
///   if case .submitted(let line) = editor.handle(key) { print(line) }  // "hello"
/// }
/// ```
public struct LineEditor: Equatable, Sendable {
  /// What a key did, for the one who draws the line.
  public enum Outcome: Equatable, Sendable {
    /// The text or the cursor may have changed: redraw the input line.
    case edited
    /// Return was pressed: the line, now cleared and recorded in the history.
    case submitted(String)
    /// Tab found several completions: the line holds their common prefix; show these.
    case candidates([String])
    /// Ctrl-D on an empty line: the user is done.
    case endOfInput
    /// Ctrl-C.
    case interrupted
    /// Ctrl-L: repaint the whole screen.
    case repaintRequested
    /// The key does nothing here (Up with no older line, Tab with no completion).
    case ignored
  }

  /// The characters typed so far.
  private var characters: [Character] = []
  /// Where the cursor is, in characters from the start of ``text``.
  public private(set) var cursor = 0
  /// The lines entered, recalled with Up and Down.
  public private(set) var history: History
  /// The history entry on show while browsing with Up and Down; `nil` on the line being typed.
  private var recalledIndex: Int?
  /// The line being typed, kept while Up and Down show older lines.
  private var draft = ""

  /// The text typed so far (made from the characters: reading it costs the line's length).
  public var text: String { String(self.characters) }

  /// How many characters the line holds.
  public var count: Int { self.characters.count }

  /// An empty line.
  ///
  /// - Parameter history: The lines Up recalls, oldest first.
  public init(history: History = History()) {
    self.history = history
  }

  /// Applies a key.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - completions: For Tab: given the text before the cursor, the words that could stand
  ///     where its last word is. The editor keeps those that start with that word.
  /// - Returns: What the key did.
  public mutating func handle(
    _ key: Key,
    completions: (String) -> [String] = { _ in [] }
  ) -> Outcome {
    switch key {
    case .character(let character): return self.type(String(character))
    case .enter: return self.submit()
    case .backspace: return self.deleteBackward()
    case .delete: return self.deleteForward()
    case .left: return self.moveCursor(to: self.cursor - 1)
    case .right: return self.moveCursor(to: self.cursor + 1)
    case .home: return self.moveCursor(to: 0)
    case .end: return self.moveCursor(to: self.characters.count)
    case .up: return self.recallOlder()
    case .down: return self.recallNewer()
    case .tab: return self.complete(completions)
    case .pageUp, .pageDown: return .ignored
    case .control(let letter): return self.control(letter)
    }
  }

  private mutating func control(_ letter: Character) -> Outcome {
    switch letter {
    case "a": return self.moveCursor(to: 0)
    case "e": return self.moveCursor(to: self.characters.count)
    case "b": return self.moveCursor(to: self.cursor - 1)
    case "f": return self.moveCursor(to: self.cursor + 1)
    case "p": return self.recallOlder()
    case "n": return self.recallNewer()
    case "k": return self.replace(self.cursor..<self.characters.count, with: "")
    case "u": return self.replace(0..<self.cursor, with: "")
    case "w":
      let characters = self.characters
      var start = self.cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      return self.replace(start..<self.cursor, with: "")
    case "d": return self.characters.isEmpty ? .endOfInput : self.deleteForward()
    case "c": return .interrupted
    case "l": return .repaintRequested
    default: return .ignored
    }
  }

  /// Inserts `text` at the cursor and puts the cursor after it: what typing its characters one
  /// by one does, in one step (a paste), at a cost in proportion to `text` and to what follows
  /// the cursor.
  ///
  /// - Parameter text: The text typed or pasted.
  /// - Returns: ``Outcome/edited``, or ``Outcome/ignored`` for empty text.
  public mutating func type(_ text: String) -> Outcome {
    self.replace(self.cursor..<self.cursor, with: text)
  }

  /// The text around the cursor, at most `radius` characters on each side, and the cursor's
  /// place in it: all that an input line of `radius` columns can show, without copying a long
  /// line.
  ///
  /// - Parameter radius: How many characters to keep on each side of the cursor.
  /// - Returns: The text and the cursor in it, in characters.
  public func textAroundCursor(radius: Int) -> (text: String, cursor: Int) {
    let radius = max(0, radius)
    let start = max(0, self.cursor - radius)
    let end = min(self.characters.count, self.cursor + radius)
    return (String(self.characters[start..<end]), self.cursor - start)
  }

  private mutating func submit() -> Outcome {
    let line = self.text
    self.history.append(line)
    self.characters = []
    self.cursor = 0
    self.draft = ""
    self.recalledIndex = nil
    return .submitted(line)
  }

  private mutating func deleteBackward() -> Outcome {
    guard self.cursor > 0 else { return .ignored }
    return self.replace(self.cursor - 1..<self.cursor, with: "")
  }

  private mutating func deleteForward() -> Outcome {
    guard self.cursor < self.characters.count else { return .ignored }
    return self.replace(self.cursor..<self.cursor + 1, with: "")
  }

  private mutating func moveCursor(to position: Int) -> Outcome {
    let position = min(max(0, position), self.characters.count)
    guard position != self.cursor else { return .ignored }
    self.cursor = position
    return .edited
  }

  /// Replaces the characters in `range` and puts the cursor after the replacement.
  ///
  /// The replacement is joined to its neighbours and split into characters again (a combining
  /// mark joins the character before it), looking only at the characters next to it.
  private mutating func replace(_ range: Range<Int>, with replacement: String) -> Outcome {
    guard !range.isEmpty || !replacement.isEmpty else { return .ignored }
    let previous = range.lowerBound > 0 ? self.characters[range.lowerBound - 1] : nil
    let next = range.upperBound < self.characters.count ? self.characters[range.upperBound] : nil
    if let character = replacement.first, replacement.utf8.count == 1,
      Self.staysApart(previous, character, next)
    {
      // Plain ASCII between plain ASCII (most typing): nothing to join.
      self.characters.replaceSubrange(range, with: CollectionOfOne(character))
      self.cursor = range.lowerBound + 1
      return .edited
    }
    let start = range.lowerBound - (previous == nil ? 0 : 1)
    let end = range.upperBound + (next == nil ? 0 : 1)
    let before = previous.map(String.init) ?? ""
    let joined = Array(before + replacement + (next.map(String.init) ?? ""))
    self.characters.replaceSubrange(start..<end, with: joined)
    // Counted on the result: a combining mark joins the character before it.
    self.cursor = min(start + (before + replacement).count, self.characters.count)
    return .edited
  }

  /// Whether an ASCII `character` between `previous` and `next` stays a character of its own,
  /// and leaves them as they are: true when all three are ASCII other than a `\r\n` pair.
  private static func staysApart(
    _ previous: Character?, _ character: Character, _ next: Character?
  ) -> Bool {
    guard character.isASCII, character != "\r", character != "\n" else { return false }
    guard previous.map({ $0.isASCII && $0 != "\r" }) ?? true else { return false }
    return next.map(\.isASCII) ?? true
  }

  private mutating func recallOlder() -> Outcome {
    let entries = self.history.entries
    let index: Int
    switch self.recalledIndex {
    case nil:
      guard !entries.isEmpty else { return .ignored }
      self.draft = self.text
      index = entries.count - 1
    case let current?:
      guard current > 0 else { return .ignored }
      index = current - 1
    }
    self.recalledIndex = index
    self.show(entries[index])
    return .edited
  }

  private mutating func recallNewer() -> Outcome {
    guard let current = self.recalledIndex else { return .ignored }
    if current + 1 < self.history.entries.count {
      self.recalledIndex = current + 1
      self.show(self.history.entries[current + 1])
    } else {
      self.recalledIndex = nil
      self.show(self.draft)
    }
    return .edited
  }

  private mutating func show(_ line: String) {
    self.characters = Array(line)
    self.cursor = self.characters.count
  }

  private mutating func complete(_ completions: (String) -> [String]) -> Outcome {
    // A line as long as a paste is no command: completing it would cost its length per Tab.
    guard self.cursor <= Self.completableLength else { return .ignored }
    let before = String(self.characters[..<self.cursor])
    let word = String(before.reversed().prefix { !$0.isWhitespace }.reversed())
    var matches: [String] = []
    for candidate in completions(before)
    where candidate.hasPrefix(word) && !matches.contains(candidate) {
      matches.append(candidate)
    }
    guard let first = matches.first else { return .ignored }
    let wordStart = self.cursor - word.count
    if matches.count == 1 {
      let atSpace = self.cursor < self.characters.count && self.characters[self.cursor].isWhitespace
      _ = self.replace(wordStart..<self.cursor, with: atSpace ? first : first + " ")
      if atSpace { self.cursor += 1 }
      return .edited
    }
    let common = matches.dropFirst().reduce(first) { $0.sharedPrefix(with: $1) }
    if common.count > word.count {
      _ = self.replace(wordStart..<self.cursor, with: common)
    }
    return .candidates(matches)
  }

  /// The longest text before the cursor that Tab completes.
  private static let completableLength = 1_000
}

extension String {
  /// The longest start this string shares with `other`, compared by characters.
  fileprivate func sharedPrefix(with other: String) -> String {
    String(zip(self, other).prefix { $0 == $1 }.map(\.0))
  }
}
