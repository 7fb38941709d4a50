extension Store {
  /// A store for part of this store's state, derived by a closure, and actions embedded by a
  /// closure: TCA's pre-1.5 spelling, kept for code moving over.
  ///
  /// ```swift
  /// let counterStore = store.scope(state: { $0.counter }, action: { .counter($0) })
  /// ```
  ///
  /// Closures cannot be compared, so the child is a new store on every call, and it cannot cache
  /// its own children either: every store scoped from it is new too. Scoping such a store to
  /// an optional child or to a collection is reported, since a view holding those stores would
  /// see them replaced on every read. `state` runs only when the child's state is read.
  ///
  /// - Parameters:
  ///   - toChildState: Computes the child's state from this store's.
  ///   - fromChildAction: Embeds a child action into this store's actions.
  /// - Returns: A new, uncached child store.
  @available(
    *, deprecated,
    message: "Scope with a key path to the child's state and a case key path to its actions."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ClosureScopedCore(root: self.core, toState: toChildState, embed: fromChildAction),
      cachesChildren: false
    )
  }

  /// Reports a scope to an optional child or a collection taken from a store that cannot cache
  /// its children (one made by the closure-based `scope(state:action:)`, or scoped from one).
  func reportUncachedScope(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard !self.cachesChildren else { return }
    reportIssue(
      """
      A store made by closure-based scoping ('\(typeName(Store.self))') cannot cache its child \
      stores, so this scope returns a new store on every read and observers of the old one \
      miss changes.

      Scope with a key path and a case key path ('store.scope(state: \\.child, action: \\.child)') \
      at every level above this one.
      """,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
