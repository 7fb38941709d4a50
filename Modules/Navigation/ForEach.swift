extension Reducer {
  /// Runs an element reducer on each element of a navigation stack, and tears an element down
  /// when it leaves the stack.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .path(.element(id: _, action: .counter(.delegate(.showPrime(let number))))):
  ///       state.path.append(.prime(Prime.State(number: number)))
  ///       return .none
  ///     case .path:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element reducer, then this reducer.
  /// - `.push(id:state:)` appends the element, then runs this reducer. In tests, an id ahead
  ///   of the one the stack would give next reports an issue.
  /// - `.popFrom(id:)` runs this reducer, then pops the element and everything above it.
  /// - When elements leave the stack for any reason, every effect they started is cancelled (at
  ///   the next action when a reducer composed after this one removed them).
  /// - Inside an element's effects, `@Dependency(\.dismiss)` sends `.popFrom(id:)` here.
  ///
  /// Checking which elements left costs nothing when the set of ids did not change, however
  /// deep the stack.
  ///
  /// > Important: An action for an element that is not on the stack reports an issue naming the
  /// > file and line of this `forEach`.
  ///
  /// - Parameters:
  ///   - toStackState: The key path to the stack's state.
  ///   - toStackAction: The case key path to the stack's actions.
  ///   - destination: The element reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the elements.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: CasePathCache.casePath(toStackAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs the elements of a stack; built by `forEach(_:action:destination:)`.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: SourceLocation

  /// Runs the element and this reducer, and cancels the effects of elements that left.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.toStackState)
    // The ids and their token, not the stack: a copy of the stack held here would make the
    // element's change in place copy every element.
    let initialIDs = state[keyPath: self.toStackState].ids
    let initialToken = state[keyPath: self.toStackState].idsToken

    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>
    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction):
      if state[keyPath: self.toStackState][id: id] != nil {
        let toStackAction = self.toStackAction
        destinationEffects = lifecycle.run(
          self.identity(of: id),
          embed: { toStackAction.embed(.element(id: id, action: $0)) },
          dismissAction: { toStackAction.embed(.popFrom(id: id)) }
        ) {
          self.destination.reduce(
            into: &state[keyPath: self.toStackState][id: id]!,
            action: elementAction
          )
        }
      } else {
        self.location.report(
          """
          A "forEach" at "\(self.location)" received an action for an element that does not \
          exist: …

            Action: \(debugCaseOutput(elementAction))
            ID: \(id)

          This is generally considered an application logic error: an in-flight effect of a \
          popped element, or an action sent for an element that was never pushed.
          """
        )
        destinationEffects = .none
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case .push(let id, let element):
      if state[keyPath: self.toStackState].ids.contains(id) {
        self.location.report(
          """
          A "forEach" at "\(self.location)" received a "push" action for an element it already \
          contains: …

            ID: \(id)
          """
        )
      } else {
        let generator = DependencyValues._current.stackElementID
        let nextID = generator.peek()
        if id == nextID {
          _ = generator.next()
        } else if id > nextID, DependencyValues._current.context == .test {
          // A test that pushes an id the stack would not give yet asserts against states the
          // feature can never reach; later pushes would collide with it.
          self.location.report(
            """
            A "forEach" at "\(self.location)" received a "push" action whose id is ahead of the \
            ids the stack gives: …

              Received ID: \(id)
              Expected ID: \(nextID)

            In a test, push the id '@Dependency(\\.stackElementID)' would give next.
            """
          )
        }
        state[keyPath: self.toStackState].append(element, id: id)
      }
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)

    case .popFrom(let id):
      destinationEffects = .none
      if state[keyPath: self.toStackState][id: id] == nil {
        self.location.report(
          """
          A "forEach" at "\(self.location)" received a "popFrom" action for an element that \
          does not exist: …

            ID: \(id)
          """
        )
        baseEffects = self.base.reduce(into: &state, action: action)
      } else {
        baseEffects = self.base.reduce(into: &state, action: action)
        state[keyPath: self.toStackState].pop(from: id)
      }

    case .none:
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let finalStack = state[keyPath: self.toStackState]
    return lifecycle.finish(
      childEffects: destinationEffects,
      baseEffects: baseEffects,
      initialIDs: initialIDs,
      finalIDs: finalStack.ids,
      // Costs nothing when no push or pop changed the ids (same ids token), however deep.
      idsAreUnchanged: finalStack.hasIDs(of: initialToken)
    )
  }

  private func identity(of id: StackElementID) -> StackElementIdentity {
    StackElementIdentity(stack: self.toStackState, id: id)
  }
}
