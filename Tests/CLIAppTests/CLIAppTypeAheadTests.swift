import Foundation
import Testing

/// Lines typed ahead at a real terminal (tmux) go to the screen the command before them leads to:
/// typed while a form closes (`done` closes it only when its dismissal lands), they wait for it,
/// and no item is lost or merged. Long work the screen shows does not hold them.
@Suite(
  .enabled(if: TmuxPane.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: CLIAppExecutable.url != nil, "CLIApp is not built (swift build --build-tests)"),
  .timeLimit(.minutes(2))
)
struct CLIAppTypeAheadTests {
  @Test func linesTypedWhileAFormClosesWaitForIt() async throws {
    let directory = TemporaryDataDirectory()
    try await withApp([], directory: directory) { pane in
      try await pane.type("back\rinventory\r")
      try await pane.waitFor("Root › Inventory")

      // One burst, as a fast typist or a paste: every `new` arrives before the `done` above it
      // has closed its form.
      let items = (1...3).map { "new\rname Race\($0)\rqty \($0)\rdone\r" }
      try await pane.type(items.joined())
      try await pane.waitFor("the three items") {
        $0.contains("Race1") && $0.contains("Race2") && $0.contains("Race3")
          && !$0.contains("Saving")
      }
      try await pane.type("quit\r")
      try await pane.waitFor("EXITED:0")
    }
    let file = try #require(InventoryFile(directory))
    #expect(file.names == ["Race1", "Race2", "Race3"])
    let quantities = file.items.map {
      (($0["status"] as? [String: Any])?["inStock"] as? [String: Any])?["quantity"] as? Int
    }
    #expect(quantities == [1, 2, 3])
  }

  @Test func aLongLookupDoesNotHoldTheNextLine() async throws {
    let directory = TemporaryDataDirectory()
    try await withApp(["--deep-link", "prime:9000000"], directory: directory) { pane in
      try await pane.startLookupUntilItsProgressShows("9000000th") {
        try await pane.type("nth\r")
      }

      // `back` leaves the screen (and stops the lookup) without waiting for the answer.
      try await pane.type("back\r")
      let screen = try await pane.waitFor("the home screen") { !$0.contains("Computing") }
      #expect(!screen.contains("EXITED"))
      try await pane.type("quit\r")
      try await pane.waitFor("EXITED:0")
    }
  }

  /// Runs `body` with the app started in a fresh pane (40 rows); the pane's server is ended
  /// before it returns, however `body` ends.
  private func withApp(
    _ arguments: [String],
    directory: TemporaryDataDirectory,
    _ body: (TmuxPane) async throws -> Void
  ) async throws {
    let pane = try await TmuxPane(
      cliAppCommandLine(arguments, directory: directory), height: 40)
    do {
      try await pane.waitFor("Commands:")
      try await body(pane)
    } catch {
      await pane.kill()
      throw error
    }
    await pane.kill()
  }
}
