/// How every navigation reducer (`ifLet` on presentation or optional state, `ifCaseLet`, and
/// `forEach` on a stack or an identified array) runs its children and lets them go; the one
/// place that does it.
///
/// A navigation reducer makes one per action, before anything runs, then:
/// 1. runs the child the action is for with ``run(_:embed:dismissAction:reduce:)``: under the
///    child's own navigation path, with `isPresented`, its effects embedded into the parent's,
///    `dismiss()` wired and all of them cancellable with the child;
/// 2. runs its base reducer;
/// 3. ends with ``finish(childEffects:baseEffects:removed:children:isPresent:)``: the effects of the
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
  /// Children that left with effects registered are found in the store's registry and cancelled
  /// here; `removed` names those whose effects this action started and the registry does not know
  /// yet, which are cancelled after them.
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - removed: The children that left during this action and may have started effects in it.
  ///   - children: Stands for the set of children now, equal while the set is (a stack's ids
  ///     token, the one child's identity), or `nil`: while it stays equal and no effect was
  ///     registered beside the children, the registry is not searched again.
  ///   - isPresent: Whether a child of this reducer is in the state now.
  /// - Returns: The child's effects, the cancellations, then the base reducer's effects.
  @inlinable
  func finish<Identity: ChildIdentity, Children: Hashable, Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    removed: some Sequence<Identity>,
    children: @autoclosure () -> Children?,
    isPresent: (Identity) -> Bool
  ) -> Effect<Action> {
    let owner = self.owner
    if PresentedChild.hasChildEffects(under: self.parentValues) {
      // Compared here, where `Children` is known (see `StaleSearch.matches`).
      let children = children()
      PresentedChild.cancelEffectsOfRemovedChildren(
        under: self.parentValues,
        owner: owner,
        children: children.map { $0 },
        areCurrent: { ($0 as? Children) == children }
      ) { (identity: Identity) in
        identity.owner == owner && !isPresent(identity)
      }
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

  /// ``finish(childEffects:baseEffects:removed:children:isPresent:)`` for a reducer of at most one
  /// child.
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
      // Whether a child is there and which: absent is a set of children too.
      children: Identity??.some(final),
      isPresent: { $0 == final }
    )
  }

  /// ``finish(childEffects:baseEffects:removed:children:isPresent:)`` for a reducer of a
  /// collection of children with ids (a stack, an identified array).
  ///
  /// Only the child the action ran can have started effects the registry does not know yet, so
  /// the ids before the action are never kept or compared: a push, a pop or an element's action
  /// costs the same on a stack of ten and on one of ten thousand.
  ///
  /// - Parameters:
  ///   - childEffects: The effects of the child the action was for.
  ///   - baseEffects: The effects of the base reducer.
  ///   - actedOn: The id of the child the action ran, if it ran one.
  ///   - children: Stands for the set of ids now (see
  ///     ``finish(childEffects:baseEffects:removed:children:isPresent:)``), or `nil`.
  ///   - contains: Whether a child with an id is in the state now.
  /// - Returns: The child's effects, the cancellations, then the base reducer's effects.
  @inlinable
  func finish<ID: Hashable & Sendable, Children: Hashable, Action>(
    childEffects: Effect<Action>,
    baseEffects: Effect<Action>,
    actedOn: ID?,
    children: @autoclosure () -> Children?,
    contains: (ID) -> Bool
  ) -> Effect<Action> {
    let owner = self.owner
    // Only effects this action started can be unknown to the registry: without any, nothing is
    // looked up.
    let removed: StackElementIdentity<ID>? =
      PresentedChild.isNone(childEffects)
      ? nil
      : actedOn.flatMap { id in
        contains(id) ? nil : StackElementIdentity(stack: owner, id: id)
      }
    return self.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      removed: removed.map { [$0] } ?? [],
      children: children(),
      isPresent: { identity in contains(identity.id) }
    )
  }
}

/// The identity of a child of a navigation reducer, and of which reducer.
@usableFromInline
protocol ChildIdentity: Hashable, Sendable {
  /// The key path from the parent's state to the children this one is among.
  var owner: AnyKeyPath { get }
}
