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
  /// Pushes, pops and element actions cost the same however deep the stack, and however many of
  /// its elements run effects.
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
  ) -> some Reducer<State, Action>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    StackReducer(
      storage: .init(
        base: self,
        toStackState: toStackState,
        toStackAction: CasePathCache.casePath(toStackAction),
        inPlace: _inPlace(toStackState),
        destination: destination(),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    )
  }
}

/// A reducer that runs the elements of a stack; built by `forEach(_:action:destination:)`.
///
/// The element path (an element's action, then the base reducer) is inlinable, so that it is
/// specialised for the app's types where the app composes it; pushes, pops and issues stay out
/// of line.
@usableFromInline struct StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  // Its parts, in one object: the closures a reducer builds for a child capture the reducer, and
  // a pointer is all there is to copy.
  @usableFromInline final class Storage {
    @usableFromInline let base: Base
    @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
    @usableFromInline let toStackAction:
      AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
    // The stack changed where it lies, when the state is `@ObservableState`: through the key
    // path, an element action would copy every element of the stack out and back.
    @usableFromInline let inPlace: _InPlace<Base.State, StackState<Destination.State>>?
    @usableFromInline let destination: Destination
    @usableFromInline let location: SourceLocation
    // The element it ran last, bound: the next action for it binds it again as it is.
    @usableFromInline let childCache = PresentedChild.cache(
      of: StackElementIdentity<StackElementID>.self)

    init(
      base: Base,
      toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
      toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
      inPlace: _InPlace<Base.State, StackState<Destination.State>>?,
      destination: Destination,
      location: SourceLocation
    ) {
      self.base = base
      self.toStackState = toStackState
      self.toStackAction = toStackAction
      self.inPlace = inPlace
      self.destination = destination
      self.location = location
    }
  }

  @usableFromInline let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  @inlinable var base: Base { _read { yield self.storage.base } }
  @inlinable var toStackState: WritableKeyPath<Base.State, StackState<Destination.State>> {
    _read { yield self.storage.toStackState }
  }
  @inlinable var toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  {
    _read { yield self.storage.toStackAction }
  }
  @inlinable var inPlace: _InPlace<Base.State, StackState<Destination.State>>? {
    _read { yield self.storage.inPlace }
  }
  @inlinable var destination: Destination { _read { yield self.storage.destination } }
  @inlinable var location: SourceLocation { _read { yield self.storage.location } }
  @inlinable var childCache: PresentedChild.Cache<StackElementIdentity<StackElementID>> {
    _read { yield self.storage.childCache }
  }

  /// Runs the element and this reducer, and cancels the effects of elements that left.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.toStackState)
    var actedOn: StackElementID?
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>
    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction):
      // Whether the element is there is learnt from the one look-up that changes it.
      var isPresent = true
      // The case path is copied into the closures only when they are made (for an effect).
      destinationEffects = lifecycle.run(
        StackElementIdentity(stack: self.toStackState, id: id),
        cache: self.childCache,
        embed: { [toStackAction = self.toStackAction] in
          toStackAction.embed(.element(id: id, action: $0))
        },
        dismissAction: { [toStackAction = self.toStackAction] in
          toStackAction.embed(.popFrom(id: id))
        }
      ) {
        let effects = self.modifyStack(&state) { stack in
          stack.modifyElement(id: id) { element in
            self.destination.reduce(into: &element, action: elementAction)
          }
        }
        isPresent = effects != nil
        return effects ?? .none
      }
      if isPresent {
        actedOn = id
      } else {
        self.reportMissingElement(id: id, action: elementAction)
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case .push(let id, let element):
      destinationEffects = .none
      baseEffects = self.push(element, id: id, into: &state, action: action)

    case .popFrom(let id):
      destinationEffects = .none
      baseEffects = self.pop(from: id, in: &state, action: action)

    case .none:
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    return lifecycle.finish(
      childEffects: destinationEffects,
      baseEffects: baseEffects,
      actedOn: actedOn,
      children: self.withStack(state) { $0.pointee.idsToken },
      contains: { id in self.withStack(state) { $0.pointee.contains(id: id) } }
    )
  }

  /// Reads the stack where it lies: a copy of it would retain every part of it, to read one.
  @inlinable
  func withStack<R>(
    _ state: Base.State,
    _ body: (UnsafePointer<StackState<Destination.State>>) -> R
  ) -> R {
    // (`self.inPlace!`, not `if let`: a binding would copy the accessor, retaining it.)
    guard self.inPlace != nil else {
      return withUnsafePointer(to: state[keyPath: self.toStackState], body)
    }
    return self.inPlace!.withUnsafeStorage(state, body)
  }

  @inlinable
  func modifyStack<R>(
    _ state: inout Base.State,
    _ body: (inout StackState<Destination.State>) -> R
  ) -> R {
    guard self.inPlace != nil else { return body(&state[keyPath: self.toStackState]) }
    return self.inPlace!(&state, body)
  }

  @usableFromInline
  func reportMissingElement(id: StackElementID, action: Destination.Action) {
    self.location.report(
      """
      A "forEach" at "\(self.location)" received an action for an element that does not \
      exist: …

        Action: \(debugCaseOutput(action))
        ID: \(id)

      This is generally considered an application logic error: an in-flight effect of a \
      popped element, or an action sent for an element that was never pushed.
      """
    )
  }

  /// Pushes the element (unless its id is taken), then runs the base reducer.
  @usableFromInline
  func push(
    _ element: Destination.State,
    id: StackElementID,
    into state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
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
    return self.base.reduce(into: &state, action: action)
  }

  /// Runs the base reducer, then pops the element and everything above it.
  @usableFromInline
  func pop(
    from id: StackElementID,
    in state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    guard state[keyPath: self.toStackState].ids.contains(id) else {
      self.location.report(
        """
        A "forEach" at "\(self.location)" received a "popFrom" action for an element that \
        does not exist: …

          ID: \(id)
        """
      )
      return self.base.reduce(into: &state, action: action)
    }
    let effects = self.base.reduce(into: &state, action: action)
    state[keyPath: self.toStackState].pop(from: id)
    return effects
  }
}
