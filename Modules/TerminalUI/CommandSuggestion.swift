/// "Did you mean …?": the commands a mistyped word was probably meant to be.
public enum CommandSuggestion {
  /// The names closest to `typed`, best first, at most three: the names it begins (`cou` for
  /// `counter`), else those within a Damerau–Levenshtein distance of 1 (words of up to three
  /// letters) or 2 (longer words), all compared without case.
  ///
  /// - Parameters:
  ///   - typed: The word the user typed.
  ///   - names: The names the screen and the app accept, in the order they are listed.
  /// - Returns: The suggested names, or none.
  public static func suggestions(for typed: String, among names: [String]) -> [String] {
    let typed = typed.lowercased()
    guard !typed.isEmpty else { return [] }
    var seen = Set<String>()
    let names = names.filter { seen.insert($0.lowercased()).inserted }
    let prefixed = names.filter { $0.lowercased().hasPrefix(typed) }
    if !prefixed.isEmpty { return Array(prefixed.prefix(3)) }
    let typedCount = typed.count
    let limit = typedCount <= 3 ? 1 : 2
    let scored = names.compactMap { original -> (name: String, distance: Int)? in
      let name = original.lowercased()
      // The distance is at least the difference in length: a pasted megabyte is never measured.
      guard abs(name.count - typedCount) <= limit else { return nil }
      let distance = Self.distance(typed, name)
      // A one-letter command is never "close" to a word sharing no letter with it.
      guard distance <= limit, distance < name.count else { return nil }
      return (original, distance)
    }
    guard let best = scored.map(\.distance).min() else { return [] }
    return Array(scored.filter { $0.distance == best }.map(\.name).prefix(3))
  }

  /// The Damerau–Levenshtein distance (optimal string alignment) between two words: the
  /// insertions, deletions, substitutions and swaps of neighbouring letters that turn one into
  /// the other (`hlep` → `help` is 1).
  ///
  /// - Parameters:
  ///   - a: A word.
  ///   - b: Another word.
  /// - Returns: The distance.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// "Did you mean 'help'?", "Did you mean 'nth' or 'next'?"; `nil` without suggestions.
  ///
  /// - Parameter suggestions: What the user probably meant, as they would type it.
  /// - Returns: The question.
  public static func question(_ suggestions: [String]) -> String? {
    let quoted = suggestions.map { "'\($0)'" }
    guard let last = quoted.last else { return nil }
    let list = quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    return "Did you mean \(list)?"
  }
}
