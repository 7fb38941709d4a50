extension Reducer {
  /// Runs the elements of a stack whose `Path` is a `@Reducer` enum, which brings its own
  /// reducer: no trailing closure is needed.
  ///
  /// ```swift
  /// @Reducer
  /// enum Path {
  ///   case counter(Counter)
  ///   case prime(Prime)
  /// }
  /// // …
  /// .forEach(\.path, action: \.path)
  /// ```
  ///
  /// Behaves as `forEach(_:action:destination:)` with `Path.body`.
  ///
  /// - Parameters:
  ///   - toStackState: The key path to the stack (`\.path`).
  ///   - toStackAction: The case key path to the stack's actions (`\.path`).
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the stack's elements.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState.StateReducer.Action == DestinationAction {
    StackReducer(
      storage: .init(
        base: self,
        stack: ChildrenPlace(toStackState),
        toStackAction: CasePathCache.casePath(toStackAction),
        destination: DestinationState.StateReducer.body,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    )
  }
}
