extension ObservableStateRegistrar {
  /// Whether storing `rhs` over `lhs` leaves observers nothing to learn: the same presented
  /// child, or nothing presented in both.
  ///
  /// - Parameters:
  ///   - lhs: The stored presentation state.
  ///   - rhs: The presentation state about to be stored.
  /// - Returns: `true` when the presented children have equal identities, or both are absent.
  @inlinable
  public func isIdentityEqual<State: ObservableState>(
    _ lhs: PresentationState<State>,
    _ rhs: PresentationState<State>
  ) -> Bool {
    lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
  }

  /// Whether storing `rhs` over `lhs` leaves observers nothing to learn, for state that is not
  /// observable (an alert): equal values.
  ///
  /// - Parameters:
  ///   - lhs: The stored presentation state.
  ///   - rhs: The presentation state about to be stored.
  /// - Returns: `true` when both present equal values, or nothing.
  @inlinable
  @_disfavoredOverload
  public func isIdentityEqual<State: Equatable>(
    _ lhs: PresentationState<State>,
    _ rhs: PresentationState<State>
  ) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }

  /// Whether storing `rhs` over `lhs` leaves observers nothing to learn, for state that can be
  /// neither identified nor compared: never.
  ///
  /// - Parameters:
  ///   - lhs: The stored presentation state.
  ///   - rhs: The presentation state about to be stored.
  /// - Returns: `false`.
  @inlinable
  @_disfavoredOverload
  public func isIdentityEqual<State>(
    _ lhs: PresentationState<State>,
    _ rhs: PresentationState<State>
  ) -> Bool {
    false
  }
}
