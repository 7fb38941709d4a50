import Foundation

/// The collection of dependencies in force for the current task (or the synchronous work running
/// on this thread; see `_current`).
///
/// Features read values with `@Dependency(\.key)`; tests and the app's entry point override them
/// with ``withDependencies(_:operation:)-(_,()->R)``. Each dependency is exposed as a computed
/// property backed by its key:
///
/// ```swift
/// extension DependencyValues {
///   public var primeClient: PrimeClient {
///     get { self[PrimeClient.self] }
///     set { self[PrimeClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key with no explicit value resolves to its default for the current ``context``: its
/// `liveValue`, `previewValue` or `testValue`. Defaults are computed once and cached per context
/// and, in tests, per test, so two tests running in parallel never share a default value.
public struct DependencyValues: Sendable {
  // Everything in one immutable object: copying the values out of the task local, which every
  // read does, retains one reference. A change makes a new object.
  @usableFromInline private(set) var contents: Contents

  /// The values' parts, never changed once made.
  @usableFromInline final class Contents: Sendable {
    @usableFromInline let revision: Revision
    @usableFromInline let scope: (any DependencyScope)?
    let access: DependencyAccess?

    init(revision: Revision, scope: (any DependencyScope)?, access: DependencyAccess?) {
      self.revision = revision
      self.scope = scope
      self.access = access
    }
  }

  /// The overrides and the explicit context: one object for each set of them. Two values with
  /// the same revision resolve every key alike, which a store checks before binding its
  /// dependencies and a `@Dependency` property before returning the value it kept.
  @usableFromInline final class Revision: Sendable {
    // Each override in a box of its own type, so that a read downcasts a reference instead of
    // casting an existential.
    let storage: [ObjectIdentifier: any AnyObject & Sendable]
    let explicitContext: DependencyContext?
    // Where keys without an override keep their default values: the process's, or a fresh one
    // for each `DependencyValues()` and every value derived from it.
    let defaults: DefaultValueCache

    init(
      storage: [ObjectIdentifier: any AnyObject & Sendable],
      explicitContext: DependencyContext?,
      defaults: DefaultValueCache
    ) {
      self.storage = storage
      self.explicitContext = explicitContext
      self.defaults = defaults
    }
  }

  /// The values in force where nothing was overridden: the process's default values.
  @usableFromInline static let root = DependencyValues(
    contents: Contents(
      revision: Revision(storage: [:], explicitContext: nil, defaults: .shared),
      scope: nil,
      access: nil
    )
  )

  /// The overrides, by key type.
  package private(set) var storage: [ObjectIdentifier: any AnyObject & Sendable] {
    get { self.contents.revision.storage }
    set {
      self.replace(
        revision: Revision(
          storage: newValue, explicitContext: self.explicitContext, defaults: self.defaults))
    }
  }

  var explicitContext: DependencyContext? {
    get { self.contents.revision.explicitContext }
    set {
      self.replace(
        revision: Revision(
          storage: self.storage, explicitContext: newValue, defaults: self.defaults)
      )
    }
  }

  /// Where keys without an override find their default values.
  var defaults: DefaultValueCache { self.contents.revision.defaults }

  /// The context a store or a navigation reducer binds for the reducers it runs (see
  /// ``DependencyScope``): kept beside the overrides, not among them, so that binding it copies
  /// no dictionary and keeps the revision, and with it every `@Dependency` property's kept value.
  /// Inlinable: a navigation reducer reads it at every action.
  package var scope: (any DependencyScope)? {
    @inlinable get { self.contents.scope }
    set {
      self.contents = Contents(
        revision: self.contents.revision, scope: newValue, access: self.contents.access)
    }
  }

  // Who is reading, so that an issue about a missing test value can name the dependency. Set on
  // a local copy by `Dependency.wrappedValue`; never shared.
  var access: DependencyAccess? {
    get { self.contents.access }
    set {
      self.contents = Contents(
        revision: self.contents.revision, scope: self.contents.scope, access: newValue)
    }
  }

  /// The identity of the overrides and context in force.
  @inlinable var revision: Revision { self.contents.revision }

  private mutating func replace(revision: Revision) {
    self.contents = Contents(revision: revision, scope: self.scope, access: self.access)
  }

  /// Whether `other` is this value, unchanged: every key resolves alike in both. (`false` does
  /// not mean they differ.)
  @usableFromInline package func isIdentical(to other: Self) -> Bool {
    self.revision === other.revision && self.scope === other.scope
  }

