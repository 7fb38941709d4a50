import Foundation

/// A confirmation dialog as data: a title, buttons and a message, presented like an alert.
///
/// ```swift
/// state.dialog = ConfirmationDialogState {
///   TextState("Duplicate “Keyboard”?")
/// } actions: {
///   ButtonState(action: .confirmDuplication) { TextState("Duplicate") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// After any of its buttons is chosen, the dialog is dismissed automatically.
public struct ConfirmationDialogState<Action>: Identifiable, _EphemeralState {
  /// A unique id (not part of equality).
  public let id = UUID()
  /// The buttons.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: Visibility

  /// Whether a dialog shows its title.
  public enum Visibility: Equatable, Hashable, Sendable {
    /// The platform decides.
    case automatic
    /// Never shown.
    case hidden
    /// Always shown.
    case visible
  }

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The text under the title.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title, message, buttons and title visibility; their `id`s
  /// are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes what `==` compares, leaving out the `id`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
    hasher.combine(self.titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// The dialog as dumps and test failure diffs show it: its contents, without the `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if self.titleVisibility != .automatic {
      children.append(("titleVisibility", self.titleVisibility))
    }
    children.append(("title", self.title))
    if !self.buttons.isEmpty { children.append(("actions", self.buttons)) }
    if let message = self.message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
