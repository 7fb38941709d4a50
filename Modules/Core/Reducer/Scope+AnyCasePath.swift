extension Scope {
  /// Scopes to one case of the parent's enum state through case paths (`/State.child`,
  /// `/Action.child`): TCA's spelling from before case key paths.
  ///
  /// - Parameters:
  ///   - toChildState: The case path to the child's state.
  ///   - toChildAction: The case path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  @available(
    *, deprecated, message: "Pass case key paths ('state: \\.child, action: \\.child')."
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = nil
    self.inPlace = nil
    self.toChildCase = CaseState(
      toChildState,
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.toChildAction = toChildAction
    self.child = child()
  }
}
