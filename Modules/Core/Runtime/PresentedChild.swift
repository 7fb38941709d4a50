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

  /// Runs the child's reducer under the child's navigation path, presented: here, or on a
  /// helper thread with a large stack when this thread's is nearly used up (a feature may present
  /// itself thousands of levels deep).
  @usableFromInline
  func reduce<R>(_ body: () -> R) -> R {
    var values = DependencyValues._current
    values.presentationScope = PresentationScope(navigationIDPath: self.path, isPresented: true)
    return DependencyValues.$_current.withValue(values) {
      StackGuard.run(body)
    }
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

  /// An effect that cancels every effect the child started (and those of its own children).
  @usableFromInline
  func cancelEffects<Action>() -> Effect<Action> {
    .cancel(key: self.key)
  }

  /// Cancels, in the store running now, the effects of the children of the reducer at
  /// `parentPath` for whose identity `isRemoved` returns true (the children that are no longer
  /// in the state, whichever reducer removed them).
  @usableFromInline
  static func cancelEffectsOfRemovedChildren<Identity: Hashable & Sendable>(
    at parentPath: NavigationIDPath,
    _ isRemoved: (Identity) -> Bool
  ) {
    CancellationRegistry.current.cancelStale(at: parentPath) { id in
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
}
