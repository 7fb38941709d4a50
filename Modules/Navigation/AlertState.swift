import Foundation

/// An alert as data: a title, buttons and a message, presented with
/// `@PresentationState var alert: AlertState<Action.Alert>?` and `.ifLet(\.$alert, action: \.alert)`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// After any of its buttons is chosen, the alert is dismissed automatically.
public struct AlertState<Action>: Identifiable, _EphemeralState {
  /// A unique id (not part of equality).
  public let id = UUID()
  /// The buttons; an alert with none shows a single "OK".
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert sending another type of action.
  ///
  /// - Parameter transform: Turns this alert's actions into another.
  /// - Returns: The transformed alert.
  public func map<T>(_ transform: (Action) -> T) -> AlertState<T> {
    var alert = AlertState<T>(title: { self.title })
    alert.buttons = self.buttons.map { $0.map(transform) }
    alert.message = self.message
    return alert
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons; their `id`s are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes what `==` compares, leaving out the `id`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// The alert as dumps and test failure diffs show it: its contents, without the `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", self.title)]
    if !self.buttons.isEmpty { children.append(("actions", self.buttons)) }
    if let message = self.message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
