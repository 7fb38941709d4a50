import Foundation
import InventoryClientLive
import InventoryFeature
import Navigation
import PrimeFeature
import RootFeature
import TerminalUI

/// One run of the app: builds the store with the live dependencies, then turns each line of
/// input into an action and shows the screens that result.
@MainActor
final class Session {
  struct Options: Sendable {
    var dataDirectory: URL
    var deepLink: String?
    var debugRenders = false
    var isInteractive = false
    var printChanges = false
    var usesColor = false
    var virtualTime = false
  }

  private let options: Options
  private let console: Console
  private let renderer: Renderer
  private let store: StoreOf<Root>
  private let clock: TestClock<Duration>?
  private let pendingSaves: LockIsolated<Int>
  private var viewState: RootView.ViewState
  private var printedViewState: RootView.ViewState?
  private var renderCount = 0
  private var lastAction = "launch"
  private var observation: ObservationToken?

  /// Runs the app until `quit` or the end of input; returns the exit status.
  static func run(options: Options, input: AsyncStream<String>, console: Console) async -> Int32 {
    let session = Session(options: options, console: console)
    guard options.virtualTime else { return await session.run(input: input) }
    // Virtual time is for scripts: with every task run on the main actor, one at a time, each
    // `advance` delivers its timer ticks before the next command, however loaded the machine.
    var status: Int32 = 0
    await withMainSerialExecutor { status = await session.run(input: input) }
    return status
  }

  private init(options: Options, console: Console) {
    self.options = options
    self.console = console
    self.renderer = Renderer(usesColor: options.usesColor, clearsScreen: options.isInteractive)
    let clock = options.virtualTime ? TestClock<Duration>() : nil
    self.clock = clock
    let pendingSaves = LockIsolated(0)
    self.pendingSaves = pendingSaves
    let inventoryClient = InventoryClient.live(directory: options.dataDirectory)
      .countingSaves(in: pendingSaves)
    // Without a deep link the app opens on a counter, with the home screen under it.
    let path = (try? DeepLink.parse(options.deepLink ?? "counter:0") { UUID() }) ?? []
    let printChanges = options.printChanges
    self.store = Store(initialState: Root.State(path: StackState(path))) {
      if printChanges {
        Root()._printChanges(.customDump { console.err($0) })
      } else {
        Root()
      }
    } withDependencies: {
      // Every other dependency is its key's live value.
      if let clock { $0.continuousClock = clock }
      $0.inventoryClient = inventoryClient
    }
    self.viewState = RootView.ViewState(self.store.state)
  }

  private func run(input: AsyncStream<String>) async -> Int32 {
    await self.store.send(.inventory(.onAppear)).finish()
    if case .failed(let message) = self.store.state.inventory.loadStatus {
      self.console.err("CLIApp: \(message)\n")
      return 65
    }
    self.observation = self.store.observe(RootView.ViewState.init) { [weak self] viewState in
      self?.viewStateChanged(viewState)
    }
    if !self.options.isInteractive {
      self.printScreenIfChanged()
    }
    for await line in input {
      let command = line.trimmingCharacters(in: .whitespaces)
      if !self.options.isInteractive {
        self.console.out(self.renderer.echo(command))
      }
      if command == "quit" || command == "exit" { break }
      await self.handle(command)
      if !self.options.isInteractive {
        self.printScreenIfChanged()
      }
    }
    self.observation?.cancel()
    await self.closeOpenForms()
    return await self.waitForSaves()
  }

  /// Quitting closes the forms the way the user would, so that no edit is lost: an item being
  /// edited is saved back to the inventory, and named item forms on the stack add their items.
  /// An unconfirmed new item in the add sheet is discarded, as its Cancel would.
  private func closeOpenForms() async {
    if case .editItem = self.store.state.inventory.destination {
      await self.settle(self.store.send(.inventory(.destination(.dismiss))))
    }
    let state = self.store.state
    if let id = state.path.ids.first(where: { state.path[id: $0, case: \.itemForm] != nil }) {
      await self.settle(self.store.send(.path(.popFrom(id: id))))
    }
  }

  private func handle(_ command: String) async {
    let screen = RootView.screen(self.viewState)
    if command == "help" {
      self.console.out(self.renderer.help(screen, extra: self.globalCommands) + self.prompt)
      return
    }
    if command == "advance" || command.hasPrefix("advance ") {
      await self.advance(String(command.dropFirst("advance".count)))
      return
    }
    switch screen.action(for: command) {
    case .success(let action):
      self.lastAction = command
      await self.settle(self.store.send(action))
    case .failure(let error):
      self.console.out(self.renderer.warning(error.message) + self.prompt)
    }
  }

