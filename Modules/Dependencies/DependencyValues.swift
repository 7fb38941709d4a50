import Foundation

/// The collection of dependencies in force for the current task.
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
  /// The dependencies of the current task. Prefer `@Dependency` and `withDependencies` to
  /// touching this directly.
  @TaskLocal public static var _current = DependencyValues()

  // Each override in a box of its own type, so that a read downcasts a reference instead of
  // casting an existential.
  package private(set) var storage: [ObjectIdentifier: any AnyObject & Sendable] = [:] {
    didSet { self.revision = Revision() }
  }
  var explicitContext: DependencyContext? {
    didSet { self.revision = Revision() }
  }
  // Who is reading, so that an issue about a missing test value can name the dependency. Set on
  // a local copy by `Dependency.wrappedValue`; never shared.
  var access: DependencyAccess?
  // Replaced by every change of `storage` or `explicitContext`: two values with the same
  // revision resolve every key alike, which a store checks before binding its dependencies.
  private var revision = Self.unchanged

  final class Revision: Sendable {}
  private static let unchanged = Revision()

  /// Whether `other` is this value, unchanged: every key resolves alike in both. (`false` does
  /// not mean they differ.)
  package func isIdentical(to other: Self) -> Bool {
    self.revision === other.revision
  }

  /// Creates an empty collection: every key resolves to its default value.
  public init() {}

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
      self.storage[ObjectIdentifier(key)] = DependencyBox(newValue)
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
      return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
    }
    return DefaultValueCache.shared.value(
      for: Key.self,
      context: self.context,
      resolution: DependencyResolution(accessor: accessor, access: self.access)
    )
  }

  /// Returns these values with every explicit override of `other` applied on top.
  ///
  /// - Parameter other: The values whose overrides (and explicit context) win.
  /// - Returns: The merged values.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var values = self
    values.storage.merge(other.storage) { _, new in new }
    if let context = other.explicitContext {
      values.explicitContext = context
    }
    return values
  }
}

/// A hashable stand-in for a key type, so that `@Dependency(Client.self)` can be a key path.
/// An override, boxed with its type.
final class DependencyBox<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

struct TypeKey<Key: TestDependencyKey>: Hashable, Sendable {}
