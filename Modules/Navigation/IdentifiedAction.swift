/// An action of one element of an identified collection.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// An action of the element with an id.
  indirect case element(id: ID, action: Action)
}

/// The identified actions of a reducer `R` whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: CasePathable {
  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: Sendable {
    /// The case path to `.element(id:action:)`.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to the actions of the element with an id: `\.rows[id: item.id]`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of ``IdentifiedAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension Reducer {
  /// Runs an element reducer on the elements of an identified array, and cancels an element's
  /// effects when it is removed.
  ///
  /// ```swift
  /// .forEach(\.rows, action: \.rows) {
  ///   Row()
  /// }
  /// ```
  ///
  /// An element action runs the element reducer, then this reducer. An action for a missing
  /// element reports an issue naming the file and line of this `forEach`. A removed element's
  /// effects are cancelled at once when this reducer or one composed before it removed it, at the
  /// next action when a reducer composed after it did.
  ///
  /// - Parameters:
  ///   - toElementsState: The key path to the identified array.
  ///   - toElementAction: The case key path to the elements' actions.
  ///   - element: The element reducer.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: A reducer running this one and the elements.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
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
      toElementAction: CasePathCache.casePath(toElementAction),
      element: element(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs the elements of an identified array; built by
/// `forEach(_:action:element:)`.
///
/// Written as the stack's reducer is: the element path (an element's action, then the base
/// reducer) is inlinable, so that it is specialised for the app's types where the app composes
/// it; the issue stays out of line.
@usableFromInline
struct ForEachReducer<Base: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let base: Base
  // The elements, read and changed where they lie.
  @usableFromInline let elements: ChildrenPlace<Base.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Base.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let element: Element
  @usableFromInline let location: SourceLocation
  // The element it ran last, bound: the next action for it binds it again as it is.
  @usableFromInline let childCache = PresentedChild.cache(of: StackElementIdentity<ID>.self)

  /// Runs the element, then this reducer; cancels the effects of removed elements.
  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let lifecycle = ChildLifecycle(owner: self.elements.keyPath)
    var actedOn: ID?
    var elementEffects = Effect<Base.Action>.none
    if case .element(let id, let elementAction) = self.toElementAction.extract(from: action) {
      if self.elements.read(state, { $0.pointee.ids.contains(id) }) {
        actedOn = id
        let toElementAction = self.toElementAction
        elementEffects = lifecycle.run(
          StackElementIdentity(stack: self.elements.keyPath, id: id),
          cache: self.childCache,
          embed: { toElementAction.embed(.element(id: id, action: $0)) },
          dismissAction: nil
        ) {
          self.elements.modify(&state) { elements in
            self.element.reduce(into: &elements[id: id]!, action: elementAction)
          }
        }
      } else {
        reportMissingElement(id: id, action: elementAction, at: self.location, in: .identifiedArray)
      }
    }
    let baseEffects = self.base.reduce(into: &state, action: action)
    return lifecycle.finish(
      childEffects: elementEffects,
      baseEffects: baseEffects,
      actedOn: actedOn,
      children: StackIDsToken?.none,
      contains: { id in self.elements.read(state) { $0.pointee.ids.contains(id) } }
    )
  }
}
