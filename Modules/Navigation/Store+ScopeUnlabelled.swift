import Core

extension Store {
  /// A store for a presented feature, or `nil` while nothing is presented: TCA 1.25's spelling,
  /// without the `state:` label.
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
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The stores of the elements of a navigation stack: TCA 1.25's spelling, without the
  /// `state:` label.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the stack.
  ///   - action: The case key path from this action to the stack's actions.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The element stores, bottom first.
  public func scope<ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreCollection<StackElementID, ElementState, ElementAction> {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The stores of the elements of an identified array: TCA 1.25's spelling, without the
  /// `state:` label.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the array.
  ///   - action: The case key path from this action to the elements' actions.
  ///   - fileID: The file of the call, for a report.
  ///   - filePath: The file path of the call, for a report.
  ///   - line: The line of the call, for a report.
  ///   - column: The column of the call, for a report.
  /// - Returns: The element stores, in order.
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
