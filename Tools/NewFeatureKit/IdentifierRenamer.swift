/// Renames the identifiers derived from a template's name to the same identifiers derived from a
/// new name, whole identifiers only.
///
/// The rule: a text is cut into identifier tokens, the maximal runs of letters, digits and `_`.
/// A token is renamed when it *is* the old name, or *starts with* it and the next character is an
/// uppercase letter or `_`. That is checked for the UpperCamel form (`Counter` → `Settings`) and
/// the lowerCamel form (`counter` → `settings`); only the matched prefix changes. So, for
/// `Counter` → `Settings`:
///
/// | token | becomes | why |
/// |---|---|---|
/// | `Counter`, `counter` | `Settings`, `settings` | the name itself |
/// | `CounterView`, `CounterTests`, `counter_id` | `SettingsView`, … | a new word follows |
/// | `Encountered`, `pushCounter` | unchanged | the token does not start with the name |
/// | `counterpart`, `Counters` | unchanged | a lowercase letter follows: another word |
/// | `Counter2` | unchanged | a digit follows: another identifier |
///
/// The rule applies everywhere in a file, code, comments and string literals alike, so that a
/// test comparing a screen's title (`"Counter 3"`) with the title the view builds still agrees.
public struct IdentifierRenamer: Sendable {
  /// The (old, new) prefixes, matched in order.
  let replacements: [(old: String, new: String)]

  /// A renamer from one feature name to another, in both UpperCamel and lowerCamel forms.
  public init(from old: FeatureName, to new: FeatureName) {
    self.replacements = [(old.upperCamel, new.upperCamel), (old.lowerCamel, new.lowerCamel)]
  }

  /// A renamer for one exact prefix, such as `CounterFeature` → `SettingsFeature`.
  init(replacing old: String, with new: String) {
    self.replacements = [(old, new)]
  }

  /// The new spelling of a token, or `nil` when the rule leaves it unchanged.
  public func renamed(_ token: String) -> String? {
    for (old, new) in self.replacements where token.hasPrefix(old) {
      let rest = token.unicodeScalars.dropFirst(old.unicodeScalars.count)
      guard let next = rest.first else { return new }
      if next == "_" || next.properties.isUppercase {
        return new + String(String.UnicodeScalarView(rest))
      }
    }
    return nil
  }

  /// The text with every token the rule matches renamed.
  public func rename(_ text: String) -> String {
    self.rename(text, tokens: IdentifierToken.tokens(inText: text))
  }

  /// A path with each component renamed: `Modules/CounterFeature/CounterView.swift` →
  /// `Modules/SettingsFeature/SettingsView.swift`.
  public func renamePath(_ path: String) -> String {
    self.rename(path)
  }

  func rename(_ text: String, tokens: [IdentifierToken]) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var position = 0
    for token in tokens {
      guard let renamed = self.renamed(token.text) else { continue }
      result.append(contentsOf: scalars[position..<token.range.lowerBound])
      result.append(contentsOf: renamed.unicodeScalars)
      position = token.range.upperBound
    }
    result.append(contentsOf: scalars[position...])
    return String(result)
  }
}
