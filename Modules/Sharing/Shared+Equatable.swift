extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values hold equal values.
  ///
  /// While a test store asserts, the left side is the expected value and the right side the
  /// value the step produced, even when both sides are the same reference.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard let scope = SharedAssertionScope.current else {
      return lhs.currentValue == rhs.currentValue
    }
    let expected = lhs.reference.project(scope.expectedValue(of: lhs.reference.root))
    let compared = rhs.reference.project(scope.comparedValue(of: rhs.reference.root))
    return expected == compared
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.currentValue)
  }
}
