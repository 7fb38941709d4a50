import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of the `CLIApp` executable did.
struct CLIAppRun: Sendable {
  /// The exit status, or the signal's number when `wasSignaled`.
  var status: Int32
  /// Whether the process died of a signal: a crash (a trap is `SIGILL`), or the timeout.
  var wasSignaled: Bool
  /// Whether the process was killed because it outran its timeout (in CPU time, or ten times it
  /// in wall time).
  var timedOut: Bool
  /// Standard output, exactly as written.
  var stdoutBytes: [UInt8]
  /// Standard error, exactly as written.
  var stderrBytes: [UInt8]
  /// How long the process ran, in wall time: on a loaded machine, much longer than its CPU time.
  var duration: Duration
  /// The CPU time (user and system) the process had used when it was last looked at, at most
  /// 20 ms of wall time before it ended: what it cost, whatever else the machine was doing.
  var cpuTime: Duration = .zero

  /// Standard output, decoded as UTF-8 (invalid bytes become U+FFFD).
  var stdout: String { String(decoding: self.stdoutBytes, as: UTF8.self) }
  /// Standard error, decoded as UTF-8 (invalid bytes become U+FFFD).
  var stderr: String { String(decoding: self.stderrBytes, as: UTF8.self) }

  /// Standard output split at each `\n` byte only (a `\r` or U+2028 in echoed input does not
  /// start a new line).
  var stdoutLines: [String] {
    self.stdoutBytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// What scripted mode printed after each input line: the line's echo (`› <line>`, without the
  /// marker) and every output line up to the next echo.
  var steps: [(echo: String, output: [String])] {
    var steps: [(echo: String, output: [String])] = []
    for line in self.stdoutLines {
      if line.hasPrefix("› ") {
        steps.append((String(line.dropFirst(2)), []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output.append(line)
      }
    }
    return steps
  }
}

extension CLIAppRun: CustomTestStringConvertible {
  /// A summary for failure messages, instead of every byte of output.
  var testDescription: String {
    let ending = self.wasSignaled ? "died of signal \(self.status)" : "exited \(self.status)"
    return """
      CLIApp \(ending) after \(self.duration); last output: \
      \(self.stdoutLines.suffix(4).joined(separator: "⏎").prefix(300).debugDescription); \
      stderr: \(self.stderr.prefix(300).debugDescription)
      """
  }
}

/// Runs the built `CLIApp` executable and waits for it, until it has used `timeout` of CPU time
/// (or, blocked, ten times `timeout` of wall time).
///
/// Standard input is written on a background thread while the app runs, and standard output and
/// error are read to their end. The environment is this process's, without `NO_COLOR`, with
/// `HOME` and `XDG_DATA_HOME` pointing into a temporary folder (so a run without `--data-dir`
/// cannot touch real data), then `environment` on top.
///
/// A run that outlives `timeout` is killed with `SIGKILL` and recorded as an issue at the caller;
/// the returned run then has `timedOut` set. The limit is in CPU time, so that a machine busy
/// with other builds, which slows the app down without making it work more, does not make a
/// slow run a hang; an app that waits without working (a deadlock) is killed after ten times
/// `timeout` of wall time.
///
/// - Parameters:
///   - arguments: The command-line arguments.
///   - stdin: What standard input holds.
///   - environment: Variables to add or replace.
///   - terminal: Whether standard input is a terminal (a pseudo-terminal with echo off); Ctrl-D
///     follows the input. With standard output a pipe, the app runs in scripted mode.
///   - terminalOutput: With `terminal`, whether standard output is the same terminal: the app
///     then draws its screen in place. Standard output is what the terminal received.
///   - timeout: How much CPU time the app may use (ten times as much wall time, if it blocks).
/// - Returns: The exit status and what the app wrote.
func runCLIApp(
  _ arguments: [String],
  stdin: String = "",
  environment: [String: String] = [:],
  terminal: Bool = false,
  terminalOutput: Bool = false,
  timeout: Duration = .seconds(60),
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) async -> CLIAppRun {
  await runCLIApp(
    arguments,
    stdinBytes: Array(stdin.utf8),
    environment: environment,
    terminal: terminal,
    terminalOutput: terminalOutput,
    timeout: timeout,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}

/// Runs the built `CLIApp` executable with raw bytes (invalid UTF-8, NUL) on standard input.
///
/// See `runCLIApp(_:stdin:environment:terminal:timeout:)`; with `recordsTimeout` false, a run
/// that outlives its timeout is killed and returned without recording an issue (the fuzzer
/// reports hangs itself).
func runCLIApp(
  _ arguments: [String],
  stdinBytes: [UInt8],
  environment: [String: String] = [:],
  terminal: Bool = false,
  terminalOutput: Bool = false,
  timeout: Duration = .seconds(60),
  recordsTimeout: Bool = true,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) async -> CLIAppRun {
  let sourceLocation = SourceLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  let failed = CLIAppRun(
    status: -1, wasSignaled: false, timedOut: false, stdoutBytes: [], stderrBytes: [],
    duration: .zero)
  guard let executable = CLIAppExecutable.url else {
    Issue.record(
      """
      The CLIApp executable was not found next to the test bundle (looked in \
      \(CLIAppExecutable.searchedDirectories.map(\.path))). Build it with \
      `swift build --build-tests`: CLIAppTests depends on CLIApp, so that builds it.
      """,
      sourceLocation: sourceLocation
    )
    return failed
  }

  var processEnvironment = ProcessInfo.processInfo.environment
  processEnvironment["NO_COLOR"] = nil
  processEnvironment["HOME"] = TemporaryDataDirectory.root.appendingPathComponent("home").path
  processEnvironment["XDG_DATA_HOME"] =
    TemporaryDataDirectory.root.appendingPathComponent("xdg-data").path
  processEnvironment.merge(environment) { _, new in new }

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = processEnvironment

  // Raw descriptors, all close-on-exec, so that a process started by a concurrent test never
  // inherits our end of a pipe (it would keep the pipe open and hide the end of our output).
  var output = makePipe()
  let errors = makePipe()
  let input: (childEnd: Int32, ourEnd: Int32)
  if terminal {
    guard let terminalPair = makePseudoTerminal() else {
      Issue.record(
        "Could not open a pseudo-terminal: errno \(errno)", sourceLocation: sourceLocation)
      return failed
    }
    input = (terminalPair.child, terminalPair.parent)
    if terminalOutput {
      // The app writes to the terminal; its output is read from our end (a copy, closed once
      // read to its end, which comes when the app's end is closed).
      close(output.read)
      close(output.write)
      output = (dup(terminalPair.parent), terminalPair.child)
      _ = fcntl(output.read, F_SETFD, FD_CLOEXEC)
    }
  } else {
    let pipe = makePipe()
    input = (pipe.read, pipe.write)
  }
  process.standardInput = FileHandle(fileDescriptor: input.childEnd, closeOnDealloc: false)
  process.standardOutput = FileHandle(fileDescriptor: output.write, closeOnDealloc: false)
  process.standardError = FileHandle(fileDescriptor: errors.write, closeOnDealloc: false)

  let exits = AsyncStream<Void>.makeStream()
  let hasExited = LockedFlag()
  process.terminationHandler = { _ in
    hasExited.set()
    exits.continuation.finish()
  }

  _ = ignoreBrokenPipes
  let clock = ContinuousClock()
  let start = clock.now
  do {
    try process.run()
  } catch {
    Issue.record("Could not start \(executable.path): \(error)", sourceLocation: sourceLocation)
    for descriptor in [output.read, output.write, errors.read, errors.write, input.0, input.1] {
      close(descriptor)
    }
    return failed
  }
  // The child has its copies; without closing ours the output pipes never reach their end.
  if !terminalOutput { close(output.write) }
  close(errors.write)
  if !terminal || terminalOutput { close(input.childEnd) }

  async let stdoutBytes = readToEnd(output.read)
  async let stderrBytes = readToEnd(errors.read)
  // A pseudo-terminal stays open until the app exits: closing it early would hang it up and
  // could drop input the app has not read yet. Ctrl-D after the input ends it like a user would.
  writeInBackground(
    terminal ? stdinBytes + [0x04] : stdinBytes, to: input.ourEnd, closes: !terminal)

  let pid = process.processIdentifier
  let timedOut = LockedFlag()
  let cpuTime = LockIsolatedDuration()
  let watchdog = Task.detached {
    guard await waitForHang(of: pid, limit: timeout, onReading: { cpuTime.set($0) }) else {
      return
    }
    // Checked under the lock: a process that already exited may have had its pid reused.
    if hasExited.runIfUnset({ kill(pid, SIGKILL) }) {
      timedOut.set()
    }
  }
  for await _ in exits.stream {}
  watchdog.cancel()
  // A cancelled task (a test past its time limit) leaves the loop above while the app may still
  // run, and Foundation traps on the status of a process that has not exited: stop it and wait.
  if hasExited.runIfUnset({ kill(pid, SIGKILL) }) {
    process.waitUntilExit()
  }
  let duration = clock.now - start
  let run = CLIAppRun(
    status: process.terminationStatus,
    wasSignaled: process.terminationReason == .uncaughtSignal,
    timedOut: timedOut.isSet,
    stdoutBytes: await stdoutBytes,
    stderrBytes: await stderrBytes,
    duration: duration,
    cpuTime: cpuTime.value
  )
  if terminal {
    if !terminalOutput { close(input.childEnd) }
    close(input.ourEnd)
  }
  if run.timedOut, recordsTimeout {
    Issue.record(
      """
      CLIApp \(arguments) did not finish within \(timeout) of CPU time (\(timeout * 10) of wall \
      time) and was killed after \(run.cpuTime) of CPU time, \(run.duration) of wall time. Last \
      output:
      \(run.stdoutLines.suffix(15).joined(separator: "\n"))
      """,
      sourceLocation: sourceLocation
    )
  }
  return run
}

/// Where the `CLIApp` executable is: next to the test binary, as SwiftPM builds every product
/// of the package into the same folder (`.build/<triple>/debug`, also reachable as
/// `.build/debug`).
enum CLIAppExecutable {
  static let url: URL? = searchedDirectories.lazy
    .map { $0.appendingPathComponent("CLIApp") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// The test binary's folder and its parents, each also with a `debug` subfolder.
  static let searchedDirectories: [URL] = {
    var starts: [URL] = []
    if let executable = Bundle.main.executableURL {
      starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      let url = URL(
        fileURLWithPath: first,
        relativeTo: URL(
          fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      )
      starts.append(url.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    var directories: [URL] = []
    for start in starts {
      var directory = start
      for _ in 0..<5 {
        for candidate in [directory, directory.appendingPathComponent("debug")]
        where !directories.contains(candidate) {
          directories.append(candidate)
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return directories
  }()
}

/// A duration shared between threads: the CPU time the watchdog last read.
private final class LockIsolatedDuration: @unchecked Sendable {
  private let lock = NSLock()
  private var duration = Duration.zero

  var value: Duration { self.lock.withLock { self.duration } }

  func set(_ duration: Duration) { self.lock.withLock { self.duration = duration } }
}

/// A flag set at most once, safe to share between threads.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { self.lock.withLock { self.value } }

  func set() { self.lock.withLock { self.value = true } }

  /// Runs `body` with the lock held if the flag is not set; returns whether it ran.
  func runIfUnset(_ body: () -> Void) -> Bool {
    self.lock.withLock {
      guard !self.value else { return false }
      body()
      return true
    }
  }
}

/// Writing to a pipe whose reader exited (the app quits before reading all its input) must fail
/// with `EPIPE`, not kill the test runner with `SIGPIPE`.
private let ignoreBrokenPipes: Void = {
  _ = signal(SIGPIPE, SIG_IGN)
}()

private func makePipe() -> (read: Int32, write: Int32) {
  var descriptors: [Int32] = [-1, -1]
  let result = pipe(&descriptors)
  precondition(result == 0, "pipe() failed: errno \(errno)")
  for descriptor in descriptors {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
  return (descriptors[0], descriptors[1])
}

/// A pseudo-terminal with echo off: the child end is the app's standard input.
private func makePseudoTerminal() -> (parent: Int32, child: Int32)? {
  guard let functions = PseudoTerminalFunctions.shared else { return nil }
  let parent = functions.openpt(O_RDWR | O_NOCTTY)
  guard parent >= 0 else { return nil }
  guard functions.grantpt(parent) == 0, functions.unlockpt(parent) == 0,
    let name = functions.ptsname(parent)
  else {
    close(parent)
    return nil
  }
  let child = open(name, O_RDWR | O_NOCTTY)
  guard child >= 0 else {
    close(parent)
    return nil
  }
  _ = fcntl(parent, F_SETFD, FD_CLOEXEC)
  _ = fcntl(child, F_SETFD, FD_CLOEXEC)
  var attributes = termios()
  if tcgetattr(child, &attributes) == 0 {
    attributes.c_lflag &= ~tcflag_t(ECHO)
    _ = tcsetattr(child, TCSANOW, &attributes)
  }
  return (parent, child)
}

/// `posix_openpt` and friends: the C library has them, but the `Glibc` module does not export
/// them (they need `_XOPEN_SOURCE`), so they are looked up at run time.
private struct PseudoTerminalFunctions: @unchecked Sendable {
  typealias Function = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  var openpt: Function
  var grantpt: Function
  var unlockpt: Function
  var ptsname: NameFunction

  static let shared: Self? = {
    let library = dlopen(nil, RTLD_NOW)
    guard
      let openpt = dlsym(library, "posix_openpt"),
      let grantpt = dlsym(library, "grantpt"),
      let unlockpt = dlsym(library, "unlockpt"),
      let ptsname = dlsym(library, "ptsname")
    else { return nil }
    return Self(
      openpt: unsafeBitCast(openpt, to: Function.self),
      grantpt: unsafeBitCast(grantpt, to: Function.self),
      unlockpt: unsafeBitCast(unlockpt, to: Function.self),
      ptsname: unsafeBitCast(ptsname, to: NameFunction.self)
    )
  }()
}

private func readToEnd(_ descriptor: Int32) async -> [UInt8] {
  await withCheckedContinuation { continuation in
    let thread = Thread {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          bytes += buffer[..<count]
        } else if count < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(descriptor)
      continuation.resume(returning: bytes)
    }
    thread.start()
  }
}

private func writeInBackground(_ bytes: [UInt8], to descriptor: Int32, closes: Bool) {
  let thread = Thread {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count > 0 {
          offset += count
        } else if count < 0, errno == EINTR {
          continue
        } else {
          break  // EPIPE: the app exited without reading everything, which is its right.
        }
      }
    }
    if closes { close(descriptor) }
  }
  thread.start()
}
