import Foundation
import Testing

/// The built executable, driven in scripted mode like `printf '…' | CLIApp`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppEndToEndTests {
  // MARK: The stack

  @Test func readmeExampleComputesTheSecondPrime() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\n+\nprime\nnth\nquit\n")

    #expect(run.status == 0)
    #expect(!run.wasSignaled)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("Counter 2"))
    #expect(run.stdout.contains("Prime 2"))
    #expect(run.stdout.contains("The 2nd prime is 3."))
    #expect(run.steps.map(\.echo) == ["+", "+", "prime", "nth", "quit"])
    #expect(run.stdoutLines.first?.hasPrefix("── Root › Counter 0 ──") == true)
  }

  @Test func favoritePrimeIsListedOnTheHomeScreen() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "+\n+\nprime\nnth\nok\nfav\nback\nback\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 9)
    #expect(steps[4].output.contains("  ★ A favorite prime.") == false)
    #expect(steps[5].output.contains("  ★ A favorite prime."))
    #expect(steps[6].output.first?.hasPrefix("── Root › Counter 2 ──") == true)
    #expect(steps[7].output.first?.hasPrefix("── Root ──") == true)
    #expect(steps[7].output.contains("  Favorite primes: 2"))
  }

  @Test func favoritesAreRememberedAfterQuit() async throws {
    let directory = TemporaryDataDirectory()
    let first = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\n+\nprime\nfav\nquit\n")
    #expect(first.status == 0)
    // A quit that takes over half a second says it is saving (`quitWaitsForALongSaveAndSaysSo`):
    // under load, as when CI runs this suite beside the others, this one can. Nothing else may
    // show.
    #expect(first.stderr.isEmpty || first.stderr == "CLIApp: saving the inventory…\n")
    let file = directory.url.appendingPathComponent("favorite-primes.json")
    let data = try #require(try? Data(contentsOf: file))
    #expect(try JSONDecoder().decode([Int].self, from: data) == [2])

    let second = await runCLIApp(["--data-dir", directory.path], stdin: "back\nquit\n")
    #expect(second.status == 0)
    let steps = second.steps
    try #require(steps.count == 2)
    #expect(steps[0].output.contains("  Favorite primes: 2"))
  }

  @Test func aDeepLinkedPrimeScreenSavesItsFavoritesInTheDataFolder() async throws {
    let directory = TemporaryDataDirectory()
    // The link's screens were made before the store's dependencies: the favorites went to the
    // working directory (or nowhere, at a quick quit), not the data folder.
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:5/prime:7"], stdin: "fav\nquit\n")
    #expect(run.status == 0)
    let file = directory.url.appendingPathComponent("favorite-primes.json")
    let data = try #require(try? Data(contentsOf: file))
    #expect(try JSONDecoder().decode([Int].self, from: data) == [7])

    let second = await runCLIApp(["--data-dir", directory.path], stdin: "back\nquit\n")
    #expect(second.steps.first?.output.contains("  Favorite primes: 7") == true)
  }

  @Test func nextEitherPushesAnotherCounterOrClosesThisOne() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time"],
      stdin: "+\nnext\nadvance 1s\nhelp\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 5)
    // The virtual clock has not moved: the counter waits.
    #expect(steps[1].output.contains("  Loading the next counter…"))
    // A coin flip after one virtual second: a counter with the same count, or back home.
    let screen = steps[2...].flatMap(\.output).split { $0.hasPrefix("── ") }.last
    let title = steps[2...].flatMap(\.output).last { $0.hasPrefix("── ") }
    let pushed = title?.hasPrefix("── Root › Counter 1 › Counter 1 ──") == true
    let popped = title?.hasPrefix("── Root ──") == true
    #expect(
      pushed != popped,
      "Expected a second counter or the home screen, got \(String(describing: title))")
    #expect(screen?.contains("  Loading the next counter…") == false)
  }

  @Test func nextWaitsForTheVirtualClock() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time"],
      stdin: "next\nadvance 500ms\nhelp\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 4)
    #expect(steps[1].output.isEmpty, "Half a second later the counter is still loading")
    #expect(steps[2].output.contains { $0.contains("advance <duration>") })
  }

  @Test func counterTimerClosesTheCounterAtOneHundred() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time", "--deep-link", "counter:97"],
      stdin: "timer\nadvance 2s\nadvance 1s\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 4)
    #expect(steps[0].output.contains("  Timer: running (closes at 100)"))
    #expect(steps[1].output.first?.hasPrefix("── Root › Counter 99 ──") == true)
    #expect(steps[2].output.first?.hasPrefix("── Root ──") == true)
    #expect(steps[2].output.contains("  Counters, primes and an inventory."))
  }

  @Test func advanceWithoutVirtualTimePrintsAHint() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(["--data-dir", directory.path], stdin: "advance 1s\nquit\n")

    #expect(run.status == 0)
    #expect(run.steps.first?.output == ["⚠ 'advance' needs the --virtual-time flag."])
  }

  @Test func deepLinkShowsTheWholeStackInTheBreadcrumb() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:3/prime:7/item:Keyboard"],
      stdin: "back\nquit\n")

    #expect(run.status == 0)
    #expect(run.stdoutLines.first?.hasPrefix("── Root › Counter 3 › Prime 7 › Keyboard ──") == true)
    #expect(run.stdoutLines.contains("  Name:   Keyboard"))
    #expect(run.steps.first?.output.first?.hasPrefix("── Root › Counter 3 › Prime 7 ──") == true)
    // The popped form added its named item to the inventory.
    #expect(InventoryFile(directory)?.names == ["Keyboard"])
  }

  @Test func quitAndExitStopReadingInput() async {
    for command in ["quit", "exit"] {
      let directory = TemporaryDataDirectory()
      let run = await runCLIApp(["--data-dir", directory.path], stdin: "+\n\(command)\n+\n+\n")

      #expect(run.status == 0)
      #expect(run.steps.map(\.echo) == ["+", command])
    }
  }

  // MARK: The inventory

  @Test func addedItemIsListedInTheNextRun() async throws {
    let directory = TemporaryDataDirectory()
    let first = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname X\nqty 3\nadd\nquit\n")
    #expect(first.status == 0)
    try #require(first.steps.count == 7)
    #expect(first.steps[5].output.contains("  1. X — 3 in stock"))

    let second = await runCLIApp(["--data-dir", directory.path], stdin: "back\ninventory\nquit\n")

    #expect(second.status == 0)
    try #require(second.steps.count == 3)
    #expect(second.steps[1].output.contains("  1. X — 3 in stock"))
  }

  @Test func inventoryFileIsVersionOneJSON() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname X\nqty 3\ncolor blue\nadd\nquit\n")
    #expect(run.status == 0)

    let data = try #require(directory.inventoryData())
    #expect(String(decoding: data, as: UTF8.self).contains(#""version" : 1"#))
    let file = try #require(InventoryFile(directory))
    #expect(file.version == 1)
    #expect(file.items.count == 1)
    #expect(file.items.first?["name"] as? String == "X")
    #expect(file.items.first?["color"] as? String == "blue")
    let status = file.items.first?["status"] as? [String: Any]
    #expect((status?["inStock"] as? [String: Any])?["quantity"] as? Int == 3)
    // No temporary file of the atomic save is left behind.
    let names = try dataFileNames(directory)
    #expect(names == ["inventory.json"])
  }

  @Test func editedItemIsSavedWhenTheFormCloses() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nedit 1\ncolor red\nqty 5\ndone\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 7)
    #expect(steps[2].output.first?.hasPrefix("── Root › Edit Keyboard ──") == true)
    #expect(steps[5].output.contains("  1. Keyboard [red] — 5 in stock"))
    let item = InventoryFile(directory)?.items.first
    #expect(item?["color"] as? String == "red")
    let status = item?["status"] as? [String: Any]
    #expect((status?["inStock"] as? [String: Any])?["quantity"] as? Int == 5)
    #expect(item?["id"] as? String == keyboardID)
  }

  @Test func duplicatingAnItemAsksFirst() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nduplicate 1\ncancel\nduplicate 1\nduplicate\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 7)
    #expect(steps[2].output.contains("  ┃ Duplicate “Keyboard”?"))
    #expect(steps[2].output.contains("Commands: duplicate · cancel · back · help · quit"))
    #expect(steps[3].output.contains("  1. Keyboard — 3 in stock"))
    #expect(!steps[3].output.contains { $0.contains("Keyboard copy") })
    #expect(steps[5].output.contains("  2. Keyboard copy — 3 in stock"))
    #expect(InventoryFile(directory)?.names == ["Keyboard", "Keyboard copy"])
  }

  @Test func deletingAnItemAsksFirst() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\ndelete 1\ncancel\ndelete 1\ndelete\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 7)
    #expect(steps[2].output.contains("  ┃ Delete “Keyboard”?"))
    #expect(steps[2].output.contains("  ┃ This cannot be undone."))
    #expect(steps[3].output.contains("  1. Keyboard — 3 in stock"))
    #expect(steps[5].output.contains("  No items yet. Type 'new' to add one."))
    let file = InventoryFile(directory)
    #expect(file?.version == 1)
    #expect(file?.names == [])
  }

  @Test func cancelledNewItemIsNotSaved() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname X\ncancel\nquit\n")

    #expect(run.status == 0)
    try #require(run.steps.count == 6)
    #expect(run.steps[4].output.contains("  No items yet. Type 'new' to add one."))
    #expect(directory.inventoryData() == nil)
  }

  // MARK: Quitting keeps edits

  @Test func quittingWhileEditingSavesTheEdit() async {
    let directory = TemporaryDataDirectory()
    let first = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname Lamp\nadd\nedit 1\nname Desk lamp\nquit\n")
    #expect(first.status == 0)

    let second = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nquit\n")
    #expect(second.status == 0)
    #expect(second.stdout.contains("1. Desk lamp — 1 in stock"))
  }

  @Test func quittingWithAnItemFormOnTheStackAddsItsItem() async {
    let directory = TemporaryDataDirectory()
    let first = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\nitem\nname Cable\nqty 4\nquit\n")
    #expect(first.status == 0)

    let second = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nquit\n")
    #expect(second.status == 0)
    #expect(second.stdout.contains("1. Cable — 4 in stock"))
  }

  // MARK: The runner

  @Test func runnerKillsAnAppThatOutlivesItsTimeout() async {
    let directory = TemporaryDataDirectory()
    await withKnownIssue("The runner records the timeout") {
      // Advancing a virtual clock by a day while a timer ticks, one second at a time, takes far
      // longer than this (a day that nothing sleeps through passes at once).
      let run = await runCLIApp(
        ["--data-dir", directory.path, "--virtual-time", "--deep-link", "counter:-1000000"],
        stdin: "timer\nadvance 86400s\nquit\n",
        timeout: .milliseconds(300)
      )
      #expect(run.timedOut)
      #expect(run.wasSignaled)
      #expect(run.status == SIGKILL)
      // In CPU time: a loaded machine may take seconds of wall time to start and kill the app.
      #expect(run.cpuTime < .seconds(2))
    } matching: { issue in
      issue.description.contains("did not finish within")
    }
  }
}

let keyboardID = "6CACAD58-CAD3-4699-80FA-E64D2D13180B"

/// One item, as version 1 of the app writes it.
let keyboardInventory = """
  {
    "items" : [
      {
        "id" : "\(keyboardID)",
        "name" : "Keyboard",
        "status" : {
          "inStock" : {
            "quantity" : 3
          }
        }
      }
    ],
    "version" : 1
  }
  """
