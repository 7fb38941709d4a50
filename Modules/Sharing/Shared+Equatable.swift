extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values hold equal values.
  ///
  /// While a test store asserts, the left side is the expected value and the right side the
  /// value the step produced, even when both sides are the same reference.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.currentValue)
  }
}
