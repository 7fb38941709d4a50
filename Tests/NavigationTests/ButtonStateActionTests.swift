import Navigation
import Testing

/// `ButtonState(action: .send(…))`: TCA's spelling of a button's action; the animation is
/// accepted and ignored.
@Suite(.timeLimit(.minutes(1)))
struct ButtonStateActionTests {
  enum Action: Equatable {
    case confirm
    case cancel
  }

  @Test func sendIsTheSameButtonAsThePlainAction() {
    let sent = ButtonState(role: .destructive, action: .send(Action.confirm)) {
      TextState("Delete")
    }
    #expect(sent.action == .confirm)
    #expect(sent.role == .destructive)
    #expect(sent.label == TextState("Delete"))
  }

  @Test func theAnimationIsIgnored() {
    let animated = ButtonState(action: .send(Action.cancel, animation: .easeInOut(duration: 0.3))) {
      TextState("Cancel")
    }
    let plain = ButtonState(action: Action.cancel) { TextState("Cancel") }
    #expect(animated == plain)
  }

  @Test func aButtonActionMaps() {
    let action = ButtonStateAction<Action>.send(.confirm, animation: .default)
    #expect(action.map { "\($0)" }.action == "confirm")
    #expect(ButtonStateAction<Action>.send(nil).action == nil)
  }
}
