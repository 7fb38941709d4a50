import Atomics
import Dependencies

/// A child that a navigation reducer runs (a presented destination, a case of enum state, a stack
/// element, an element of an identified array), named by its identity under the navigation path
/// of the reducer that runs it.
///
/// This is the seam between Core and Navigation: what a navigation reducer needs of the runtime
/// to run a child and let it go, without reaching into the runtime's types. The child's effects
/// are cancellable under its identity; its reducer and effects run under its own navigation path
/// (so that its cancellation ids never meet another child's); its effects dismiss it through the
/// dismissal context; a deep chain of children runs on a fresh stack when this one runs low.
@usableFromInline package struct PresentedChild: Sendable {
  let key: CancelKey
}

package extension PresentedChild {
  /// The child with `id` among the children of the reducer running under `parentPath`.
  @usableFromInline
  init(id: some Hashable & Sendable, parentPath: NavigationIDPath) {
    self.key = CancelKey(id: id, path: parentPath)
  }

  /// The navigation path the child's reducer and effects run under.
  var path: NavigationIDPath {
    self.key.path.appending(self.key.id)
  }

  /// Runs the child's reducer under `values`, the dependencies
  /// ``withBound(_:cache:under:_:)`` gave it: here, or on a helper thread with a large
  /// stack when this thread's is nearly used up (a feature may present itself thousands of levels
  /// deep).
  @inlinable
  static func reduce<R>(under values: DependencyValues, _ body: () -> R) -> R {
    // Bound for the reducer alone: its effects capture the values in force when they are made.
    DependencyValues._withCurrentSynchronously(values) {
      StackGuard.run(body)
    }
  }

  /// An empty place for a navigation reducer to keep the child it ran last, bound, so that the
  /// next action for the same child binds it again as it is.
  ///
  /// - Parameter identity: The type of the reducer's children's identities.
  /// - Returns: The cache.
  static func cache<Identity>(of identity: Identity.Type) -> Cache<Identity> {
    Cache()
  }

  /// Runs `body` with the child `identity` names among the children of the reducer running under
  /// `parent`, and the dependencies its reducer runs under (`parent` with the child's navigation
  /// path, presented): where `cache` keeps them, or made (and kept there, when there is a cache).
  ///
  /// - Parameters:
  ///   - identity: The child's identity.
  ///   - cache: The navigation reducer's cache, if it keeps one.
  ///   - parent: The dependencies the navigation reducer runs under.
  ///   - body: Runs the child, given the child and its dependencies.
  /// - Returns: What `body` returns.
  @inlinable
  static func withBound<Identity, R>(
    _ identity: Identity,
    cache: Cache<Identity>?,
    under parent: DependencyValues,
    _ body: (PresentedChild, DependencyValues) -> R
  ) -> R {
    guard let cache else {
      let (child, values) = Self.bound(identity, under: parent)
      return body(child, values)
    }
    // Read where the cache keeps them: most actions are for the child bound last time.
    let entry = cache.bind(identity, under: parent)
    return body(entry.child, entry.values)
  }

  /// The child and its dependencies, made anew: the child sits under `parent`'s navigation path.
  @usableFromInline
  static func bound(
    _ identity: some Hashable & Sendable,
    under parent: DependencyValues
  ) -> (child: PresentedChild, values: DependencyValues) {
    let context = Self.context(under: parent)
    let child = PresentedChild(id: identity, parentPath: context.navigationIDPath)
    return (child, parent.under(context.at(child.path, isPresented: true)))
  }

  /// The child's effects embedded into the parent's actions, as the parent runs them (see
  /// ``effects(_:dismissAction:)``). Most actions start no effect: that is checked here, where the
  /// types are known, before any generic code runs.
  ///
  /// - Parameters:
  ///   - effects: The effects of the child's reducer.
  ///   - embed: Turns the child's actions into the parent's; made only for an effect.
  ///   - dismissAction: The action `dismiss()` sends, or `nil`; made only for an effect.
  /// - Returns: The effects, as the parent's.
  @inlinable
  func effects<ChildAction, Action>(
    _ effects: Effect<ChildAction>,
    embed: @autoclosure () -> @Sendable (ChildAction) -> Action,
    dismissAction: @autoclosure () -> (@Sendable () -> Action)?
  ) -> Effect<Action> {
    if effects.isNone { return .none }
    return self.effects(effects.map(embed()), dismissAction: dismissAction())
  }

  /// The child's effects as the parent runs them: cancellable with ``cancelEffects()``, and with
  /// `dismiss()` inside them sending `dismissAction` (or, when it is `nil`, reporting that
  /// nothing presents the feature).
  @usableFromInline
  func effects<Action>(
    _ effects: Effect<Action>,
    dismissAction: (@Sendable () -> Action)?
  ) -> Effect<Action> {
    // Most actions start no effect: nothing to wrap.
    if effects.isNone { return .none }
    return
      effects
      .transformRuns { operation in
        { send in
          let handler = dismissAction.map { dismissAction in
            DismissHandler { await send(dismissAction()) }
          }
          await DismissContext.$handler.withValue(handler) {
            await operation(send)
          }
        }
      }
      .cancellable(key: self.key)
  }

  /// Whether `effects` does nothing: a child that started none this action left nothing the
  /// registry does not know about.
  @inlinable
  static func isNone<Action>(_ effects: Effect<Action>) -> Bool {
    effects.isNone
  }

  /// An effect that cancels every effect the child started (and those of its own children).
  @usableFromInline
  func cancelEffects<Action>() -> Effect<Action> {
    .cancel(key: self.key)
  }

  /// The context a navigation reducer runs under, from the dependencies it runs under: that of
  /// the store running it, or, run outside any store, a root one with the process-wide registry.
  internal static func context(under parent: DependencyValues) -> ReducerContext {
    parent.reducerContext ?? .outsideAnyStore
  }

  /// Whether the store a navigation reducer running under `parent` runs in has any effect
  /// registered at a navigation path: when not, no child has effects to cancel, and the reducer
  /// skips looking for them (before any generic code, whose metadata look-ups cost more than the
  /// check).
  ///
  /// - Parameter parent: The dependencies the navigation reducer runs under.
  /// - Returns: Whether any child may have effects to cancel.
  @usableFromInline
  static func hasChildEffects(under parent: DependencyValues) -> Bool {
    // Read in place, without taking references to the context or its registry.
    guard let scope = parent.scope else {
      return CancellationRegistry.processWide.hasEffectsAtPaths
    }
    return ReducerContext.downcast(scope).registry.hasEffectsAtPaths
  }

  /// Cancels the effects of the children of a navigation reducer running under `parent` for
  /// whose identity `isRemoved` returns true (the children that are no longer in the state,
  /// whichever reducer removed them).
  ///
  /// - Parameters:
  ///   - parent: The dependencies the navigation reducer runs under: its store and its
  ///     navigation path.
  ///   - owner: The key path to the reducer's children: names them among those of other reducers
  ///     at the same path.
  ///   - children: Stands for the set of the reducer's children (equal while the set is), or
  ///     `nil`. While it equals what the reducer's last search found nothing stale under, and no
  ///     effect was registered at the path since, nothing is searched: an action costs the same
  ///     however many effects run beside the children.
  ///   - areCurrent: Whether what stood for the children at an earlier search equals `children`;
  ///     the caller compares them as their own type.
  ///   - isRemoved: Whether a child is gone.
  @usableFromInline
  static func cancelEffectsOfRemovedChildren<Identity: Hashable & Sendable>(
    under parent: DependencyValues,
    owner: AnyObject,
    children: (any Hashable)?,
    areCurrent: (any Hashable) -> Bool,
    _ isRemoved: (Identity) -> Bool
  ) {
    let context = Self.context(under: parent)
    context.registry.cancelStale(
      at: context.navigationIDPath, owner: owner, children: children, areCurrent: areCurrent
    ) { id in
      guard let identity = id.base as? Identity else { return false }
      return isRemoved(identity)
    }
  }

  /// Dismisses the presented feature whose effect is running now; `false` when nothing presents
  /// it.
  static func dismissCurrent() async -> Bool {
    guard let dismiss = DismissContext.handler else { return false }
    await dismiss()
    return true
  }

  /// The child a navigation reducer ran last, kept with the dependencies it was bound to, so that
  /// the next action for the same child under the same parent dependencies binds them again as they
  /// are.
  ///
  /// Binding a child makes its identity's box, a node of its navigation path (hashing the
  /// identity), its ``ReducerContext`` and the dependencies' contents: most of what running a
  /// child costs beyond its reducer. An app sends action after action to the same child (the top of
  /// a stack, a presented sheet), so a reducer keeps the last one it bound.
  ///
  /// The cache never waits: an action that finds it busy on another thread binds the child anew,
  /// which is always right.
  @usableFromInline
  final class Cache<Identity: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let isBusy = UnsafeAtomic<Bool>.create(false)
    // Guarded by `isBusy`, so the runtime's exclusivity check would only repeat it.
    @usableFromInline @exclusivity(unchecked) var entry: Entry?

    /// A child as it was bound, and what it was bound under: one object, so that checking it
    /// retains one reference instead of copying every field.
    @usableFromInline
    final class Entry: Sendable {
      @usableFromInline let identity: Identity
      @usableFromInline let parent: DependencyValues
      @usableFromInline let child: PresentedChild
      @usableFromInline let values: DependencyValues

      @usableFromInline
      init(
        identity: Identity,
        parent: DependencyValues,
        child: PresentedChild,
        values: DependencyValues
      ) {
        self.identity = identity
        self.parent = parent
        self.child = child
        self.values = values
      }
    }

    /// An empty cache; a navigation reducer makes one with `cache(of:)`.
    @usableFromInline init() {}

    deinit {
      self.isBusy.destroy()
    }

    /// The child `identity` names among the children of the reducer running under `parent`, and
    /// the dependencies its reducer runs under: as kept, or made and kept. The entry itself, so
    /// that the caller reads the child and its dependencies where they are kept.
    ///
    /// - Parameters:
    ///   - identity: The child's identity.
    ///   - parent: The dependencies the navigation reducer runs under.
    /// - Returns: The child and its dependencies.
    @inlinable
    func bind(
      _ identity: Identity,
      under parent: DependencyValues
    ) -> Entry {
      if let kept = self.kept(identity, under: parent) { return kept }
      let bound = PresentedChild.bound(identity, under: parent)
      let entry = Entry(
        identity: identity, parent: parent, child: bound.child, values: bound.values)
      self.keep(entry)
      return entry
    }

    // The kept entry, if it is `identity`'s under `parent`; `nil` when it is not, or when another
    // thread holds the cache.
    @inlinable
    func kept(_ identity: Identity, under parent: DependencyValues) -> Entry? {
      guard
        self.isBusy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      else { return nil }
      defer { self.isBusy.store(false, ordering: .releasing) }
      guard let entry = self.entry, entry.identity == identity, entry.parent.isIdentical(to: parent)
      else { return nil }
      return entry
    }

    @usableFromInline
    func keep(_ entry: Entry) {
      guard
        self.isBusy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      else { return }
      // The previous entry is released after the lock.
      let previous = self.entry
      self.entry = entry
      self.isBusy.store(false, ordering: .releasing)
      _ = previous
    }
  }
}
