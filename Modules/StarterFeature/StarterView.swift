import Navigation
import TerminalUI

/// The terminal screen of the starter feature.
@MainActor
public enum StarterView {
  /// The screen's title, which is also the feature's place in a breadcrumb.
  public static func title(_ store: StoreOf<Starter>) -> String {
    "Starter"
  }

  /// The screen for the feature's store.
  public static func screen(_ store: StoreOf<Starter>) -> Screen<Starter.Action> {
    Screen(
      title: self.title(store),
      lines: [store.isOn ? "Switched on." : "Switched off."],
      commands: [
        Command(
          "switch", store.isOn ? "Switch it off" : "Switch it on", action: .toggleButtonTapped),
        Command("close", "Close this screen", action: .closeButtonTapped),
      ]
    )
  }
}
