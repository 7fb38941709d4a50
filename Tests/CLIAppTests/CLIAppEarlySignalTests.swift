import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A quitting signal that comes while the app starts (here: while it loads a large inventory)
/// ends it cleanly, with a message, and changes nothing; the handlers are in place before the
/// slow part begins.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CLIAppEarlySignalTests {
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalWhileTheInventoryLoadsQuitsWithAMessage(signal: Int32) async throws {
    let directory = TemporaryDataDirectory()
    let contents = largeInventory(items: 200_000)
    directory.writeInventory(contents)
    let app = try RunningCLIApp(["--data-dir", directory.path, "--deep-link", "item:Lamp"])
    try await stopOnceCatching(SIGTERM, app)
    // Caught before the inventory is loaded and the first screen shown.
    #expect(!app.outputText.contains("Commands:"))

    app.kill(signal)
    app.kill(SIGCONT)

    #expect(await app.exitStatus() == 0)
    #expect(
      app.errorText
        == "CLIApp: \(signalName(signal)) came while the app was starting: it quit before "
        + "reading any command.\n")
    #expect(directory.inventoryData() == Data(contents.utf8))
  }

  @Test func aSecondSignalWhileStartingExitsAtOnceWith130() async throws {
    let directory = TemporaryDataDirectory()
    let contents = largeInventory(items: 200_000)
    directory.writeInventory(contents)
    let app = try RunningCLIApp(["--data-dir", directory.path])
    try await stopOnceCatching(SIGTERM, app)
    #expect(!app.outputText.contains("Commands:"))

    // Two different signals: the system never merges them into one.
    app.kill(SIGTERM)
    app.kill(SIGHUP)
    app.kill(SIGCONT)

    #expect(await app.exitStatus() == 130)
    #expect(app.errorText.hasPrefix("CLIApp: SIG"))
    #expect(
      app.errorText.hasSuffix(
        " while starting, a second signal: quit at once; nothing was changed.\n"))
    #expect(directory.inventoryData() == Data(contents.utf8))
  }
}

/// An inventory of `items` items, which takes a debug build a second or more to load.
private func largeInventory(items count: Int) -> String {
  let items = (0..<count).map { index in
    #"{"id":"\#(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!)","#
      + #""name":"Item \#(index)","status":{"inStock":{"quantity":\#(index)}}}"#
  }
  return #"{"version":1,"items":["# + items.joined(separator: ",") + "]}"
}

/// Stops the app at once, then lets it run in short slices until it catches `signal` (its
/// `SigCgt` mask in `/proc`), and leaves it stopped: still loading, whatever the machine's load,
/// since a slice is far shorter than the load. The caller signals it, then continues it.
private func stopOnceCatching(_ signal: Int32, _ app: RunningCLIApp) async throws {
  app.kill(SIGSTOP)
  for _ in 0..<60_000 {
    if isCatching(signal, app) { return }
    app.kill(SIGCONT)
    usleep(1_000)
    app.kill(SIGSTOP)
    await Task.yield()
  }
  app.kill(SIGCONT)
  Issue.record("CLIApp never caught signal \(signal)")
  throw CancellationError()
}

/// Whether the app catches `signal`, by its `SigCgt` mask in `/proc`.
private func isCatching(_ signal: Int32, _ app: RunningCLIApp) -> Bool {
  guard
    let status = try? String(contentsOfFile: "/proc/\(app.processID)/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
    let mask = UInt64(
      line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
  else { return false }
  return mask & (1 << UInt64(signal - 1)) != 0
}

private func signalName(_ signal: Int32) -> String {
  switch signal {
  case SIGINT: "SIGINT"
  case SIGTERM: "SIGTERM"
  default: "SIGHUP"
  }
}