  /// The input prompt, shown again after text that is not a screen (interactive mode only).
  private var prompt: String {
    self.options.isInteractive ? "› " : ""
  }

  private var globalCommands: [(String, String)] {
    var commands = [("help", "List the commands"), ("quit", "Save and exit (or Ctrl-D)")]
    if self.options.virtualTime {
      commands.insert(("advance <duration>", "Move the virtual clock, like 'advance 3s'"), at: 1)
    }
    return commands
  }

  private func advance(_ argument: String) async {
    guard let clock = self.clock else {
      self.console.out(
        self.renderer.warning("'advance' needs the --virtual-time flag.") + self.prompt)
      return
    }
    let text = argument.trimmingCharacters(in: .whitespaces)
    guard let duration = parseDuration(text) else {
      self.console.out(
        self.renderer.warning(
          "Expected a duration like '3s', '500ms' or '2m', got '\(text.prefix(40))'.")
          + self.prompt)
      return
    }
    self.lastAction = "advance \(duration)"
    // One second at a time, so that each tick is processed before the next one fires.
    var remaining = duration
    while remaining > .zero {
      let step = min(remaining, .seconds(1))
      await clock.advance(by: step)
      await Task.megaYield()
      remaining -= step
    }
    await self.settle(nil)
  }

  /// Waits until the effects of the last action finished, or the screen stopped changing.
  private func settle(_ task: StoreTask?) async {
    let isFinished = LockIsolated(task == nil)
    if let task {
      Task {
        await task.finish()
        isFinished.setValue(true)
      }
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(5))
    var lastChange = clock.now
    var last = self.viewState
    while clock.now < deadline {
      await Task.megaYield()
      if isFinished.value, task != nil { break }
      if self.viewState != last {
        last = self.viewState
        lastChange = clock.now
      }
      if clock.now - lastChange > .milliseconds(task == nil ? 20 : 250) { break }
      try? await Task.sleep(for: .milliseconds(2))
    }
    // Later renders come from effects (timers, responses), not from this command.
    if !self.lastAction.hasPrefix("an effect of") {
      self.lastAction = "an effect of '\(self.lastAction)'"
    }
  }

  private func viewStateChanged(_ viewState: RootView.ViewState) {
    let previous = self.viewState
    self.viewState = viewState
    self.renderCount += 1
    if self.options.debugRenders, self.renderCount > 1 {
      let difference = diff(previous, viewState).map { "\n\($0)" } ?? " (no difference)"
      self.console.err(
        "[render \(self.renderCount)] RootView after '\(self.lastAction)':\(difference)\n")
    }
    if self.options.isInteractive {
      self.draw()
    }
  }

  private func draw() {
    let screen = RootView.screen(self.viewState)
    self.console.out(self.renderer.render(screen, extraCommands: ["help", "quit"]) + "› ")
  }

  private func printScreenIfChanged() {
    guard self.printedViewState != self.viewState else { return }
    self.printedViewState = self.viewState
    let screen = RootView.screen(self.viewState)
    self.console.out(self.renderer.render(screen, extraCommands: ["help", "quit"]))
  }

  /// Waits for the inventory saves still running; the exit status says whether they landed.
  private func waitForSaves() async -> Int32 {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    await Task.megaYield()
    while self.pendingSaves.value > 0, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    if let error = self.store.state.inventory.saveError {
      self.console.err("CLIApp: \(error)\n")
      return 74
    }
    return 0
  }
}

extension InventoryClient {
  /// The same client, counting the saves in progress (so that quitting waits for them).
  func countingSaves(in count: LockIsolated<Int>) -> InventoryClient {
    InventoryClient(
      load: self.load,
      save: { items in
        count.withValue { $0 += 1 }
        defer { count.withValue { $0 -= 1 } }
        try await self.save(items)
      }
    )
  }
}

/// "3s", "500ms", "2m", "1.5s".
func parseDuration(_ text: String) -> Duration? {
  let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
  for (suffix, seconds) in units where text.hasSuffix(suffix) {
    guard let value = Double(text.dropLast(suffix.count)), value >= 0, value <= 86_400 else {
      continue
    }
    return .milliseconds(Int64((value * seconds * 1000).rounded()))
  }
  return nil
}