  /// ``scope``, for an accessor that reads it: what a key path reads through it changes without
  /// a new revision, so that read is never kept in a `@Dependency` property's cache.
  package var scopeForRead: (any DependencyScope)? {
    self.access?.recorder?.recordScopeRead()
    return self.scope
  }

  /// Creates an empty collection: every key resolves to its default value, computed anew.
  ///
  /// The default values are kept apart from those of the process and of any other
  /// `DependencyValues()`: `$0 = DependencyValues()` inside `withDependencies` gives the operation
  /// fresh default values (a test's stateful test value starts over).
  public init() {
    self.contents = Contents(
      revision: Revision(storage: [:], explicitContext: nil, defaults: DefaultValueCache()),
      scope: nil,
      access: nil
    )
  }

  @usableFromInline
  init(contents: Contents) {
    self.contents = contents
  }

  /// The value for the given key: an explicit override if there is one, otherwise the key's
  /// default value for the current context.
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - function: The accessor reading the key (`primeClient`), so that an issue about a missing
  ///     test value can name the dependency (`\.primeClient`). Leave the default.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      self.value(for: Key.self, accessor: function)
    }
    set {
      self.storage[ObjectIdentifier(key)] = DependencyBox<Key>(newValue, accessor: function)
    }
  }

  subscript<Key: TestDependencyKey>(typeKey typeKey: TypeKey<Key>) -> Key.Value {
    self.value(for: Key.self, accessor: #function)
  }

  private func value<Key: TestDependencyKey>(
    for key: Key.Type,
    accessor: StaticString
  ) -> Key.Value {
    if let box = self.storage[ObjectIdentifier(key)] {
      // Only `subscript(key:)` stores under `ObjectIdentifier(Key)`, always a box of `Key.Value`.
      let value = unsafeDowncast(box, to: DependencyBox<Key>.self).value
      self.access?.recorder?.record(value, isStable: true)
      return value
    }
    var isShared = false
    let value = self.defaults.value(
      for: Key.self,
      context: self.context,
      resolution: DependencyResolution(accessor: accessor, access: self.access),
      isShared: &isShared
    )
    self.access?.recorder?.record(value, isStable: isShared)
    return value
  }

  /// The values that an object created under these values reads under `current`: these
  /// overrides with those of `current` on top, `current`'s explicit context if it has one, these
  /// default values, and `current`'s scope.
  ///
  /// `current` itself when these add nothing to it, so that a property read under the values it
  /// was created under allocates nothing.
  func underlying(_ current: DependencyValues) -> DependencyValues {
    if self.revision === current.revision { return current }
    let captured = self.revision
    if captured.storage.isEmpty, captured.explicitContext == nil,
      captured.defaults === current.defaults
    {
      return current
    }
    var storage = captured.storage
    storage.merge(current.storage) { _, new in new }
    return DependencyValues(
      contents: Contents(
        revision: Revision(
          storage: storage,
          explicitContext: current.explicitContext ?? captured.explicitContext,
          defaults: captured.defaults
        ),
        scope: current.scope,
        access: current.access
      )
    )
  }

  /// Returns these values with every explicit override of `other` applied on top.
  ///
  /// - Parameter other: The values whose overrides (and explicit context) win.
  /// - Returns: The merged values.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var values = self
    if !other.storage.isEmpty {
      values.storage.merge(other.storage) { _, new in new }
    }
    if let context = other.explicitContext {
      values.explicitContext = context
    }
    if let scope = other.scope {
      values.scope = scope
    }
    return values
  }
}

/// An override of the key `Key`, boxed with its type.
final class DependencyBox<Key: TestDependencyKey>: AnyDependencyBox {
  let value: Key.Value
  /// The accessor that set it (`date`), to name the dependency in an issue.
  let accessor: StaticString

  init(_ value: Key.Value, accessor: StaticString) {
    self.value = value
    self.accessor = accessor
  }

  var anyValue: any Sendable { self.value }
  var key: any TestDependencyKey.Type { Key.self }
}

/// An override of some key.
protocol AnyDependencyBox: AnyObject, Sendable {
  var anyValue: any Sendable { get }
  var accessor: StaticString { get }
  var key: any TestDependencyKey.Type { get }
}

/// A hashable stand-in for a key type, so that `@Dependency(Client.self)` can be a key path.
struct TypeKey<Key: TestDependencyKey>: Hashable, Sendable {}
