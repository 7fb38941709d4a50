/// Sends actions back into the store from an effect.
///
/// ```swift
/// return .run { send in
///   await send(.timerTicked)
/// }
/// ```
///
/// Once the effect is cancelled, sends are ignored, so a cancelled effect can never deliver an
/// action.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure. Effects receive one; create your own only to adapt one.
  ///
  /// - Parameter send: Delivers an action.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  ///
  /// - Parameter action: The action to send.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }

  /// Sends an action back into the store, as code written for SwiftUI does with an animation;
  /// the animation is ignored (nothing animates in a terminal).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: Ignored.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self(action)
  }

  /// Sends an action back into the store, as code written for SwiftUI does in a transaction;
  /// the transaction is ignored.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - transaction: Ignored.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    self(action)
  }
}
