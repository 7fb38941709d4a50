import DataFolderStorage
import Foundation
import InventoryFeature
import Navigation
import PrimeFeature
import RootFeature
import TerminalFrontEnd
import TerminalUI

/// One run of the app: builds the store with the live dependencies, then turns each line of
/// input into an action and shows the screens that result.
@MainActor
final class Session {
  struct Options: Sendable {
    var dataDirectory: URL
    var deepLink: String?
    var debugRenders = false
    var printChanges = false
    /// Whether the screen is drawn in place, with colors, and which glyphs.
    var style = OutputStyle(drawsInPlace: false, usesColor: false, glyphs: .unicode)
    var virtualTime = false
    /// Where `--print-changes` and `--debug-renders` write.
    var diagnostics: @Sendable (String) -> Void = { _ in }
    /// The file they write to, announced on the screen drawn in place; `nil` for standard error.
    var diagnosticsFile: URL?
    var environment: [String: String] = [:]

    /// Whether the screen is drawn in place and read with a line editor.
    var isInteractive: Bool { self.style.drawsInPlace }
  }

  let options: Options
  private let console: Console
  private let renderer: Renderer
  let store: StoreOf<Root>
  private let clock: TestClock<Duration>?
  let sleepCountingClock: SleepCountingClock
  /// The files of the `.fileStorage` shared keys (the inventory, the favorites): quitting
  /// flushes them.
  private let fileStorage: FileStorage
  /// The effects of every command so far: quitting waits for them (the saves among them).
  private var commandTasks: [StoreTask] = []
  /// The screen of the last render, and what it showed.
  private(set) var screen: Screen<Root.Action>
  private var rendered: Rendered
  private var printedRendered: Rendered?
  private var renderCount = 0
  /// Whether a change was observed since the last render (a render is scheduled).
  /// Set by the observation's `onChange`, which runs on the thread that makes the change (a
  /// save lands on the storage's thread), hence a lock.
  private let needsRender = LockIsolated(false)
  /// Whether changes render the screen; off once the session quits.
  private var isRendering = false
  private var lastAction = "launch"
  private(set) var lines: InputLines!
  /// The screen drawn in place, in interactive mode.
  private var terminal: InteractiveTerminal?

  /// Runs the app until `quit` or the end of input; returns the exit status.
  ///
  /// - Parameter input: The lines of a script, read only when the screen is not drawn in place
  ///   (then keys are read from the terminal).
  static func run(
    options: Options, input: @escaping () -> AsyncStream<String>, console: Console
  ) async -> Int32 {
    var options = options
    var terminal: InteractiveTerminal?
    if options.isInteractive {
      let interactive = InteractiveTerminal(
        style: options.style, historyFile: HistoryFile(directory: options.dataDirectory),
        environment: options.environment)
      if interactive.start() {
        terminal = interactive
      } else {
        options.style.drawsInPlace = false
      }
    }
    let session = Session(options: options, console: console)
    session.terminal = terminal
    let lines = terminal?.lines ?? input()
    defer { terminal?.finish() }
    guard options.virtualTime else { return await session.run(input: lines) }
    // Virtual time is for scripts: with every task run on the main actor, one at a time, each
    // `advance` delivers its timer ticks before the next command, however loaded the machine.
    var status: Int32 = 0
    await withMainSerialExecutor { status = await session.run(input: lines) }
    return status
  }

  private init(options: Options, console: Console) {
    self.options = options
    self.console = console
    self.renderer = Renderer(usesColor: options.style.usesColor, clearsScreen: false)
    let clock = options.virtualTime ? TestClock<Duration>() : nil
    self.clock = clock
    let sleepCountingClock =
      clock.map { SleepCountingClock($0) } ?? SleepCountingClock(ContinuousClock())
    self.sleepCountingClock = sleepCountingClock
    let fileStorage = FileStorage.live(directory: options.dataDirectory)
    self.fileStorage = fileStorage
    // Without a deep link the app opens on a counter, with the home screen under it.
    let deepLink = options.deepLink ?? "counter:0"
    let printChanges = options.printChanges
    let diagnostics = options.diagnostics
    // The link's screens are made inside the store's dependencies (the initial state is an
    // autoclosure): a linked prime screen's favorites are the data folder's. Parsed before the
    // store, they were the working directory's, written there, or lost at a quick quit.
    self.store = Store(
      initialState: Root.State.linked((try? DeepLink.parse(deepLink) { UUID() }) ?? [])
    ) {
      if printChanges {
        Root()._printChanges(.customDump { diagnostics($0) })
      } else {
        Root()
      }
    } withDependencies: {
      // Every other dependency is its key's live value.
      $0.continuousClock = sleepCountingClock
      $0.defaultFileStorage = fileStorage
    }
    self.screen = RootView.screen(self.store)
    self.rendered = Rendered(self.screen)
  }

