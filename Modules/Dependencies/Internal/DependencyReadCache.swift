import Atomics

/// The value one `@Dependency` property last read, kept with the overrides it was read under, so
/// that the next read under the same overrides returns it without resolving the key path again.
///
/// Applying the property's key path is most of a read's cost: the key-path runtime walks the path
/// and looks the key up among the overrides. A property that reads under the same
/// ``DependencyValues`` revision (the same overrides, the same context) gets the same dependency,
/// so the value is kept while the revision is, and compared by identity.
///
/// Only reads that return a dependency as it is resolved are kept (see
/// `DependencyReadRecorder`): `\.date.now` is applied on every read, and so is a default value in
/// a test, which is made anew for each test.
///
/// The cache never waits: a read or a write that finds it busy on another thread resolves the
/// dependency the slow way, which is always right.
@usableFromInline
final class DependencyReadCache<Value>: @unchecked Sendable {
  // A flag of its own, not a `ManagedAtomic` object: a read reaches it without retaining
  // another object.
  @usableFromInline let isBusy = UnsafeAtomic<Bool>.create(false)
  // Guarded by `isBusy`.
  @usableFromInline var revision: DependencyValues.Revision?
  @usableFromInline var value: Value?

  @usableFromInline init() {}

  deinit {
    self.isBusy.destroy()
  }

  /// The kept value if it was read under the revision `revision` identifies; `nil` when it was
  /// not, or when another thread holds the cache.
  @inlinable
  func value(under revision: ObjectIdentifier) -> Value? {
    guard
      self.isBusy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    else { return nil }
    defer { self.isBusy.store(false, ordering: .releasing) }
    // The kept revision is alive while kept, so its identity cannot name another object.
    guard let kept = self.revision, ObjectIdentifier(kept) == revision else { return nil }
    return self.value
  }

  /// Keeps `value`, read under `revision`, unless another thread holds the cache.
  @usableFromInline
  func keep(_ value: Value, under revision: DependencyValues.Revision) {
    guard
      self.isBusy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    else { return }
    // The previous value is released after the lock, in case its deinitializer reads a
    // dependency through this property.
    let previous = (self.revision, self.value)
    self.revision = revision
    self.value = value
    self.isBusy.store(false, ordering: .releasing)
    _ = previous
  }
}

/// What resolving one `@Dependency` key path read, so that the property can tell whether the
/// result may be kept in its ``DependencyReadCache``.
final class DependencyReadRecorder: @unchecked Sendable {
  private(set) var reads = 0
  private(set) var isStable = true
  private(set) var lastValue: Any?

  /// Notes that the key path read `value`, which is the same for every read under the same
  /// revision when `isStable` is true (an override, or a default shared by the whole process).
  func record(_ value: some Any, isStable: Bool) {
    self.reads += 1
    self.isStable = self.isStable && isStable
    self.lastValue = value
  }

  /// Notes that the key path read the bound ``DependencyScope``, which changes without a new
  /// revision.
  func recordScopeRead() {
    self.isStable = false
  }

  /// Whether `result`, the key path's value, is the one dependency the read resolved, as it was
  /// resolved (same type, same bits), from a source that does not change under one revision.
  func resolvedExactly<Value>(_ result: Value) -> Bool {
    guard self.reads == 1, self.isStable, let read = self.lastValue as? Value else { return false }
    return withUnsafeBytes(of: read) { readBytes in
      withUnsafeBytes(of: result) { resultBytes in
        readBytes.elementsEqual(resultBytes)
      }
    }
  }
}
