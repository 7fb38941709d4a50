extension Reducer {
  /// Runs a child reducer on one case of enum state, and cancels the child's effects when the
  /// state leaves that case (or the case holds a child with another identity).
  ///
  /// ```swift
  /// .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///   LoggedIn()
  /// }
  /// ```
  ///
  /// The child runs before this reducer. A child action while the state is in another case
  /// reports an issue naming the file and line of this `ifCaseLet`.
  ///
  /// - Parameters:
  ///   - toCaseState: The case key path to the child's state.
  ///   - toCaseAction: The case key path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the child.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Child.State == CaseState, Child.Action == CaseAction {
    IfCaseLetReducer(
      base: self,
      toChildState: CasePathCache.casePath(toCaseState),
      toChildAction: CasePathCache.casePath(toCaseAction),
      stateKeyPath: toCaseState,
      child: child(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs a child on a case of enum state; built by `ifCaseLet(_:action:then:)`.
@usableFromInline struct IfCaseLetReducer<Base: Reducer, Child: Reducer>: Reducer {
  let base: Base
  let toChildState: AnyCasePath<Base.State, Child.State>
  let toChildAction: AnyCasePath<Base.Action, Child.Action>
  let stateKeyPath: AnyKeyPath
  let child: Child
  let location: SourceLocation
  // How its children are named, learnt once.
  let recipe = IdentityRecipe<Child.State>()

  /// Runs the child, then this reducer; cancels the child's effects when it goes away.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.stateKeyPath)
    let initialIdentity = self.toChildState.extract(from: state).map(self.identity(of:))
    var childEffects = Effect<Base.Action>.none
    if let childAction = self.toChildAction.extract(from: action) {
      if let identity = initialIdentity, var childState = self.toChildState.extract(from: state) {
        let toChildAction = self.toChildAction
        childEffects = lifecycle.run(
          identity,
          embed: { toChildAction.embed($0) },
          dismissAction: nil
        ) {
          self.child.reduce(into: &childState, action: childAction)
        }
        state = self.toChildState.embed(childState)
      } else {
        self.location.report(
          """
          An "ifCaseLet" at "\(self.location)" received a child action when child state was \
          set to a different case: …

            Action: \(debugCaseOutput(childAction))
            State: \(debugCaseOutput(state))

          Make sure no action is sent to the child after the state left its case; the child's \
          effects are cancelled when it does.
          """
        )
      }
    }
    let baseEffects = self.base.reduce(into: &state, action: action)
    return lifecycle.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      initial: initialIdentity,
      final: self.toChildState.extract(from: state).map(self.identity(of:))
    )
  }

  private func identity(of child: Child.State) -> NavigationIdentity {
    self.recipe.identity(of: child, presentation: self.stateKeyPath)
  }
}