  private func run(input: AsyncStream<String>) async -> Int32 {
    let lines = InputLines(input)
    self.lines = lines
    let earlySignal = QuitSignals.listen(
      interrupt: { [weak self] in self?.interruptLongWork() ?? false },
      quit: { lines.quitNow() })
    if earlySignal != nil { lines.quitNow() }
    if let terminal = self.terminal {
      // Ctrl-C typed as a key (when it is not a signal) does what the signal does.
      terminal.onInterrupt = { [weak self] in
        if !(self?.interruptLongWork() ?? false) { lines.quitNow() }
      }
      terminal.completions = { [weak self] before in self?.completions(before) ?? [] }
    }
    // The inventory and the favorites were loaded with the state: a file that cannot be read
    // stops the app before anything is shown or written.
    if let failure = self.store.state.launchFailure {
      self.terminal?.finish()
      self.console.err("CLIApp: \(failure)\n")
      return 65
    }
    self.isRendering = true
    self.render()
    if let terminal = self.terminal, let file = self.options.diagnosticsFile {
      terminal.showMessage([
        Frame.Row("ℹ Diagnostics go to \(file.path) (follow them with tail -f).", style: .dim)
      ])
    }
    if !self.options.isInteractive {
      self.printScreenIfChanged()
    }
    while let command = await self.lines.next() {
      if !self.options.isInteractive {
        self.out(self.renderer.echo(command))
      }
      if InputLines.isQuit(command) { break }
      await self.handle(command)
      if !self.options.isInteractive {
        self.printScreenIfChanged()
      }
      // Keys typed ahead meet the screen this command led to (Tab completes against it).
      self.terminal?.commandFinished()
    }
    self.isRendering = false
    // The terminal is itself again before the exit's messages (a slow save, an error).
    self.terminal?.finish()
    if let earlySignal {
      self.console.err(
        "CLIApp: \(QuitSignals.name(of: earlySignal)) came while the app was starting: it quit "
          + "before reading any command.\n")
    }
    return await self.quit()
  }

  /// Closes every screen (``Root/Action/quitRequested``), then waits for every effect still
  /// running (the saves) and writes the shared files' pending changes: the exit status says
  /// whether everything landed.
  private func quit() async -> Int32 {
    self.commandTasks.append(self.store.send(.quitRequested))
    let tasks = self.commandTasks
    let finished = LockIsolated(false)
    let console = self.console
    // A save that takes more than a moment is announced, so that a slow exit is not a mystery.
    let announcement = Task {
      try await Task.sleep(for: .milliseconds(500))
      if !finished.value { console.err("CLIApp: saving the inventory…\n") }
    }
    for task in tasks {
      await task.finish()
    }
    let flushError: (any Error)?
    do {
      try await self.fileStorage.flush()
      flushError = nil
    } catch {
      flushError = error
    }
    finished.setValue(true)
    announcement.cancel()
    if let error = self.store.state.inventory.saveError {
      self.console.err("CLIApp: \(error)\n")
      return 74
    }
    if let flushError {
      self.console.err("CLIApp: \(flushError)\n")
      return 74
    }
    return 0
  }

  private func handle(_ command: String) async {
    self.renderIfNeeded()
    let screen = self.screen
    // `advance` is recognized even without --virtual-time, so that it can say what it needs.
    switch GlobalCommand.parse(command, among: [.help, .advance, .quit]) {
    case (.help, _)?:
      let help = self.renderer.help(screen, globalCommands: self.globalCommands)
      if let terminal = self.terminal {
        terminal.showMessage(help.split(separator: "\n").map { Frame.Row(String($0)) })
      } else {
        self.out(help)
      }
      return
    case (.advance, let argument)?:
      await self.advance(argument)
      return
    default:
      break
    }
    switch screen.action(for: command, globalCommands: self.globalCommands) {
    case .success(let action):
      self.lastAction = command
      let task = self.store.send(action)
      self.commandTasks.append(task)
      // What the command changed itself is its render; what its effects change comes later.
      self.renderIfNeeded()
      self.laterRendersComeFromEffects()
      if self.options.isInteractive {
        await self.waitWhileTheScreenCloses(task)
      } else {
        await self.settle()
      }
    case .failure(let error):
      self.warn(error.message)
    }
  }

  /// Ctrl-C while the screen runs long work (a prime lookup): sends the screen's interrupt
  /// action, which stops it. Returns whether there was such work (otherwise Ctrl-C quits).
  private func interruptLongWork() -> Bool {
    self.renderIfNeeded()
    guard let action = self.screen.interruptAction else { return false }
    self.lastAction = "Ctrl-C"
    self.commandTasks.append(self.store.send(action))
    self.renderIfNeeded()
    return true
  }

