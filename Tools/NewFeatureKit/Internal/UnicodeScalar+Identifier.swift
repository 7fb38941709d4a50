extension Unicode.Scalar {
  /// Whether the scalar can be part of an identifier token: a letter, a digit or `_`.
  var isIdentifierCharacter: Bool {
    self == "_" || self.properties.isAlphabetic || self.properties.numericType != nil
  }

  var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }

  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
