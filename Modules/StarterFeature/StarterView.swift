import Navigation
import TerminalUI

/// The terminal screen of the starter feature.
public enum StarterView {
  /// What the screen shows.
  public struct ViewState: Equatable, Sendable {
    public var isOn: Bool

    public init(_ state: Starter.State) {
      self.isOn = state.isOn
    }
  }

  /// The screen for a view state.
  public static func screen(_ viewState: ViewState) -> Screen<Starter.Action> {
    Screen(
      title: "Starter",
      lines: [viewState.isOn ? "Switched on." : "Switched off."],
      commands: [
        Command(
          "switch", viewState.isOn ? "Switch it off" : "Switch it on", action: .toggleButtonTapped),
        Command("close", "Close this screen", action: .closeButtonTapped),
      ]
    )
  }
}
