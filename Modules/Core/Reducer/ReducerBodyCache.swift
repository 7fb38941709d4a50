import Atomics

/// Where a `@Reducer` feature keeps its `body` once built, so that the reducer tree is built once
/// per reducer value instead of on every action.
///
/// `@Reducer` adds one to every struct whose `body` is computed and which does not implement
/// `reduce(into:action:)`; the default `reduce(into:action:)` of a reducer with a `body` then
/// builds `body` on the first action and reuses it. A `body` describes composition (which
/// children, which key and case paths), not values: `@Dependency` reads in it and in its
/// `Reduce` closures still happen when an action runs, so each action sees the dependencies in
/// force at that moment.
///
/// Copies of a reducer share the cache: change a `var` of a reducer before its first action, not
/// after. Reducers that conform without the macro have no cache and build `body` per action.
public struct _ReducerBodyCache<R: Reducer>: Sendable, Hashable {
  @usableFromInline
  final class Built: @unchecked Sendable {
    // Written once, before the reference is published; only read afterwards.
    @usableFromInline let body: R.Body

    @usableFromInline
    init(_ body: R.Body) { self.body = body }
  }

  /// Holds the built body once published, and releases it with the cache.
  ///
  /// Not `ManagedAtomicLazyReference`: its `load()` hands out a reference that each action
  /// retained and released, one pair at each level of a tree of features
  /// (`SendProfile growth deep-send`). The body is read here through an unretained reference,
  /// which the slot keeps alive as long as the reducer that holds it.
  @usableFromInline
  final class Slot: @unchecked Sendable {
    // +1 on the built body once published.
    @usableFromInline let built = UnsafeAtomic<Unmanaged<Built>?>.create(nil)

    @usableFromInline init() {}

    deinit {
      self.built.load(ordering: .acquiring)?.release()
      self.built.destroy()
    }
  }

  @usableFromInline let slot = Slot()

  /// An empty cache: the first action builds the body.
  public init() {}

  /// Runs `body`'s `reduce(into:action:)`, building `body` if this is the first action.
  @inlinable
  public func reduce(
    _ reducer: R,
    into state: inout R.State,
    action: R.Action
  ) -> Effect<R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    let built =
      self.slot.built.load(ordering: .acquiring) ?? Unmanaged.passUnretained(self.build(reducer))
    return built._withUnsafeGuaranteedRef { $0.body.reduce(into: &state, action: action) }
  }

  // Specialised, and out of line: called generically, it made every action copy the reducer to
  // have it ready for this call, which happens once (272 bytes for `Counter`: `SendProfile
  // counter`, `growth deep-send`).
  @inlinable @inline(never)
  func build(_ reducer: R) -> Built {
    // Two threads may build at once; the first to publish wins and both use its body.
    let built = Unmanaged.passRetained(Built(reducer.body))
    let (exchanged, original) = self.slot.built.compareExchange(
      expected: nil,
      desired: built,
      ordering: .acquiringAndReleasing
    )
    if exchanged { return built.takeUnretainedValue() }
    built.release()
    return original!.takeUnretainedValue()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
