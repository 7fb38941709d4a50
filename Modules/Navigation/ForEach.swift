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
        stack: ChildrenPlace(toStackState),
        toStackAction: CasePathCache.casePath(toStackAction),
        destination: destination(),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    )
  }
}

/// A reducer that runs the elements of a stack; built by `forEach(_:action:destination:)`.
///
/// The element path (an element's action, then the base reducer), pushes and pops are inlinable,
/// so that they are specialised for the app's types where the app composes them; the issues stay
/// out of line (`Internal/ForEachIssues.swift`).
@usableFromInline struct StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  // Its parts, in one object: the reducer is copied wherever the app's reducer tree is, and a
  // pointer is all there is to copy (`SendProfile app`: about 120 instructions a send).
  @usableFromInline final class Storage {
    @usableFromInline let base: Base
    // The stack, read and changed where it lies.
    @usableFromInline let stack: ChildrenPlace<Base.State, StackState<Destination.State>>
    @usableFromInline let toStackAction:
      AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
    @usableFromInline let destination: Destination
    @usableFromInline let location: SourceLocation
    // The element it ran last, bound: the next action for it binds it again as it is.
    @usableFromInline let childCache = PresentedChild.cache(
      of: StackElementIdentity<StackElementID>.self)

    init(
      base: Base,
      stack: ChildrenPlace<Base.State, StackState<Destination.State>>,
      toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
      destination: Destination,
      location: SourceLocation
    ) {
      self.base = base
      self.stack = stack
      self.toStackAction = toStackAction
      self.destination = destination
      self.location = location
    }
  }

  @usableFromInline let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  @inlinable var base: Base { _read { yield self.storage.base } }
  @inlinable var stack: ChildrenPlace<Base.State, StackState<Destination.State>> {
    _read { yield self.storage.stack }
  }
  @inlinable var toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  {
    _read { yield self.storage.toStackAction }
  }
  @inlinable var destination: Destination { _read { yield self.storage.destination } }
  @inlinable var location: SourceLocation { _read { yield self.storage.location } }
  @inlinable var childCache: PresentedChild.Cache<StackElementIdentity<StackElementID>> {
    _read { yield self.storage.childCache }
  }

  /// Runs the element and this reducer, and cancels the effects of elements that left.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.stack.keyPath)
    var actedOn: StackElementID?
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>
    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction):
      // Whether the element is there is learnt from the one look-up that changes it.
      var isPresent = true
      // The case path is copied into the closures only when they are made (for an effect).
      destinationEffects = lifecycle.run(
        StackElementIdentity(stack: self.stack.keyPath, id: id),
        cache: self.childCache,
        embed: { [toStackAction = self.toStackAction] in
          toStackAction.embed(.element(id: id, action: $0))
        },
        dismissAction: { [toStackAction = self.toStackAction] in
          toStackAction.embed(.popFrom(id: id))
        }
      ) {
        let effects = self.stack.modify(&state) { stack in
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
        reportMissingElement(id: id, action: elementAction, at: self.location, in: .stack)
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
      children: self.stack.read(state) { $0.pointee.idsToken },
      contains: { id in self.stack.read(state) { $0.pointee.contains(id: id) } }
    )
  }

  /// Pushes the element (unless its id is taken), then runs the base reducer. Inlinable, as the
  /// element path is: run unspecialised, a push and a pop looked up generic metadata several
  /// times each (`SendProfile growth pushpop`).
  @inlinable
  func push(
    _ element: Destination.State,
    id: StackElementID,
    into state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    if self.stack.read(state, { $0.pointee.ids.contains(id) }) {
      reportDuplicatePush(id: id, at: self.location)
    } else {
      takePushedID(id, at: self.location)
      self.stack.modify(&state) { $0.append(element, id: id) }
    }
    return self.base.reduce(into: &state, action: action)
  }

  /// Runs the base reducer, then pops the element and everything above it.
  @inlinable
  func pop(
    from id: StackElementID,
    in state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    guard self.stack.read(state, { $0.pointee.ids.contains(id) }) else {
      reportMissingPop(id: id, at: self.location)
      return self.base.reduce(into: &state, action: action)
    }
    let effects = self.base.reduce(into: &state, action: action)
    self.stack.modify(&state) { _ = $0.pop(from: id) }
    return effects
  }
}
