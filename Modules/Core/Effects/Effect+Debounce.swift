extension Effect {
  /// Delays this effect until `dueTime` passes without another effect debounced with the same
  /// id starting: each one cancels the one still waiting.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   state.query = query
  ///   return .run { send in
  ///     await send(.searchResponse(try await self.search(query)))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: self.clock)
  /// ```
  ///
  /// TCA takes a Combine scheduler (`scheduler: self.mainQueue`); here time goes through a
  /// `Clock`, so a test drives it with `TestClock` (`@Dependency(\.continuousClock)`).
  ///
  /// - Parameters:
  ///   - id: The cancellation id the waiting effect and this one share.
  ///   - dueTime: How long to wait before running this effect.
  ///   - clock: The clock to wait on.
  /// - Returns: The debounced effect.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for dueTime: C.Duration,
    clock: C
  ) -> Self {
    if self.isNone { return .none }
    return Self.concatenate(.run { _ in try await clock.sleep(for: dueTime) }, self)
      .cancellable(id: id, cancelInFlight: true)
  }
}
