import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in its own tmux server, sized like a terminal, driven with `send-keys` and
/// read with `capture-pane`: the app as a person at a terminal sees it.
///
/// Each pane has its own server socket (`tmux -L`), so tests run side by side; ``kill()`` ends
/// the server.
final class TmuxPane: Sendable {
  /// The tmux executable, or `nil` when it is not installed.
  static let executable = executableOnPath("tmux")

  /// The server's socket name.
  let socket = "cliapp-tests-\(UUID().uuidString.prefix(8))"

  /// Starts `command` (a shell command line) in a detached session of `width` × `height`.
  init(_ command: String, width: Int = 80, height: Int = 30) async throws {
    try await self.tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "app",
        command,
      ])
  }

  /// Runs a tmux command on this pane's server; its output.
  @discardableResult
  func tmux(_ arguments: [String]) async throws -> String {
    let result = await spawnAndWait([Self.executable ?? "tmux", "-L", self.socket] + arguments)
    guard result.status == 0 else {
      throw TmuxError(
        message: "tmux \(arguments.prefix(3)) exited \(result.status): \(result.output)")
    }
    return result.output
  }

  /// Types `text` as it is (no key names).
  func type(_ text: String) async throws {
    try await self.tmux(["send-keys", "-t", "app", "-l", text])
  }

  /// Presses keys by tmux name: `Enter`, `Up`, `Tab`, `C-c`, `C-z`.
  func press(_ keys: String...) async throws {
    try await self.tmux(["send-keys", "-t", "app"] + keys)
  }

  /// What the pane shows now, one string per row (with `escapes`, its styling too).
  func capture(escapes: Bool = false) async throws -> String {
    try await self.tmux(["capture-pane", "-p", "-t", "app"] + (escapes ? ["-e"] : []))
  }

  /// Waits until what the pane shows satisfies `condition` (at most `timeout`, generous for a
  /// loaded machine: a wait normally ends within a second); what it shows.
  @discardableResult
  func waitFor(
    _ description: String,
    timeout: Duration = .seconds(60),
    escapes: Bool = false,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var screen = ""
    while clock.now < deadline {
      screen = try await self.capture(escapes: escapes)
      if condition(screen) { return screen }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record(
      "Waited \(timeout) for \(description); the pane shows:\n\(screen)",
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
    throw TmuxError(message: "timed out waiting for \(description)")
  }

  /// Waits until the pane shows `text`.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = .seconds(60),
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async throws -> String {
    try await self.waitFor(
      "'\(text)'", timeout: timeout, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.contains(text)
    }
  }

  /// The process id of the program the pane's shell runs (the pane process's only child).
  func childProcessID() async throws -> Int32 {
    let panePID = try await self.tmux(["list-panes", "-t", "app", "-F", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(
      contentsOfFile: "/proc/\(panePID)/task/\(panePID)/children", encoding: .utf8)
    guard let child = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw TmuxError(message: "the pane's process \(panePID) has no child")
    }
    return child
  }

  /// Resizes the window (and so the pane).
  func resize(width: Int, height: Int) async throws {
    try await self.tmux(["resize-window", "-t", "app", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Ends the server and everything running in it, and removes its socket.
  func kill() async {
    _ = try? await self.tmux(["kill-server"])
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(self.socket)")
  }
}

/// A tmux command failed or a wait timed out.
struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { self.message }
}

/// A shell command line that runs the built app in `directory` with a UTF-8 locale and no
/// `NO_COLOR` (unless `environment` says otherwise), then reports its exit status and whether the
/// terminal was left in canonical mode (`icanon`, or `-icanon` when it was left raw), and stays
/// open so the pane can be read: for ``paneLingering`` seconds, longer than any wait, so that a
/// wait that fails after the app quit shows the screen, not tmux's "no server running" (each test
/// kills its pane when it ends).
func cliAppCommandLine(
  _ arguments: [String], directory: TemporaryDataDirectory, environment: [String: String] = [:],
  redirect: String = ""
) -> String {
  cliAppInvocation(arguments, directory: directory, environment: environment)
    + " \(redirect); echo \"EXITED:$?\"; \(terminalModeReport); sleep \(paneLingering)"
}

/// How long a pane stays open after the app in it quit, in seconds: longer than the longest wait
/// (120 s), with room for a busy machine.
let paneLingering = 600

/// A shell command that prints `icanon` when the terminal is in canonical mode, `-icanon` when not.
let terminalModeReport = "stty -a | tr ' ' '\\n' | grep -x -- '-\\{0,1\\}icanon'"

/// The shell command that runs the built app alone (for a shell's job control to stop and
/// continue it).
func cliAppInvocation(
  _ arguments: [String], directory: TemporaryDataDirectory, environment: [String: String] = [:]
) -> String {
  let executable = CLIAppExecutable.url?.path ?? "CLIApp"
  var variables = [
    "LANG": "C.UTF-8", "TERM": "tmux-256color", "HOME": directory.path,
    "XDG_DATA_HOME": directory.path,
  ]
  variables.merge(environment) { $1 }
  let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
  return
    (["env", "-u", "NO_COLOR", "-u", "LC_ALL", "-u", "LC_CTYPE"] + assignments
    + [quoted(executable)] + (["--data-dir", directory.path] + arguments).map(quoted))
    .joined(separator: " ")
}

private func quoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Runs a program and waits for it on a thread of its own; its exit status and output.
///
/// Spawned and reaped directly (`posix_spawn`, `waitpid`): tmux's client forks the server that
/// outlives it, and `Process` was seen here to leave that client unreaped and hang the test.
private func spawnAndWait(_ arguments: [String]) async -> (status: Int32, output: String) {
  await withCheckedContinuation { continuation in
    Thread {
      // Under a lock, so that a tmux client spawned by another test meanwhile never inherits
      // this pipe (its server would keep it open forever).
      spawnLock.lock()
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        spawnLock.unlock()
        continuation.resume(returning: (-1, "pipe failed"))
        return
      }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
      posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
      posix_spawn_file_actions_addclose(&actions, ends[0])
      posix_spawn_file_actions_addclose(&actions, ends[1])
      // Nothing else of the test process's: its other descriptors are closed, its blocked
      // signals unblocked, its ignored ones (SIGPIPE) back to default. The tmux server inherits
      // all of this and outlives the client; with SIGTERM blocked, `kill-server` cannot end it.
      _ = closeFrom?(&actions, 3)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      var allSignals = sigset_t()
      sigfillset(&allSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      posix_spawnattr_setsigdefault(&attributes, &allSignals)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var pid: pid_t = 0
      let argv = arguments.map { strdup($0) } + [nil]
      let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
      argv.forEach { free($0) }
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
      close(ends[1])
      spawnLock.unlock()
      var output: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while spawned == 0 {
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        if count > 0 {
          output += buffer[..<count]
        } else if count < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(ends[0])
      var status: Int32 = -1
      if spawned == 0 {
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      }
      let exitStatus =
        spawned != 0 ? -1 : (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      continuation.resume(returning: (exitStatus, String(decoding: output, as: UTF8.self)))
    }
    .start()
  }
}

private let spawnLock = NSLock()

/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), which the `Glibc` module does not
/// export: looked up at run time.
private let closeFrom:
  (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    else {
      return nil
    }
    return unsafeBitCast(
      symbol,
      to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
  }()
