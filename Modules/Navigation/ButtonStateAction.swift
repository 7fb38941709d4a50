/// What a button of an alert or dialog does: send an action (TCA's `.send(.x)` spelling).
///
/// ```swift
/// ButtonState(role: .destructive, action: .send(.deleteConfirmed, animation: .default)) {
///   TextState("Delete")
/// }
/// ```
///
/// There is no animation in a terminal: `animation:` is accepted, so that TCA code moves over
/// as it is, and ignored.
public struct ButtonStateAction<Action> {
  /// The action the button sends; `nil` for a button that only dismisses.
  public let action: Action?

  /// A button that sends `action`.
  ///
  /// - Parameter action: The action; `nil` for a button that only dismisses.
  /// - Returns: The button's action.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// A button that sends `action`; the animation is ignored (nothing animates in a terminal).
  ///
  /// - Parameters:
  ///   - action: The action; `nil` for a button that only dismisses.
  ///   - animation: Ignored.
  /// - Returns: The button's action.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action)
  }

  /// The same button sending a transformed action.
  ///
  /// - Parameter transform: Transforms the action.
  /// - Returns: The button's new action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonStateAction<NewAction> {
    ButtonStateAction<NewAction>(action: self.action.map(transform))
  }

  /// An animation a button names in TCA code: accepted and ignored.
  public typealias Animation = ButtonStateAnimation

}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState {
  /// A button with what it does written as TCA writes it: `action: .send(.confirm)`.
  ///
  /// - Parameters:
  ///   - role: The button's role, if any.
  ///   - action: What the button sends.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action>,
    label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }
}

/// An animation a button names in TCA code (`.default`, `.easeInOut(duration: 0.3)`, …):
/// accepted and ignored, since nothing animates in a terminal.
public typealias ButtonStateAnimation = Core.Animation
