// TCA's spellings from before case key paths (TCA 1.4): the navigation operators and case
// subscripts taking an `AnyCasePath` (`action: /Action.child`). They work as the case key path
// versions do, and are deprecated as in TCA, so that a feature moved over compiles and is told
// what to write instead.

extension Reducer {
  /// Runs a child reducer on presented state; see `ifLet(_:action:destination:fileID:filePath:line:column:)`
  /// with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('action: \\.destination').")
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationAction: toPresentationAction,
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or confirmation dialog; see `ifLet(_:action:fileID:filePath:line:column:)`
  /// with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('action: \\.alert').")
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      destination: EmptyReducer(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on optional state; see `ifLet(_:action:then:fileID:filePath:line:column:)`
  /// with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('action: \\.child').")
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
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
      toChildAction: toWrappedAction,
      child: wrapped(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Manages an alert or dialog in optional state; see the case key path version.
  @available(*, deprecated, message: "Pass a case key path ('action: \\.alert').")
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    IfLetReducer(
      base: self,
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      child: EmptyReducer(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child reducer on one case of enum state; see
  /// `ifCaseLet(_:action:then:fileID:filePath:line:column:)` with case key paths.
  @available(*, deprecated, message: "Pass case key paths ('\\.child', 'action: \\.child').")
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Child.State == CaseState, Child.Action == CaseAction {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return IfCaseLetReducer(
      base: self,
      toChildState: toCaseState,
      toChildAction: toCaseAction,
      // A case path has no key path to tell this reducer's children from a sibling's: the place
      // it was written does.
      stateKeyPath: \CallSiteOwner.["\(fileID):\(line):\(column)"],
      child: child(),
      location: location
    )
  }

  /// Runs the elements of a stack; see `forEach(_:action:destination:fileID:filePath:line:column:)`
  /// with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('action: \\.path').")
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
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
        toStackAction: toStackAction,
        destination: destination(),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    )
  }

  /// Runs the elements of an identified array, with actions as `(id, action)` pairs; see
  /// `forEach(_:action:element:fileID:filePath:line:column:)` with an `IdentifiedAction`.
  @available(
    *, deprecated,
    message: "Give the action an 'IdentifiedAction' case and pass its case key path ('\\.rows')."
  )
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Element.State == ElementState, Element.Action == ElementAction {
    ForEachReducer(
      base: self,
      elements: ChildrenPlace(toElementsState),
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case .element(let id, let action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }
      ),
      element: element(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The root of the key paths that name a navigation reducer built from a case path: a key path
/// to a subscript is equal to another only with an equal argument, here the call site.
private struct CallSiteOwner {
  subscript(_ callSite: String) -> Void { () }
}

extension PresentationState {
  /// The presented state in one case of an enum, through an `AnyCasePath`; see
  /// `subscript(case:)` with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('[case: \\.child]').")
  public subscript<Case>(case casePath: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(casePath.extract(from:)) }
    _modify {
      let presented = self.wrappedValue
      var value = presented.flatMap(casePath.extract(from:))
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let presented {
          reportUnrelatedCase(
            presented, of: "The presented state", caseName: String(describing: Case.self))
        }
        return
      }
      self.wrappedValue = value.map(casePath.embed)
    }
  }
}

extension StackState {
  /// The element with an id in one case of an enum, through an `AnyCasePath`; see
  /// `subscript(id:case:)` with a case key path.
  @available(*, deprecated, message: "Pass a case key path ('[id: id, case: \\.child]').")
  public subscript<Case>(id id: StackElementID, case casePath: AnyCasePath<Element, Case>) -> Case?
  {
    get { self[id: id].flatMap(casePath.extract(from:)) }
    _modify {
      let element = self[id: id]
      var value = element.flatMap(casePath.extract(from:))
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let element {
          reportUnrelatedCase(
            element, of: "The stack element \(id)", caseName: String(describing: Case.self))
        }
        return
      }
      self[id: id] = value.map(casePath.embed)
    }
  }
}
