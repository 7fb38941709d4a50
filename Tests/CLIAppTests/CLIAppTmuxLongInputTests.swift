import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal front end with what does not fit: a pasted megabyte, escape sequences from the
/// keyboard and from the history file, a list longer than the screen.
@Suite(
  .enabled(if: TmuxPane.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: CLIAppExecutable.url != nil, "CLIApp is not built (swift build --build-tests)"),
  .timeLimit(.minutes(5))
)
struct CLIAppTmuxLongInputTests {
  /// Runs `body` with the app started in a fresh pane of `width` × `height`; after the app
  /// exits, the pane shows its status (`EXITED:n`) and the CPU it used (`times`).
  private func withApp(
    directory: TemporaryDataDirectory = TemporaryDataDirectory(),
    width: Int = 80,
    height: Int = 30,
    _ body: (TmuxPane) async throws -> Void
  ) async throws {
    let pane = try await TmuxPane(
      cliAppInvocation([], directory: directory)
        + "; echo \"EXITED:$?\"; times; sleep \(paneLingering)",
      width: width, height: height)
    do {
      try await pane.waitFor("Commands:")
      try await body(pane)
    } catch {
      await pane.kill()
      throw error
    }
    await pane.kill()
  }

  @Test func aPastedMegabyteLineCostsLittleCPU() async throws {
    let directory = TemporaryDataDirectory()
    let paste = directory.url.appendingPathComponent("paste.txt")
    try Data(String(repeating: "x", count: 1_000_000).utf8).write(to: paste)
    try await withApp(directory: directory) { pane in
      try await pane.tmux(["load-buffer", "-b", "paste", paste.path])
      try await pane.tmux(["paste-buffer", "-b", "paste", "-t", "app"])
      try await pane.waitFor("the pasted line", timeout: .seconds(120)) {
        $0.contains("› " + String(repeating: "x", count: 60))
      }
      try await pane.press("End", "Enter")
      try await pane.waitFor("Unknown command 'xxxx", timeout: .seconds(120))
      try await pane.type("quit")
      try await pane.press("Enter")
      let screen = try await pane.waitFor("the exit and its CPU time", timeout: .seconds(120)) {
        $0.contains("EXITED:0") && childCPUSeconds(fromTimesOutput: $0) != nil
      }
      let cpu = try #require(childCPUSeconds(fromTimesOutput: screen))
      #expect(cpu < CLIAppLongLineTests.cpuLimit, "a pasted 1 MB line cost \(cpu) s of CPU")
    }
  }

  @Test func aLongEscapeSequenceIsNeverTyped() async throws {
    try await withApp { pane in
      try await pane.type("\u{1B}[" + String(repeating: "1;", count: 30) + "5~+")
      try await pane.press("Enter")
      let screen = try await pane.waitFor("Count: 1")
      #expect(!screen.contains("Unknown command"))
      #expect(!screen.contains("1;1;"))
    }
  }

  @Test func aCraftedHistoryNeverReachesTheTerminal() async throws {
    let directory = TemporaryDataDirectory()
    try Data("+\n\u{1B}]2;PWNED\u{07}\u{1B}[2J\u{1B}]0;PWNED\u{07}\n".utf8).write(
      to: directory.url.appendingPathComponent("history"))
    try await withApp(directory: directory) { pane in
      try await pane.press("Up")
      // The crafted line was never read: Up recalls the line before it.
      let screen = try await pane.waitFor("› +")
      #expect(screen.contains("Commands:"))
      let title = try await pane.tmux(["display-message", "-p", "-t", "app", "#{pane_title}"])
      #expect(!title.contains("PWNED"))
    }
  }

  @Test func aListLongerThanTheScreenPagesAndKeepsItsNotice() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(inventory(count: 51))
    try await withApp(directory: directory, height: 40) { pane in
      try await pane.type("back")
      try await pane.press("Enter")
      try await pane.type("inventory")
      try await pane.press("Enter")
      let first = try await pane.waitFor("Lines 1–")
      #expect(first.contains("1. Item 1 "))
      #expect(!first.contains("51. Item 51 "))
      #expect(first.contains("of 51 (PgUp/PgDn)"))
      for _ in 0..<5 {
        try await pane.press("NPage")
        if try await pane.capture().contains("51. Item 51 ") { break }
      }
      try await pane.waitFor("51. Item 51 ")
      for _ in 0..<5 {
        try await pane.press("PPage")
        if try await pane.capture().contains("1. Item 1 ") { break }
      }
      try await pane.waitFor("Lines 1–")
      // A notice under the list shows, with the list on screen.
      try await pane.type("edit 1")
      try await pane.press("Enter")
      try await pane.waitFor("Edit Item 1")
      try await pane.type("name Renamed")
      try await pane.press("Enter")
      try await pane.waitFor("Edit Renamed")
      try await pane.type("cancel")
      try await pane.press("Enter")
      let notice = try await pane.waitFor("Discarded the changes")
      #expect(notice.contains("Lines 1–"))
      #expect(notice.split(separator: "\n").count <= 40)
    }
  }

  /// Whether `condition` holds within a minute (generous: it normally holds at once).
  private static func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<600 {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(100))
    }
    return condition()
  }

  @Test func savingShowsUnderAListOfSixtyThousandItems() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(inventory(count: 60_000))
    try await withApp(directory: directory, height: 40) { pane in
      try await pane.type("back")
      try await pane.press("Enter")
      try await pane.type("inventory")
      try await pane.press("Enter")
      try await pane.waitFor("of 60000 (PgUp/PgDn)", timeout: .seconds(120))
      // Everything the app draws from here on, so that "Saving…" is seen however briefly it
      // shows: a capture may come before or after it on a loaded machine.
      let drawn = directory.url.appendingPathComponent("drawn.bin")
      try await pane.tmux(["pipe-pane", "-o", "-t", "app", "cat >> '\(drawn.path)'"])
      for line in ["new", "name Fresh", "add"] {
        try await pane.type(line)
        try await pane.press("Enter")
      }
      try await pane.waitFor("the save", timeout: .seconds(240)) {
        !$0.contains("Saving…") && $0.contains("of 60001")
      }
      #expect(
        await Self.eventually {
          (try? String(contentsOf: drawn, encoding: .utf8))?.contains("Saving…") == true
        })
      try await pane.type("quit")
      try await pane.press("Enter")
      try await pane.waitFor("EXITED:0", timeout: .seconds(240))
    }
    #expect(InventoryFile(directory)?.items.count == 60_001)
  }
}

/// An inventory of `count` items named `Item 1`, `Item 2`…, as version 1 of the app writes it.
private func inventory(count: Int) -> String {
  let items = (1...count).map { index in
    #"{"id":"\#(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!)","#
      + #""name":"Item \#(index)","status":{"inStock":{"quantity":1}}}"#
  }
  return #"{"version":1,"items":["# + items.joined(separator: ",") + "]}"
}
