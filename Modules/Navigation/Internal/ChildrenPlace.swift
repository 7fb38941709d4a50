/// Where a navigation reducer's children lie in the parent's state (a stack, an identified
/// array, a `@Presents` presentation), read and changed where they lie: the fast path both
/// `forEach` reducers and the presentation `ifLet` share.
///
/// When the parent is `@ObservableState`, the collection is a tracked property, and a write
/// through its key path reads the whole collection out and writes it back: an element action
/// copied every element, and cost 872 times as much at 100,000 rows as at 10. Through the
/// property's in-place accessor (`_InPlace`, which the macro generates), the element changes where
/// it lies, and a read copies only what it reads (the ids, not the elements). Held by
/// `SendProfile growth rows` (10 → 100,000 rows), `growth element` and `growth pushpop` (a stack
/// of 10 → 10,000 pages), and by the `Growth.*` benchmarks of `Tools/Benchmarks`.
///
/// A `@Presents` property's projection (`\.$sheet`) is computed, so its key path runs the
/// getter and then the setter, which compares the old and new presentation for observers: that
/// write-back was a third of a presented child's action (`SendProfile growth presented`).
@usableFromInline
struct ChildrenPlace<Root, Children> {
  /// The key path to the children; it also names them among the children of another navigation
  /// reducer of the same parent (`ChildIdentity.owner`).
  @usableFromInline let keyPath: WritableKeyPath<Root, Children>
  // `nil` when the parent is not `@ObservableState`: then the key path is the way.
  @usableFromInline let inPlace: _InPlace<Root, Children>?

  /// The place `keyPath` names, with its in-place accessor when there is one.
  ///
  /// - Parameter keyPath: The key path from the parent's state to the children.
  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Children>) {
    self.keyPath = keyPath
    self.inPlace = _InPlace(keyPath)
  }

  /// Runs `body` on the children where they lie, to read a part of them without copying the
  /// whole (a copy would retain every part of it). The pointer is valid only inside `body`.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - body: Reads what it needs through the pointer.
  /// - Returns: What `body` returns.
  @inlinable
  func read<R>(_ state: Root, _ body: (UnsafePointer<Children>) -> R) -> R {
    // (`self.inPlace!`, not `if let`: a binding would copy the accessor, retaining it.)
    guard self.inPlace != nil else {
      return withUnsafePointer(to: state[keyPath: self.keyPath], body)
    }
    return self.inPlace!.withUnsafeStorage(state, body)
  }

  /// Changes the children where they lie.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - body: The change.
  /// - Returns: What `body` returns.
  @inlinable
  func modify<R>(_ state: inout Root, _ body: (inout Children) -> R) -> R {
    guard self.inPlace != nil else { return body(&state[keyPath: self.keyPath]) }
    return self.inPlace!(&state, body)
  }
}
