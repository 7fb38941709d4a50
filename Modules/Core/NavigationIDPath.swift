/// The chain of presented children a reducer runs under; scopes cancellation ids so that two
/// instances of the same feature (two counters on a stack) never cancel each other's effects.
///
/// Navigation reducers (`ifLet`, `forEach`) append an element for each child they run. Features
/// never touch it.
public struct NavigationIDPath: Hashable, Sendable, CustomStringConvertible {
  package var elements: [AnyHashableSendable]

  /// The root: no presented child.
  public init() {
    self.elements = []
  }

  /// This path with one more child.
  ///
  /// - Parameter element: The identity of the child.
  /// - Returns: The child's path.
  package func appending(_ element: some Hashable & Sendable) -> NavigationIDPath {
    var path = self
    path.elements.append(AnyHashableSendable(element))
    return path
  }

  /// Whether `prefix` is this path or one of its ancestors.
  package func hasPrefix(_ prefix: NavigationIDPath) -> Bool {
    self.elements.starts(with: prefix.elements)
  }

  /// The presented children of the path, outermost first, separated by `›`.
  public var description: String {
    self.elements.map { "\($0.base)" }.joined(separator: " › ")
  }
}

extension DependencyValues {
  /// The navigation path the current reducer runs under.
  public var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

/// An effect's cancellation id, scoped by the navigation path it was created under.
@usableFromInline
package struct CancelKey: Hashable, Sendable, CustomStringConvertible {
  package let id: AnyHashableSendable
  package let path: NavigationIDPath

  package init(id: some Hashable & Sendable, path: NavigationIDPath) {
    self.id = id as? AnyHashableSendable ?? AnyHashableSendable(id)
    self.path = path
  }

  @usableFromInline package var description: String {
    self.path.elements.isEmpty ? "\(self.id.base)" : "\(self.path) › \(self.id.base)"
  }
}
