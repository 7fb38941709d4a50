/// Where the current reducer sits among presented children, as the store or navigation reducer
/// running it bound it (see `ReducerContext`).
extension DependencyValues {
  /// The navigation path the current reducer runs under.
  public var navigationIDPath: NavigationIDPath {
    get { self.reducerContextForRead?.navigationIDPath ?? NavigationIDPath() }
    set {
      self.reducerContext = (self.reducerContext ?? .outsideAnyStore)
        .at(newValue, isPresented: self.isPresented)
    }
  }

  /// Whether the feature reading it is presented by a parent (with `ifLet` or `forEach`).
  public var isPresented: Bool {
    get { self.reducerContextForRead?.isPresented ?? false }
    set {
      self.reducerContext = (self.reducerContext ?? .outsideAnyStore)
        .at(self.navigationIDPath, isPresented: newValue)
    }
  }
}
