import Dependencies

/// Everything a reducer runs under besides its state and action: the store whose effects it
/// starts (the cancellation registry), where it sits among presented children (its navigation
/// path), and whether a navigation reducer presents it.
///
/// One value per store and one per presented or stacked child, carried as the dependencies'
/// `DependencyScope`: it is bound, read and handed on with the dependencies and never apart from
/// them.
/// - A store makes its root context when it is made (``RootCore``), and binds it with its
///   dependencies for every send.
/// - A navigation reducer makes its child's from its own (``PresentedChild``), with the same
///   registry and a path one element longer.
/// - An effect runs under the dependencies in force when it was made, and so under the context
///   of the reducer that returned it: `Task.cancel(id:)` and `withTaskCancellation` inside it
///   reach the right store and child.
/// - The depth guard's helper thread (``StackGuard``) takes the dependencies in force, context
///   and all.
///
/// Being one object bound with the dependencies, binding a child costs one reference, and
/// `@Dependency` properties in the child keep the values they read (the overrides' revision does
/// not change).
final class ReducerContext: DependencyScope {
  /// The in-flight effects of the store the reducer runs in.
  let registry: CancellationRegistry
  /// The navigation path the reducer and its effects run under.
  let navigationIDPath: NavigationIDPath
  /// Whether a navigation reducer presents the feature.
  let isPresented: Bool

  init(registry: CancellationRegistry, navigationIDPath: NavigationIDPath, isPresented: Bool) {
    self.registry = registry
    self.navigationIDPath = navigationIDPath
    self.isPresented = isPresented
  }

  /// The context a dependencies' scope holds, without a dynamic cast: every navigation reducer
  /// reads it at every action. `ReducerContext` is the one type that conforms to the package's
  /// `DependencyScope` (`CoreNavigationBoundaryTests` holds that).
  static func downcast(_ scope: any DependencyScope) -> ReducerContext {
    unsafeDowncast(scope, to: ReducerContext.self)
  }

  /// The context of a store's root feature.
  ///
  /// - Parameter registry: The store's registry.
  /// - Returns: The context.
  static func root(of registry: CancellationRegistry) -> ReducerContext {
    ReducerContext(registry: registry, navigationIDPath: NavigationIDPath(), isPresented: false)
  }

  /// The context of code that runs in no store: the process-wide registry, the root path.
  static let outsideAnyStore = ReducerContext.root(of: .processWide)

  /// This context in the same store, at another place: a presented child's (a path one element
  /// longer, presented), or what `withDependencies` sets.
  ///
  /// - Parameters:
  ///   - path: The navigation path.
  ///   - isPresented: Whether a navigation reducer presents the feature.
  /// - Returns: The context.
  func at(_ path: NavigationIDPath, isPresented: Bool) -> ReducerContext {
    ReducerContext(registry: self.registry, navigationIDPath: path, isPresented: isPresented)
  }
}

extension DependencyValues {
  /// The context bound with these dependencies, if a store or a navigation reducer bound one.
  ///
  /// Not recorded as a read by a `@Dependency` property's cache: the runtime reads it, never a
  /// feature's key path (``navigationIDPath`` and ``isPresented`` record theirs).
  var reducerContext: ReducerContext? {
    get { self.scope.map(ReducerContext.downcast) }
    set { self.scope = newValue }
  }

  /// ``reducerContext``, recorded as a read: for the public accessors a feature reads.
  var reducerContextForRead: ReducerContext? {
    self.scopeForRead.map(ReducerContext.downcast)
  }

  /// These dependencies under `context`.
  ///
  /// - Parameter context: The context.
  /// - Returns: The dependencies, with `context` bound.
  func under(_ context: ReducerContext) -> DependencyValues {
    var values = self
    values.reducerContext = context
    return values
  }
}
