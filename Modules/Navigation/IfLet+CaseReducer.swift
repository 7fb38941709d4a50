extension Reducer {
  /// Runs the presented child of a `@Reducer` enum, which brings its own reducer: no trailing
  /// closure is needed.
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case addItem(ItemForm)
  ///   case alert(AlertState<Alert>)
  /// }
  /// // …
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// Behaves as `ifLet(_:action:destination:)` with `Destination.body`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the child's presentation state (`\.$destination`).
  ///   - toPresentationAction: The case key path to the child's actions (`\.destination`).
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the child.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState.StateReducer.Action == DestinationAction {
    PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: CasePathCache.casePath(toPresentationAction),
      destination: DestinationState.StateReducer.body,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
