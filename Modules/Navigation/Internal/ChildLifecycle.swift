/// How every navigation reducer (`ifLet` on presentation or optional state, `ifCaseLet`, and
/// `forEach` on a stack or an identified array) runs its children and lets them go; the one
/// place that does it.
///
/// A navigation reducer makes one per action, before anything runs, then:
/// 1. runs the child the action is for with ``run(_:embed:dismissAction:reduce:)``: under the
///    child's own navigation path, with `isPresented`, its effects embedded into the parent's,
///    `dismiss()` wired and all of them cancellable with the child;
/// 2. runs its base reducer;
/// 3. ends with ``finish(childEffects:baseEffects:removed:isPresent:)``: the effects of the
///    children that left during this action are cancelled (after the child's own effects, so
///    that those started by the action that removed it stop too), and so are those of children
///    another reducer removed since (seen at the next action when it was composed after this
///    one).
///
/// The reducers keep what differs between them: where the child state lives, which actions reach
/// it, and the issue each reports for an action sent to an absent child.
@usableFromInline
struct ChildLifecycle {
  /// The navigation path the navigation reducer runs under; read only when needed (to look for
  /// stale children's effects, to cancel a removed child's).
  @inlinable var parentPath: NavigationIDPath { self.parentValues.navigationIDPath }
  /// The dependencies the navigation reducer runs under.
  @usableFromInline let parentValues: DependencyValues
  /// The key path from the parent's state to the children (the presentation, the case, the
  /// stack, the array): tells this reducer's children from those of another navigation reducer
  /// of the same parent.
  @usableFromInline let owner: AnyKeyPath

  @inlinable
  init(owner: AnyKeyPath) {
    self.parentValues = DependencyValues._current
    self.owner = owner
  }

  /// Runs a child's reducer as a presented child and returns its effects as the parent's.
  ///
  /// - Parameters:
  ///   - identity: The child's identity.
  ///   - cache: Where the reducer keeps the child it ran last, bound, when it keeps one.
  ///   - embed: Turns the child's actions into the parent's; made only when the child starts an
  ///     effect.
  ///   - dismissAction: The action `dismiss()` sends in the child's effects; `nil` when the
  ///     child cannot dismiss itself. Made only when the child starts an effect.
  ///   - reduce: Runs the child's reducer on its state.
  /// - Returns: The child's effects.
  @inlinable
  func run<Identity: ChildIdentity, ChildAction, Action>(
    _ identity: Identity,
    cache: PresentedChild.Cache<Identity>? = nil,
    embed: @autoclosure () -> @Sendable (ChildAction) -> Action,
    dismissAction: @autoclosure () -> (@Sendable () -> Action)?,
    reduce: () -> Effect<ChildAction>
  ) -> Effect<Action> {
    PresentedChild.withBound(identity, cache: cache, under: self.parentValues) { child, values in
      let effects = PresentedChild.reduce(under: values, reduce)
      // The closures are made only for an effect to run: most actions start none.
      return child.effects(effects, embed: embed(), dismissAction: dismissAction())
    }
  }

  /// Cancels the effects of the children that left and returns the effects of the action.
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - removed: The children present before the action and absent after it.
  ///   - isPresent: Whether a child of this reducer is in the state now.
  /// - Returns: The child's effects, the cancellations, then the base reducer's effects.
  @inlinable
  func finish<Identity: ChildIdentity, Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    removed: some Sequence<Identity>,
    isPresent: (Identity) -> Bool
  ) -> Effect<Action> {
    let owner = self.owner
    PresentedChild.cancelEffectsOfRemovedChildren(at: self.parentPath) { (identity: Identity) in
      identity.owner == owner && !isPresent(identity)
    }
    // Most actions remove no child: nothing to map.
    guard removed.contains(where: { _ in true }) else {
      return childEffects.merge(with: baseEffects)
    }
    let cancellations: [Effect<Action>] = removed.map { identity in
      PresentedChild(id: identity, parentPath: self.parentPath).cancelEffects()
    }
    // After the child's effects: those started by the action that removed it are cancelled too.
    return childEffects.merge(with: Effect.merge(cancellations)).merge(with: baseEffects)
  }

  /// ``finish(childEffects:baseEffects:removed:isPresent:)`` for a reducer of at most one child.
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - initial: The child before the action.
  ///   - final: The child after it.
  /// - Returns: The child's effects, the cancellation, then the base reducer's effects.
  @inlinable
  func finish<Identity: ChildIdentity, Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    initial: Identity?,
    final: Identity?
  ) -> Effect<Action> {
    self.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      removed: initial.flatMap { $0 == final ? nil : [$0] } ?? [],
      isPresent: { $0 == final }
    )
  }
}

extension ChildLifecycle {
  /// ``finish(childEffects:baseEffects:removed:isPresent:)`` for a reducer of a collection of
  /// children with ids (a stack, an identified array).
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - initialIDs: The ids before the action.
  ///   - finalIDs: The ids after it.
  /// - Returns: The child's effects, the cancellations, then the base reducer's effects.
  @inlinable
  func finish<ID: Hashable & Sendable, Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    initialIDs: OrderedSet<ID>,
    finalIDs: OrderedSet<ID>
  ) -> Effect<Action> {
    let owner = self.owner
    let removed: [StackElementIdentity<ID>] =
      finalIDs == initialIDs
      ? []
      : initialIDs.filter { !finalIDs.contains($0) }.map { id in
        StackElementIdentity(stack: owner, id: id)
      }
    return self.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      removed: removed,
      isPresent: { identity in finalIDs.contains(identity.id) }
    )
  }
}

extension ChildLifecycle {
  /// ``finish(childEffects:baseEffects:removed:isPresent:)`` for a stack, from the tokens of its
  /// ids before and after the action. The ids are read only when the tokens differ (a push or a
  /// pop), or when there are effects of removed children to look for: most actions cost one
  /// identity comparison, however deep the stack.
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - initial: The token of the ids before the action.
  ///   - final: The token of the ids after it.
  /// - Returns: The child's effects, the cancellations, then the base reducer's effects.
  @inlinable
  func finish<Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    initial: StackIDsToken,
    final: StackIDsToken
  ) -> Effect<Action> {
    guard final === initial else {
      return self.finish(
        childEffects: childEffects,
        baseEffects: baseEffects,
        initialIDs: initial.ids,
        finalIDs: final.ids
      )
    }
    return self.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      removed: EmptyCollection<StackElementIdentity<StackElementID>>(),
      isPresent: { identity in final.ids.contains(identity.id) }
    )
  }
}

/// The identity of a child of a navigation reducer, and of which reducer.
@usableFromInline
protocol ChildIdentity: Hashable, Sendable {
  /// The key path from the parent's state to the children this one is among.
  var owner: AnyKeyPath { get }
}
