import Navigation
import StarterFeature
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StarterViewTests {
  @Test func showsTheSettingAndItsCommands() {
    let off = StarterView.screen(Store(initialState: Starter.State()) { Starter() })
    let on = StarterView.screen(Store(initialState: Starter.State(isOn: true)) { Starter() })

    #expect(off.title == "Starter")
    #expect(off.lines == ["Switched off."])
    #expect(on.lines == ["Switched on."])
    #expect(off.commands.map(\.name) == ["switch", "close"])
    #expect(off.commands.map(\.summary) == ["Switch it on", "Close this screen"])
    #expect(on.commands.map(\.summary) == ["Switch it off", "Close this screen"])
  }

  @Test func eachCommandSendsItsAction() {
    let screen = StarterView.screen(Store(initialState: Starter.State()) { Starter() })

    #expect(screen.action(for: "switch") == .success(.toggleButtonTapped))
    #expect(screen.action(for: "close") == .success(.closeButtonTapped))
  }
}
