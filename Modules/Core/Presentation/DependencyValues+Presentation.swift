/// The dependencies a navigation reducer binds for the child it runs.
extension DependencyValues {
  /// The navigation path the current reducer runs under.
  public var navigationIDPath: NavigationIDPath {
    get { self.presentationScope?.navigationIDPath ?? NavigationIDPath() }
    set {
      self.presentationScope = PresentationScope(
        navigationIDPath: newValue,
        isPresented: self.isPresented
      )
    }
  }

  /// Whether the feature reading it is presented by a parent (with `ifLet` or `forEach`).
  public var isPresented: Bool {
    get { self.presentationScope?.isPresented ?? false }
    set {
      self.presentationScope = PresentationScope(
        navigationIDPath: self.navigationIDPath,
        isPresented: newValue
      )
    }
  }
}
