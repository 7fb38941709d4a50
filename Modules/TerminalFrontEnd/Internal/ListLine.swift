/// The number of a line of a numbered list, like `2` in "2. Keyboard — 3 in stock"; `nil` for
/// another line.
func numberOfListLine(_ line: String) -> Substring? {
  let trimmed = line.drop { $0 == " " }
  let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
  guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") else { return nil }
  return digits
}
