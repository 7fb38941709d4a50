import Dependencies

/// What a navigation reducer binds for the child it runs: the child's navigation path, and that
/// it is presented.
///
/// Bound as the dependencies' `DependencyScope` rather than as two overrides: one object per
/// child run, no copy of the overrides, and `@Dependency` properties in the child keep the
/// values they read.
final class PresentationScope: DependencyScope {
  /// The navigation path the child's reducer and effects run under.
  let navigationIDPath: NavigationIDPath
  /// Whether a navigation reducer presents the feature.
  let isPresented: Bool

  init(navigationIDPath: NavigationIDPath, isPresented: Bool) {
    self.navigationIDPath = navigationIDPath
    self.isPresented = isPresented
  }
}

extension DependencyValues {
  /// The bound presentation scope, if a navigation reducer runs the current child.
  var presentationScope: PresentationScope? {
    get { self.scopeForRead as? PresentationScope }
    set { self.scope = newValue }
  }
}
