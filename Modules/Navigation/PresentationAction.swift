/// The actions of a presented child: its own actions, or `.dismiss`.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// In tests, `\.destination.presented.addItem` names a child action:
/// `await store.receive(\.destination.presented.addItem.saveButtonTapped)`; `\.destination.addItem`
/// is the same path without `.presented` (as `store.scope(state: \.destination?.addItem, action:
/// \.destination.addItem)` writes it).
public enum PresentationAction<Action> {
  /// The child was dismissed; the parent sees this before the child's state is cleared.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of ``PresentationAction``.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to `.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path to `.presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        }
      )
    }

    /// The case path to a case of the presented child's actions, skipping `.presented`:
    /// `\.destination.addItem` is `\.destination.presented.addItem`.
    public subscript<Member>(
      dynamicMember keyPath: CaseKeyPath<Action, Member>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable & SendableMetatype {
      let child = CasePathCache.casePath(keyPath)
      return AnyCasePath(
        embed: { .presented(child.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return child.extract(from: action)
        }
      )
    }
  }

  /// The case paths of ``PresentationAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
