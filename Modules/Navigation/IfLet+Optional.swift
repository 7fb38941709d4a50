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

/// A reducer that runs a child on optional state; built by `ifLet(_:action:then:)`. Written as
/// `PresentationReducer` is, without `dismiss`.
@usableFromInline struct IfLetReducer<Base: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toChildState: WritableKeyPath<Base.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Base.Action, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let location: SourceLocation
  // Where the optional child lies in the parent's state, read and changed there.
  @usableFromInline let place: ChildrenPlace<Base.State, Child.State?>
  // How its children are named, learnt once.
  @usableFromInline let recipe: IdentityRecipe<Child.State>
  // The child it ran last, bound: the next action for it binds it again as it is.
  @usableFromInline let childCache = PresentedChild.cache(of: NavigationIdentity.self)
  // The identity of every child when it does not depend on the child's value.
  @usableFromInline let constantIdentity: NavigationIdentity?

  init(
    base: Base,
    toChildState: WritableKeyPath<Base.State, Child.State?>,
    toChildAction: AnyCasePath<Base.Action, Child.Action>,
    child: Child,
    location: SourceLocation
  ) {
    self.base = base
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
    self.location = location
    self.place = ChildrenPlace(toChildState)
    self.recipe = IdentityRecipe()
    self.constantIdentity = self.recipe.constantIdentity(presentation: toChildState)
  }

  /// Runs the child, then this reducer; cancels the child's effects when it goes away.
  ///
  /// Inlinable, so that it is specialised for the app's types where the app composes it, as
  /// `PresentationReducer.reduce(into:action:)` is.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.toChildState)
    let initialIdentity = self.childIdentity(in: state)
    var childEffects = Effect<Base.Action>.none
    var dismissesEphemeralChild = false
    if let childAction = self.toChildAction.extract(from: action) {
      if let identity = initialIdentity {
        // Read before the child runs, as the action found it.
        dismissesEphemeralChild =
          self.recipe.readsStateForEphemeralActions
          ? self.childState(in: state).map {
            self.recipe.isEphemeralAction(childAction, of: $0)
          } ?? false
          : self.recipe.isEphemeral
        let toChildAction = self.toChildAction
        childEffects = lifecycle.run(
          identity,
          cache: self.childCache,
          embed: { toChildAction.embed($0) },
          dismissAction: nil
        ) {
          self.place.modify(&state) { self.child.reduce(into: &$0!, action: childAction) }
        }
      } else {
        self.reportAbsentChild(childAction)
      }
    }
    let baseEffects = self.base.reduce(into: &state, action: action)
    if dismissesEphemeralChild, self.childIdentity(in: state) == initialIdentity {
      self.place.modify(&state) { $0 = nil }
    }
    return lifecycle.finish(
      childEffects: childEffects,
      baseEffects: baseEffects,
      initial: initialIdentity,
      final: self.childIdentity(in: state)
    )
  }

  /// The child's state.
  @inlinable
  func childState(in state: Base.State) -> Child.State? {
    self.place.read(state) { $0.pointee }
  }

  /// The child's identity, or `nil` when there is no child; read without copying the child when
  /// its identity does not depend on its value.
  @inlinable
  func childIdentity(in state: Base.State) -> NavigationIdentity? {
    if let constantIdentity = self.constantIdentity {
      return self.place.read(state) { $0.pointee != nil } ? constantIdentity : nil
    }
    return self.childState(in: state).map(self.identity(of:))
  }

  @inlinable
  func identity(of child: Child.State) -> NavigationIdentity {
    self.recipe.identity(of: child, presentation: self.toChildState)
  }

  @usableFromInline
  func reportAbsentChild(_ childAction: Child.Action) {
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
