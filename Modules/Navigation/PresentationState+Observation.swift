/// Whether storing `rhs` over `lhs` leaves observers nothing to learn: the same presented
/// child, or nothing presented in both.
///
/// - Parameters:
///   - lhs: The stored presentation state.
///   - rhs: The presentation state about to be stored.
/// - Returns: `true` when the presented children have equal identities, or both are absent.
@inlinable
public func _$isIdentityEqual<State: ObservableState>(
  _ lhs: PresentationState<State>,
  _ rhs: PresentationState<State>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}
