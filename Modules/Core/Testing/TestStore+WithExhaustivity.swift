extension TestStore {
  /// Runs `operation` with another exhaustivity, then restores the store's.
  ///
  /// ```swift
  /// store.exhaustivity = .on
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)  // only what is asserted here is checked
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The steps to run with it.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the asynchronous `operation` with another exhaustivity, then restores the store's.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The steps to run with it.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }
}
