extension Store {
  /// A store for a presented feature, or `nil` while nothing is presented; its actions are the
  /// feature's own, sent as `.presented` ones.
  ///
  /// ```swift
  /// if let destination = store.scope(state: \.destination, action: \.destination) {
  ///   switch destination.case {
  ///   case .addItem(let formStore): …
  ///   case .alert(let alertStore): …
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the presented feature's.
  ///   - action: The case key path from this action to the presentation actions.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The presented feature's store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state: state, action: action.appending(path: \.presented), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
