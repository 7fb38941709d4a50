extension Effect {
  /// A presented child's effects, as effects of its parent: actions embedded, `dismiss()` wired
  /// to `dismissAction` (or unavailable when `nil`), and all of them cancellable with `key`.
  func presented<ParentAction>(
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: (@Sendable () -> ParentAction)?,
    key: CancelKey
  ) -> Effect<ParentAction> {
    self
      .map(embed)
      .transformRuns { operation in
        withDismissHandler(operation, dismissAction: dismissAction)
      }
      .cancellable(key: key)
  }
}

/// Wraps an effect operation so that `dismiss()` inside it sends `dismissAction`.
private func withDismissHandler<Action>(
  _ operation: @escaping @Sendable (Send<Action>) async -> Void,
  dismissAction: (@Sendable () -> Action)?
) -> @Sendable (Send<Action>) async -> Void {
  { send in
    let handler = dismissAction.map { dismissAction in
      DismissHandler { await send(dismissAction()) }
    }
    await DismissContext.$handler.withValue(handler) {
      await operation(send)
    }
  }
}

/// Runs a child reducer with the dependencies of a presented child.
func withPresentedDependencies<R>(
  path: NavigationIDPath,
  operation: () -> R
) -> R {
  withDependencies {
    $0.navigationIDPath = path
    $0.isPresented = true
  } operation: {
    operation()
  }
}
