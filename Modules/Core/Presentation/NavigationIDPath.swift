/// The chain of presented children a reducer runs under; scopes cancellation ids so that two
/// instances of the same feature (two counters on a stack) never cancel each other's effects.
///
/// Navigation reducers (`ifLet`, `forEach`) append an element for each child they run. Features
/// never touch it.
public struct NavigationIDPath: Hashable, Sendable, CustomStringConvertible {
  // A persistent list from the innermost child up: appending is O(1) however deep the
  // presentation (a feature presenting itself 10,000 levels deep appends 10,000 times per
  // action), and paths that share a parent share its nodes.
  private let last: Node?

  private final class Node: Sendable {
    let element: AnyHashableSendable
    let parent: Node?
    let count: Int
    let pathHash: Int

    init(element: AnyHashableSendable, parent: Node?) {
      self.element = element
      self.parent = parent
      self.count = (parent?.count ?? 0) + 1
      var hasher = Hasher()
      hasher.combine(parent?.pathHash ?? 0)
      hasher.combine(element)
      self.pathHash = hasher.finalize()
    }
  }

  private init(last: Node?) {
    self.last = last
  }

  /// The root: no presented child.
  public init() {
    self.last = nil
  }

  /// This path with one more child.
  ///
  /// - Parameter element: The identity of the child.
  /// - Returns: The child's path.
  func appending(_ element: some Hashable & Sendable) -> NavigationIDPath {
    NavigationIDPath(
      last: Node(
        element: AnyHashableSendable.boxing(element),
        parent: self.last
      )
    )
  }

  /// The number of presented children in the path.
  var count: Int { self.last?.count ?? 0 }

  /// Whether the path is the root.
  var isEmpty: Bool { self.last == nil }

  /// The presented children, outermost first.
  var elements: [AnyHashableSendable] {
    var elements: [AnyHashableSendable] = []
    elements.reserveCapacity(self.count)
    var node = self.last
    while let current = node {
      elements.append(current.element)
      node = current.parent
    }
    return elements.reversed()
  }

  /// Whether `prefix` is this path or one of its ancestors.
  func hasPrefix(_ prefix: NavigationIDPath) -> Bool {
    guard self.count >= prefix.count else { return false }
    var node = self.last
    for _ in 0..<(self.count - prefix.count) {
      node = node?.parent
    }
    return NavigationIDPath(last: node) == prefix
  }

  /// Whether two paths name the same chain of children: at once when they share their last
  /// node, else element by element from the innermost.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    var left = lhs.last
    var right = rhs.last
    guard left?.count == right?.count, left?.pathHash == right?.pathHash else { return false }
    while let leftNode = left, let rightNode = right {
      if leftNode === rightNode { return true }
      guard leftNode.element == rightNode.element else { return false }
      left = leftNode.parent
      right = rightNode.parent
    }
    return left == nil && right == nil
  }

  /// Hashes the path in constant time, with the hash each node computed when it was appended.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.last?.pathHash ?? 0)
  }

  /// The presented children of the path, outermost first, separated by `›`.
  public var description: String {
    self.elements.map { "\($0.base)" }.joined(separator: " › ")
  }
}

/// An effect's cancellation id, scoped by the navigation path it was created under.
@usableFromInline
struct CancelKey: Hashable, Sendable, CustomStringConvertible {
  let id: AnyHashableSendable
  let path: NavigationIDPath

  init(id: some Hashable & Sendable, path: NavigationIDPath) {
    self.id = AnyHashableSendable.boxing(id)
    self.path = path
  }

  @usableFromInline var description: String {
    self.path.isEmpty ? "\(self.id.base)" : "\(self.path) › \(self.id.base)"
  }
}

extension AnyHashableSendable {
  /// `value` boxed, or `value` itself when it is already a box. Compares the type instead of
  /// casting: a failed dynamic cast costs hundreds of instructions on every element action.
  static func boxing<Value: Hashable & Sendable>(_ value: Value) -> AnyHashableSendable {
    if Value.self == AnyHashableSendable.self {
      return unsafeBitCast(value, to: AnyHashableSendable.self)
    }
    return AnyHashableSendable(value)
  }
}
