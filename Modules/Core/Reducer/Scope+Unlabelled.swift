extension Scope {
  /// Scopes to a field of the parent's state: TCA 1.25's spelling, without the `state:` label.
  ///
  /// ```swift
  /// Scope(\.counter, action: \.counter) {
  ///   Counter()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: The case key path to the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }
}

extension Store {
  /// A store for part of this store's state and actions: TCA 1.25's spelling of
  /// `scope(state:action:)`, without the `state:` label.
  ///
  /// ```swift
  /// let counterStore = store.scope(\.counter, action: \.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the child's.
  ///   - action: The case key path from this action to the child's.
  ///   - fileID: The file of the call (unused here; the optional and collection scopes report
  ///     from it).
  ///   - filePath: The file path of the call (unused here).
  ///   - line: The line of the call (unused here).
  ///   - column: The column of the call (unused here).
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// A store for an optional part of this store's state, or `nil` while it is absent: TCA 1.25's
  /// spelling, without the `state:` label.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the optional child's.
  ///   - action: The case key path from this action to the child's.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
