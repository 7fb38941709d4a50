/// The issues both `forEach` reducers report, out of line: the element path that reaches them is
/// inlinable and specialised where the app composes it, and a message needs none of that.

/// Which `forEach` reports: the words for how its elements come and go.
@usableFromInline
enum ForEachKind {
  /// `forEach` over a `StackState`: elements are pushed and popped.
  case stack
  /// `forEach` over an `IdentifiedArray`: elements are added and removed.
  case identifiedArray
}

/// Reports an action for an element that is not in the collection.
@usableFromInline
func reportMissingElement(
  id: some Hashable,
  action: Any,
  at location: SourceLocation,
  in kind: ForEachKind
) {
  let (left, entered) = kind == .stack ? ("popped", "pushed") : ("removed", "added")
  location.report(
    """
    A "forEach" at "\(location)" received an action for an element that does not exist: …

      Action: \(debugCaseOutput(action))
      ID: \(id)

    This is generally considered an application logic error: an in-flight effect of a \
    \(left) element, or an action sent for an element that was never \(entered).
    """
  )
}

/// Takes `id` from the ids the stack gives (`@Dependency(\.stackElementID)`), when it is the
/// next; in a test, reports an id ahead of it.
@usableFromInline
func takePushedID(_ id: StackElementID, at location: SourceLocation) {
  let generator = DependencyValues._current.stackElementID
  let nextID = generator.peek()
  if id == nextID {
    _ = generator.next()
  } else if id > nextID, DependencyValues._current.context == .test {
    // A test that pushes an id the stack would not give yet asserts against states the feature
    // can never reach; later pushes would collide with it.
    location.report(
      """
      A "forEach" at "\(location)" received a "push" action whose id is ahead of the ids the \
      stack gives: …

        Received ID: \(id)
        Expected ID: \(nextID)

      In a test, push the id '@Dependency(\\.stackElementID)' would give next.
      """
    )
  }
}

/// Reports a push of an id the stack already holds.
@usableFromInline
func reportDuplicatePush(id: StackElementID, at location: SourceLocation) {
  location.report(
    """
    A "forEach" at "\(location)" received a "push" action for an element it already contains: …

      ID: \(id)
    """
  )
}

/// Reports a pop from an id the stack does not hold.
@usableFromInline
func reportMissingPop(id: StackElementID, at location: SourceLocation) {
  location.report(
    """
    A "forEach" at "\(location)" received a "popFrom" action for an element that does not \
    exist: …

      ID: \(id)
    """
  )
}
