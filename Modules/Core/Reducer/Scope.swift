/// Runs a child reducer on part of the parent's state: a struct field, or one case of an enum.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in
///     // the parent's own logic, after the child's
///   }
/// }
/// ```
///
/// Child effects are mapped back into parent actions. With enum state, a child action that
/// arrives while the state is in another case reports an issue and does nothing.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  // One case of an enum state, with where the `Scope` was written for issue messages.
  @usableFromInline final class CaseState: Sendable {
    @usableFromInline let casePath: AnyCasePath<ParentState, Child.State>
    @usableFromInline let location: SourceLocation

    @usableFromInline
    init(_ casePath: AnyCasePath<ParentState, Child.State>, _ location: SourceLocation) {
      self.casePath = casePath
      self.location = location
    }
  }

  // Exactly one of the two is set. Two optionals, not an enum of both: reading a single-payload
  // optional is a load, while switching over a multi-payload enum copies it on every action.
  @usableFromInline let toChildField: WritableKeyPath<ParentState, Child.State>?
  // The child changed where it lies when the parent is `@ObservableState`: through the key path,
  // a tracked property is read, then written back whole, so every level of a tree of features
  // copied everything below it (`SendProfile growth deep-send`).
  @usableFromInline let inPlace: _InPlace<ParentState, Child.State>?
  @usableFromInline let toChildCase: CaseState?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes to a field of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: The case key path to the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = toChildState
    self.inPlace = _InPlace(toChildState)
    self.toChildCase = nil
    self.toChildAction = CasePathCache.casePath(toChildAction)
    self.child = child()
  }

  /// Scopes to a field of the parent's state, with a type-erased case path for the actions.
  ///
  /// The fast path for reducers on a hot path: a case key path literal (`\.child`) is built
  /// anew each time `body` is evaluated, on every action, while the case paths that
  /// `@CasePathable` generates are plain values:
  ///
  /// ```swift
  /// Scope(state: \.child, action: Action.allCasePaths.child) { Child() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: The case path to the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = toChildState
    self.inPlace = _InPlace(toChildState)
    self.toChildCase = nil
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// Scopes to one case of the parent's enum state.
  ///
  /// - Parameters:
  ///   - toChildState: The case key path to the child's state.
  ///   - toChildAction: The case key path to the child's actions.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = nil
    self.inPlace = nil
    self.toChildCase = CaseState(
      CasePathCache.casePath(toChildState),
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.toChildAction = CasePathCache.casePath(toChildAction)
    self.child = child()
  }

  /// Runs the child reducer if the action is a child action; does nothing otherwise.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    if self.toChildCase == nil {
      // (`self.inPlace!`, not `if let`: a binding would copy the accessor, retaining it.)
      let effect =
        self.inPlace != nil
        ? Self.reduce(self.child, in: &state, through: self.inPlace!, action: childAction)
        : self.child.reduce(
          into: &state[keyPath: self.toChildField.unsafelyUnwrapped],
          action: childAction
        )
      // Checked first: building the mapping closure allocates, and most effects are `.none`.
      if effect.isNone { return .none }
      let toChildAction = self.toChildAction
      return effect.map { toChildAction.embed($0) }
    }
    return self.reduceCase(into: &state, action: action, childAction: childAction)
  }

  // The child reduced through the accessor, apart so that the closure captures the child alone:
  // capturing `self` copied the whole `Scope` to the stack at every level of every action
  // (`SendProfile growth deep-send`, 4,001 -> 3,911).
  @inlinable
  static func reduce(
    _ child: Child,
    in state: inout ParentState,
    through inPlace: _InPlace<ParentState, Child.State>,
    action: Child.Action
  ) -> Effect<Child.Action> {
    inPlace(&state) { child.reduce(into: &$0, action: action) }
  }

  // Apart, and out of line: its copy of the child's state, whose size is known only at run time
  // when the state is `@ObservableState` (its registrar is resilient), made the field path above
  // look up metadata and size a stack buffer on every action (`SendProfile growth deep-send`).
  @inlinable @inline(never)
  func reduceCase(
    into state: inout ParentState,
    action: ParentAction,
    childAction: Child.Action
  ) -> Effect<ParentAction> {
    let caseState = self.toChildCase.unsafelyUnwrapped
    let casePath = caseState.casePath
    let location = caseState.location
    guard var childState = casePath.extract(from: state) else {
      reportCaseMismatch(reducer: "Scope", at: location, action: action, state: state)
      return .none
    }
    defer { state = casePath.embed(childState) }
    let effect = self.child.reduce(into: &childState, action: childAction)
    if effect.isNone { return .none }
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }
  }
}
