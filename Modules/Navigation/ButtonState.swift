import Foundation

/// A button of an alert or dialog: a label, an optional role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A unique id (not part of equality).
  public let id = UUID()
  /// The action sent when the button is chosen; `nil` only dismisses.
  public let action: Action?
  /// The button's text.
  public let label: TextState
  /// The button's role.
  public let role: ButtonStateRole?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - action: The action sent when the button is chosen; `nil` only dismisses.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The same button sending another type of action.
  ///
  /// - Parameter transform: Turns this button's action into another.
  /// - Returns: The transformed button.
  public func map<T>(_ transform: (Action) -> T) -> ButtonState<T> {
    ButtonState<T>(role: self.role, action: self.action.map(transform)) { self.label }
  }
}

/// The role of a button, which decides how it looks and where it goes.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels; shown apart from the other buttons.
  case cancel
  /// Destroys data; shown in a warning style.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same role, action and label; their `id`s are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes what `==` compares, leaving out the `id`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// The button as dumps and test failure diffs show it: its contents, without the `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role { children.append(("role", role)) }
    children.append(("action", self.action as Any))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// Builds the buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Collects the buttons of a block.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// An array of buttons.
  public static func buildExpression(_ expression: [ButtonState<Action>]) -> [ButtonState<Action>] {
    expression
  }

  /// A single button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The `if` branch.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The `else` branch.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// A `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
