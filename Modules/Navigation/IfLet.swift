extension Reducer {
  /// Runs a child reducer on presented state, and tears the child down when it goes away.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addButtonTapped:
  ///       state.destination = .addItem(ItemForm.State())
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// - A child action runs the child reducer first, then this reducer.
  /// - `.dismiss` runs this reducer (which still sees the child), then clears the state.
  /// - When the child goes away for any reason (set to `nil`, dismissed, replaced by another
  ///   case or by a child with another identity), every effect it started is cancelled: at once
  ///   when this reducer or one composed before it removed the child, at the next action when a
  ///   reducer composed after it did.
  /// - Inside the child's effects, `@Dependency(\.dismiss)` sends `.dismiss` here, and
  ///   `@Dependency(\.isPresented)` is `true`.
  /// - After any button action of an alert or a confirmation dialog, the state is cleared (an
  ///   action of another case of an enum destination leaves a presented alert in place).
  ///
  /// > Important: An action for an absent child reports an issue naming the file and line of
  /// > this `ifLet`: cancel the child's effects (this does it) and do not send actions to a child
  /// > that is not presented.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the child's `@PresentationState` (`\.$destination`).
  ///   - toPresentationAction: The case key path to the child's actions (`\.destination`).
  ///   - destination: The child reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the child.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: CasePathCache.casePath(toPresentationAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or confirmation dialog, which needs no reducer of its own: the state is
  /// cleared after any of its actions.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path to the `@PresentationState` of the alert.
  ///   - toPresentationAction: The case key path to the alert's actions.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and managing the alert.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: {},
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a presented child; built by `ifLet(_:action:destination:)`.
@usableFromInline struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let location: SourceLocation
  // Where the presentation lies in the parent's state, read and changed there.
  @usableFromInline let place: ChildrenPlace<Base.State, PresentationState<Destination.State>>
  // How its children are named, learnt once.
  @usableFromInline let recipe: IdentityRecipe<Destination.State>
  // The child it ran last, bound: the next action for it binds it again as it is.
  @usableFromInline let childCache = PresentedChild.cache(of: NavigationIdentity.self)
  // The identity of every child when it does not depend on the child's value (see
  // `presentedIdentity(in:)`).
  @usableFromInline let constantIdentity: NavigationIdentity?

  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: SourceLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.location = location
    self.place = ChildrenPlace(toPresentationState)
    self.recipe = IdentityRecipe()
    self.constantIdentity = self.recipe.constantIdentity(presentation: toPresentationState)
  }

  /// Runs the child and this reducer, and cancels the child's effects when it goes away.
  ///
  /// Inlinable, so that it is specialised for the app's types where the app composes it: run
  /// generically, its generic metadata look-ups cost more than the child's own reducer
  /// (`SendProfile growth presented`).
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.toPresentationState)
    let initialIdentity = self.presentedIdentity(in: state)
    let presentationAction = self.toPresentationAction.extract(from: action)

    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>
    switch (initialIdentity, presentationAction) {
    case (.some(let identity), .some(.presented(let destinationAction))):
      // Read before the child runs, as the action found it.
      let isEphemeralAction =
        self.recipe.readsStateForEphemeralActions
        ? self.presented(in: state).map {
          self.recipe.isEphemeralAction(destinationAction, of: $0)
        } ?? false
        : self.recipe.isEphemeral
      let toPresentationAction = self.toPresentationAction
      destinationEffects = lifecycle.run(
        identity,
        cache: self.childCache,
        embed: { toPresentationAction.embed(.presented($0)) },
        dismissAction: { toPresentationAction.embed(.dismiss) }
      ) {
        self.modifyPresented(&state) { presented in
          self.destination.reduce(into: &presented!, action: destinationAction)
        }
      }
      baseEffects = self.base.reduce(into: &state, action: action)
      if isEphemeralAction, self.presentedIdentity(in: state) == identity {
        self.modifyPresented(&state) { $0 = nil }
      }

    case (.some, .some(.dismiss)):
      baseEffects = self.base.reduce(into: &state, action: action)
      if self.presentedIdentity(in: state) == initialIdentity {
        self.modifyPresented(&state) { $0 = nil }
      }

    case (.none, .some(let presentationAction)):
      self.reportAbsentDestination(presentationAction)
      baseEffects = self.base.reduce(into: &state, action: action)

    case (_, .none):
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let finalIdentity = self.presentedIdentity(in: state)
    return lifecycle.finish(
      childEffects: destinationEffects,
      baseEffects: baseEffects,
      initial: initialIdentity,
      final: finalIdentity
    )
  }

  /// The presented child's state.
  @inlinable
  func presented(in state: Base.State) -> Destination.State? {
    self.place.read(state) { $0.pointee.wrappedValue }
  }

  /// The presented child's identity, or `nil` when none is presented. A child whose identity
  /// does not depend on its value is not copied out to learn it: a presented child's action
  /// reads it three times (`SendProfile growth presented`).
  @inlinable
  func presentedIdentity(in state: Base.State) -> NavigationIdentity? {
    if let constantIdentity = self.constantIdentity {
      return self.place.read(state) { $0.pointee.isPresented } ? constantIdentity : nil
    }
    return self.presented(in: state).map(self.identity(of:))
  }

  /// Changes the presented child's state.
  @inlinable
  func modifyPresented<R>(_ state: inout Base.State, _ body: (inout Destination.State?) -> R) -> R {
    self.place.modify(&state) { body(&$0.wrappedValue) }
  }

  @inlinable
  func identity(of destination: Destination.State) -> NavigationIdentity {
    self.recipe.identity(of: destination, presentation: self.toPresentationState)
  }

  @usableFromInline
  func reportAbsentDestination(_ presentationAction: PresentationAction<Destination.Action>) {
    self.location.report(
      """
      An "ifLet" at "\(self.location)" received a presentation action when destination \
      state was absent: …

        Action: \(debugCaseOutput(presentationAction))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      • A parent reducer set destination state to "nil" before this reducer ran. Make sure \
      the parent reducer runs after this one ("ifLet" does this for you when the parent is \
      the reducer it is applied to).

      • An in-flight effect emitted an action when destination state was "nil". The effects of \
      a child are cancelled when it goes away; an effect started elsewhere must not send \
      actions to it.

      • This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a view store when state is present.
      """
    )
  }
}
