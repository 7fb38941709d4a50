extension Reducer {
  /// Runs a child reducer on optional state, and cancels the child's effects when the state
  /// becomes `nil` or is replaced by a child with another identity.
  ///
  /// ```swift
  /// .ifLet(\.details, action: \.details) {
  ///   Details()
  /// }
  /// ```
  ///
  /// The child runs before this reducer. A child action while the state is `nil` reports an
  /// issue naming the file and line of this `ifLet`. An alert or dialog (or an enum case holding
  /// one) is cleared after its own button actions. Unlike presented state, the child cannot
  /// dismiss itself: `@Dependency(\.dismiss)` reports an issue in its effects.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path to the optional child state.
  ///   - toWrappedAction: The case key path to the child's actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the child.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    IfLetReducer(
      base: self,
      toChildState: toWrappedState,
      toChildAction: CasePathCache.casePath(toWrappedAction),
      child: wrapped(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer {
  /// Manages an alert or confirmation dialog held in plain optional state: the state is cleared
  /// after any of its button actions, as with `@PresentationState`.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path to the optional alert or dialog.
  ///   - toWrappedAction: The case key path to its button actions.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and managing the alert.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toWrappedState,
      action: toWrappedAction,
      then: {},
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child on optional state; built by `ifLet(_:action:then:)`.
@usableFromInline struct IfLetReducer<Base: Reducer, Child: Reducer>: Reducer {
  let base: Base
  let toChildState: WritableKeyPath<Base.State, Child.State?>
  let toChildAction: AnyCasePath<Base.Action, Child.Action>
  let child: Child
  let location: SourceLocation
  // How its children are named, learnt once.
  let recipe = IdentityRecipe<Child.State>()

  /// Runs the child, then this reducer; cancels the child's effects when it goes away.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.toChildState)
    let initialChild = state[keyPath: self.toChildState]
    let initialIdentity = initialChild.map(self.identity(of:))
    var childEffects = Effect<Base.Action>.none
    var dismissesEphemeralChild = false
    if let childAction = self.toChildAction.extract(from: action) {
      if let identity = initialIdentity {
        dismissesEphemeralChild = self.recipe.isEphemeralAction(childAction, of: initialChild!)
        let toChildAction = self.toChildAction
        childEffects = lifecycle.run(
          identity,
          embed: { toChildAction.embed($0) },
          dismissAction: nil
        ) {
          self.child.reduce(into: &state[keyPath: self.toChildState]!, action: childAction)
        }
      } else {
        self.location.report(
          """
          An "ifLet" at "\(self.location)" received a child action when child state was \
          "nil": …

            Action: \(debugCaseOutput(childAction))

          Make sure the child's effects are cancelled when it goes away (this "ifLet" does it), \
          and that no action is sent to the child while its state is "nil".
          """
        )
      }
    }
    let baseEffects = self.base.reduce(into: &state, action: action)
    if dismissesEphemeralChild,
      state[keyPath: self.toChildState].map(self.identity(of:)) == initialIdentity
    {
      state[keyPath: self.toChildState] = nil
    }
    return lifecycle.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      initial: initialIdentity,
      final: state[keyPath: self.toChildState].map(self.identity(of:))
    )
  }

  private func identity(of child: Child.State) -> NavigationIdentity {
    self.recipe.identity(of: child, presentation: self.toChildState)
  }
}