  /// Shows a warning: in the message area, or printed in a script.
  private func warn(_ message: String) {
    if let terminal = self.terminal {
      terminal.showMessage([Frame.Row("⚠ \(visible(message))", style: .warning)])
    } else {
      self.out(self.renderer.warning(message))
    }
  }

  /// Writes to standard output in the glyphs of the output style.
  private func out(_ text: String) {
    self.console.out(self.options.style.glyphs.apply(text))
  }

  /// What Tab completes, given the text before the cursor: a command, or its argument.
  private func completions(_ before: String) -> [String] {
    self.screen.completions(before: before, extraCommands: self.globalCommands.map(\.name))
  }

  /// The commands the session handles on every screen: `help`, `quit` (and `exit`), and
  /// `advance` with a virtual clock.
  private var globalCommands: [GlobalCommand] {
    self.options.virtualTime ? [.help, .advance, .quit] : GlobalCommand.standard
  }

  private func advance(_ argument: String) async {
    guard let clock = self.clock else {
      self.warn("'advance' needs the --virtual-time flag.")
      return
    }
    let text = argument.trimmingCharacters(in: .whitespaces)
    guard let duration = parseDuration(text) else {
      self.warn("Expected a duration like '3s', '500ms' or '2m', got '\(text.prefix(40))'.")
      return
    }
    self.lastAction = "advance \(duration)"
    // One second at a time, so that each tick is processed before the next one fires; all at
    // once when nothing sleeps on the clock. A signal, or `quit` typed at the terminal, ends a
    // long advance where it is (a script's `quit` comes after the advance, as written).
    var remaining = duration
    while remaining > .zero, !self.lines.quitWasRequested,
      !(self.options.isInteractive && self.lines.quitIsNext)
    {
      if self.sleepCountingClock.sleeperCount == 0 {
        await clock.advance(by: remaining)
        break
      }
      let step = min(remaining, .seconds(1))
      await clock.advance(by: step)
      await Task.megaYield()
      // One render per tick, however the scheduled renders interleave with the clock.
      self.renderIfNeeded()
      remaining -= step
    }
    self.laterRendersComeFromEffects()
    await self.settle()
  }

  /// Renders from now on are caused by the effects of the last command, not by the command.
  private func laterRendersComeFromEffects() {
    if !self.lastAction.hasPrefix("an effect of") {
      self.lastAction = "an effect of '\(self.lastAction)'"
    }
  }

  /// Renders the screen from the store under `withObservationTracking`: a change to anything
  /// the screen read schedules one render on the main actor, however many changes follow
  /// before it runs.
  private func render() {
    var screen: Screen<Root.Action>?
    withObservationTracking {
      screen = RootView.screen(self.store)
    } onChange: { [weak self, needsRender] in
      // Called before the change is made, on the thread that makes it: render once it is made,
      // on the main actor (or in the render that follows the command, if that comes first).
      needsRender.setValue(true)
      Task { @MainActor in self?.renderIfNeeded() }
    }
    let previous = self.rendered
    self.needsRender.setValue(false)
    self.screen = screen!
    self.rendered = Rendered(self.screen)
    self.renderCount += 1
    if self.options.debugRenders, self.renderCount > 1 {
      let difference = diff(previous, self.rendered).map { "\n\($0)" } ?? " (no difference)"
      self.options.diagnostics(
        "[render \(self.renderCount)] RootView after '\(self.lastAction)':\(difference)\n")
    }
    if self.options.isInteractive {
      self.draw()
    }
  }

  /// Renders now if a change was observed since the last render.
  func renderIfNeeded() {
    guard self.needsRender.value, self.isRendering else { return }
    self.render()
  }

  private func draw() {
    self.terminal?.show(
      title: visible(self.screen.title),
      lines: self.screen.lines.map(visible),
      commands: self.screen.commands.map(\.usage) + self.globalCommands.map(\.usage))
  }

  private func printScreenIfChanged() {
    self.renderIfNeeded()
    guard self.printedRendered != self.rendered else { return }
    self.printedRendered = self.rendered
    self.out(self.renderer.render(self.screen, globalCommands: self.globalCommands))
  }
}

/// What a render shows, for telling renders apart: the title, the lines, and the commands with
/// their summaries.
struct Rendered: Equatable {
  var title: String
  var lines: [String]
  var commands: [String]

  init<Action>(_ screen: Screen<Action>) {
    self.title = screen.title
    self.lines = screen.lines
    self.commands = screen.commands.map { "\($0.usage): \($0.summary)" }
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
