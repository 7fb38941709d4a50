import Dependencies
import Foundation
import Testing

/// Bad input never crashes the app and never loses data: a hint, a usage error, or a refusal
/// that leaves the file alone.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIAppBadInputTests {
  // MARK: Commands

  @Test func unknownCommandPrintsAOneLineHint() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(["--data-dir", directory.path], stdin: "frobnicate\n+\nquit\n")

    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let steps = run.steps
    try #require(steps.count == 3)
    #expect(steps[0].output == ["⚠ Unknown command 'frobnicate'. Type 'help' to list commands."])
    // The app goes on after the hint.
    #expect(steps[1].output.first?.hasPrefix("── Root › Counter 1 ──") == true)
  }

  @Test(arguments: [
    ("qty -5", "⚠ A quantity cannot be negative."),
    (
      "color purple",
      "⚠ Unknown color 'purple'. Choose one of black|blue|green|red|white|yellow, or none."
    ),
    ("qty lots", "⚠ Expected a whole number for the quantity, got 'lots'."),
    ("name", "⚠ Expected a name, like 'name Keyboard'."),
    ("stock maybe", "⚠ Expected 'on' or 'off', got 'maybe'."),
    ("done now", "⚠ 'done' takes no argument."),
  ])
  func badArgumentOnAFormPrintsWhatWasExpected(line: String, hint: String) async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nnew\n\(line)\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 5)
    #expect(steps[3].output == [hint])
  }

  @Test func badDurationPrintsWhatWasExpected() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time"],
      stdin: "advance forever\nadvance -3s\nadvance\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 4)
    let expected = "⚠ Expected a duration like '3s', '500ms' or '2m', got"
    #expect(steps[0].output == ["\(expected) 'forever'."])
    #expect(steps[1].output == ["\(expected) '-3s'."])
    #expect(steps[2].output == ["\(expected) ''."])
  }

  @Test func controlCharactersAreShownNotSentToTheTerminal() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdinBytes: Array(
        "\u{1B}[2J\u{7}\nback\ninventory\nnew\nname A\u{1B}[31mB\rC\nadd\nquit\n".utf8))

    #expect(run.status == 0)
    let controls = run.stdoutBytes.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    #expect(controls == [], "Control bytes written to the terminal")
    let steps = run.steps
    try #require(steps.count == 7)
    #expect(steps[0].echo == "␛[2J␇")
    #expect(steps[0].output == ["⚠ Unknown command '␛[2J␇'. Type 'help' to list commands."])
    #expect(steps[5].output.contains("  1. A␛[31mB␍C — 1 in stock"))
    // The name itself is kept as typed.
    #expect(InventoryFile(directory)?.names == ["A\u{1B}[31mB\rC"])
  }

  @Test func itemNumberOutOfRangePrintsTheRange() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nedit 999\ndelete 0\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 5)
    #expect(steps[2].output == ["⚠ Choose an item number from 1 to 1."])
    #expect(steps[3].output == ["⚠ Choose an item number from 1 to 1."])
    #expect(directory.inventoryData() == Data(keyboardInventory.utf8))
  }

  @Test func countBeyondTheLargestIntegerPrintsAHint() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ncounter 99999999999999999999\nquit\n")

    #expect(run.status == 0)
    let steps = run.steps
    try #require(steps.count == 3)
    #expect(
      steps[1].output == [
        "⚠ Expected a whole number for the count, got '99999999999999999999'."
      ])
  }

  @Test func endOfInputWithoutQuitSavesAndExitsZero() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nnew\nname Y\nqty 2\nadd")

    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.steps.map(\.echo) == ["back", "inventory", "new", "name Y", "qty 2", "add"])
    #expect(InventoryFile(directory)?.names == ["Y"])
  }

  @Test func ctrlDInATerminalSavesAndExitsZero() async {
    let directory = TemporaryDataDirectory()
    // The runner ends terminal input with Ctrl-D, as a user would.
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname T\nadd\n",
      terminal: true
    )

    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("1. T — 1 in stock"))
    #expect(InventoryFile(directory)?.names == ["T"])
  }

  @Test func emptyInputExitsZeroWithoutWriting() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(["--data-dir", directory.path], stdin: "")

    #expect(run.status == 0)
    #expect(run.stdoutLines.first?.hasPrefix("── Root › Counter 0 ──") == true)
    #expect(directory.inventoryData() == nil)
  }

  // MARK: Usage errors

  @Test(arguments: ["counter:x", "", "nope", "counter:1/", "prime:", "item:", "counter:1//prime:2"])
  func malformedDeepLinkIsAUsageError(link: String) async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", link], stdin: "+\nquit\n")

    #expect(run.status == 64)
    #expect(!run.wasSignaled)
    #expect(run.stderr.contains("Malformed --deep-link '\(link)'"))
    #expect(run.stderr.contains("expected segments separated by '/'"))
    #expect(run.stdout.isEmpty)
    #expect(directory.inventoryData() == nil)
  }

  @Test func unknownFlagIsAUsageError() async {
    let run = await runCLIApp(["--frobnicate"], stdin: "quit\n")

    #expect(run.status == 64)
    #expect(run.stderr.contains("Unknown option '--frobnicate'"))
    #expect(run.stdout.isEmpty)
  }

  @Test func helpDocumentsTheExitCodes() async {
    let run = await runCLIApp(["--help"])

    #expect(run.status == 0)
    #expect(run.stdout.contains("EXIT CODES"))
    for code in [
      "0   Quit normally", "64  Usage error", "65  The inventory file", "74  The inventory",
    ] {
      #expect(run.stdout.contains(code))
    }
    for flag in [
      "--deep-link", "--data-dir", "--print-changes", "--debug-renders", "--no-color",
      "--virtual-time",
    ] {
      #expect(run.stdout.contains(flag))
    }
  }

  @Test func helpDescribesTheTerminalsKeysPagingIncluded() async {
    let run = await runCLIApp(["--help"])

    #expect(run.status == 0)
    let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for text in [
      "Up/Down recall earlier commands", "PgUp/PgDn page through a list", "Tab completes",
    ] {
      #expect(help.contains(text))
    }
  }

  // MARK: The inventory file

  struct CorruptFile: Sendable, CustomTestStringConvertible {
    var name: String
    var contents: [UInt8]
    var message: String

    var testDescription: String { self.name }
  }

  static let corruptFiles = [
    CorruptFile(
      name: "garbage", contents: Array("garbage\u{0}\u{1}".utf8) + [0xFF, 0xFE],
      message: "is corrupt (not an inventory JSON document)"),
    CorruptFile(
      name: "truncated JSON", contents: Array(keyboardInventory.utf8.prefix(60)),
      message: "is corrupt (not an inventory JSON document)"),
    CorruptFile(
      name: "version 99", contents: Array(#"{"version": 99, "items": [], "future": true}"#.utf8),
      message: "has format version 99, but this app reads up to version 1"),
    CorruptFile(
      name: "wrong item", contents: Array(#"{"version": 1, "items": [{"id": "x"}]}"#.utf8),
      message: "is corrupt"),
    CorruptFile(name: "empty", contents: [], message: "is corrupt"),
  ]

  @Test(arguments: corruptFiles)
  func corruptInventoryFileIsLeftUntouched(file: CorruptFile) async throws {
    let directory = TemporaryDataDirectory()
    try Data(file.contents).write(to: directory.inventoryFile)
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\nnew\nname X\nadd\nquit\n")

    #expect(run.status == 65)
    #expect(!run.wasSignaled)
    #expect(run.stderr.hasPrefix("CLIApp: The inventory file at \(directory.inventoryFile.path)"))
    #expect(run.stderr.contains(file.message))
    #expect(run.stderr.contains("It was left untouched"))
    #expect(directory.inventoryData() == Data(file.contents))
    let names = try dataFileNames(directory)
    #expect(names == ["inventory.json"])
  }

  @Test func inventoryThatCannotBeSavedExitsWith74() async throws {
    let directory = TemporaryDataDirectory()
    let data = directory.url.appendingPathComponent("data")
    let app = try RunningCLIApp(["--data-dir", data.path])
    try await app.waitForOutput("Commands:")
    // The data folder becomes a regular file while the app runs: a save can never land there.
    let blocker = try blockDataFolder(data)

    app.write("back\ninventory\nnew\nname X\nadd\nquit\n")

    #expect(await app.exitStatus() == 74)
    #expect(app.errorText.contains("CLIApp: The inventory could not be saved"))
    #expect(app.outputText.contains("⚠ The inventory could not be saved"))
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  @Test func corruptFavoritesFileIsLeftUntouched() async throws {
    let directory = TemporaryDataDirectory()
    let file = directory.url.appendingPathComponent("favorite-primes.json")
    let contents = Data("[2, 3".utf8)
    try contents.write(to: file)
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\n+\nprime\nfav\nquit\n")

    #expect(run.status == 65)
    #expect(
      run.stderr
        == "CLIApp: The file at \(file.path) is corrupt (is not valid JSON). It was left "
        + "untouched; move it away or repair it to continue.\n")
    #expect(try Data(contentsOf: file) == contents)
    let names = try dataFileNames(directory)
    #expect(names == ["favorite-primes.json"])
  }

  @Test func aFavoriteTooLargeForAnIntIsNamedAndLeftUntouched() async throws {
    let directory = TemporaryDataDirectory()
    let file = directory.url.appendingPathComponent("favorite-primes.json")
    let contents = Data("[2, 99999999999999999999]".utf8)
    try contents.write(to: file)
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "+\n+\nprime\nfav\nquit\n")

    #expect(run.status == 65)
    #expect(
      run.stderr
        == "CLIApp: The file at \(file.path) is corrupt (the number 99999999999999999999 at 1 "
        + "is not a whole number from -9223372036854775808 to 9223372036854775807). It was left "
        + "untouched; move it away or repair it to continue.\n")
    #expect(try Data(contentsOf: file) == contents)
  }

  @Test func favoritesThatCannotBeSavedExitWith74() async throws {
    let directory = TemporaryDataDirectory()
    let data = directory.url.appendingPathComponent("data")
    let app = try RunningCLIApp(["--data-dir", data.path])
    try await app.waitForOutput("Commands:")
    let blocker = try blockDataFolder(data)

    app.write("+\n+\nprime\nfav\nquit\n")

    #expect(await app.exitStatus() == 74)
    #expect(
      app.errorText.hasPrefix(
        "CLIApp: The file at \(data.appendingPathComponent("favorite-primes.json").path) could "
          + "not be saved ("))
    #expect(app.errorText.hasSuffix("). The previous file is intact.\n"))
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  /// Moves a running app's data folder away and puts a regular file in its place; the file.
  private func blockDataFolder(_ folder: URL) throws -> URL {
    try FileManager.default.moveItem(
      at: folder, to: folder.deletingLastPathComponent().appendingPathComponent("moved"))
    try Data("x".utf8).write(to: folder)
    return folder
  }

  @Test func aDataFolderThatCannotBeCreatedIsRefusedBeforeAnythingIsTyped() async throws {
    let directory = TemporaryDataDirectory()
    // A data directory below a regular file can never be created, nor locked.
    let blocker = directory.url.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let data = blocker.appendingPathComponent("data")
    let run = await runCLIApp(
      ["--data-dir", data.path], stdin: "back\ninventory\nnew\nname X\nadd\nquit\n")

    #expect(run.status == 73)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "CLIApp: The data folder cannot be locked: \(data.path) (\(blocker.path) is not a "
        + "folder). Without "
        + "the lock another CLIApp could overwrite this one's changes, so nothing was read or "
        + "written; give a folder this user may write to with --data-dir.\n")
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  // MARK: Slow saves

  /// A large inventory takes seconds to save in a debug build; quitting right after a change
  /// waits for the save however long it takes (no deadline that turns into a lost change), and
  /// says that it is saving.
  @Test func quitWaitsForALongSaveAndSaysSo() async throws {
    let directory = TemporaryDataDirectory()
    let items = (0..<200_000).map { index in
      #"{"id":"\#(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!)","#
        + #""name":"Item \#(index)","status":{"inStock":{"quantity":\#(index)}}}"#
    }
    directory.writeInventory(#"{"version":1,"items":["# + items.joined(separator: ",") + "]}")

    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ninventory\nnew\nname Fresh\nadd\nquit\n",
      timeout: .seconds(120))

    #expect(run.status == 0)
    #expect(run.stderr == "CLIApp: saving the inventory…\n")
    let saved = InventoryFile(directory)
    #expect(saved?.items.count == 200_001)
    #expect(saved?.names.last == "Fresh")
  }

  // MARK: Deep links

  @Test func aDeepLinkedItemFormWritesNothingUnlessTheUserTouchesIt() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    let link = ["--deep-link", "counter:97/prime:12/item:Lamp"]

    let untouched = await runCLIApp(["--data-dir", directory.path] + link, stdin: "quit\n")
    #expect(untouched.status == 0)
    #expect(directory.inventoryData() == Data(keyboardInventory.utf8))

    let touched = await runCLIApp(
      ["--data-dir", directory.path] + link, stdin: "color red\nquit\n")
    #expect(touched.status == 0)
    #expect(InventoryFile(directory)?.names == ["Keyboard", "Lamp"])
  }

  // MARK: Long work

  /// The 10,000,000th prime takes seconds to sieve (much longer in a debug build); a `quit` after
  /// asking for it is answered at once, in scripted and virtual-time mode alike (the sieve runs
  /// on a thread of its own, and quitting cancels it).
  @Test(arguments: [[], ["--virtual-time"]])
  func quitDuringTheLongestLookupIsAnsweredAtOnce(flags: [String]) async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "prime:10000000"] + flags,
      stdin: "nth\nquit\n",
      timeout: .seconds(20)
    )

    #expect(run.status == 0)
    #expect(!run.timedOut)
    // In CPU time, which a loaded machine barely changes: at most a second of sieving before
    // the quit cancels it (0.8 s in all, measured in a debug build), not the whole lookup (2 s).
    #expect(run.cpuTime < .milliseconds(1_600))
    #expect(run.steps.map(\.echo) == ["nth", "quit"])
  }

  // MARK: Extreme numbers

  // Each of these once trapped the app (the process died of SIGILL).

  @Test func countAtTheLargestIntegerDoesNotCrash() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:9223372036854775807"],
      stdin: "+\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Count: 9223372036854775807"))
  }

  @Test func countAtTheSmallestIntegerDoesNotCrash() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "counter:-9223372036854775808"],
      stdin: "-\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Count: -9223372036854775808"))
  }

  @Test func primeOfTheSmallestIntegerDoesNotCrash() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: "back\ncounter -9223372036854775808\nprime\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("-9223372036854775808 is not prime."))
  }

  @Test func largePrimeNearTheLargestIntegerDoesNotCrash() async {
    let directory = TemporaryDataDirectory()
    // The largest prime below 2^63.
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--deep-link", "prime:9223372036854775783"],
      stdin: "quit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("9223372036854775783 is prime."))
  }

  @Test(arguments: ["edit", "delete", "duplicate"])
  func itemNumberAtTheSmallestIntegerDoesNotCrash(command: String) async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path],
      stdin: "back\ninventory\n\(command) -9223372036854775808\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("⚠ There are no items yet."))
  }

  @Test func countersSummingPastTheLargestIntegerDoNotCrash() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      [
        "--data-dir", directory.path, "--deep-link", "counter:9223372036854775807/counter:1",
      ],
      stdin: "+\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Sum of counters: more than 9223372036854775807"))
  }

  @Test func stockTimerAtTheLargestQuantityDoesNotCrashOrLoseTheItem() async throws {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time"],
      stdin: "back\ninventory\nnew\nname Bolts\nqty 9223372036854775807\ntimer\nadvance 2s\n"
        + "add\nquit\n")
    #expect(!run.wasSignaled)
    #expect(run.status == 0)
    #expect(run.stdout.contains("9223372036854775807 in stock"))
    let saved = try String(contentsOfFile: directory.path + "/inventory.json", encoding: .utf8)
    #expect(saved.contains("Bolts"))
  }

  @Test func longUnknownCommandGetsAShortHint() async {
    let directory = TemporaryDataDirectory()
    let run = await runCLIApp(
      ["--data-dir", directory.path], stdin: String(repeating: "x", count: 10_000) + "\nquit\n")
    #expect(run.status == 0)
    let hint = run.stdout.split(separator: "\n").first { $0.hasPrefix("⚠") }
    #expect(hint.map { $0.count < 120 } == true, "\(hint.map { String($0.prefix(200)) } ?? "")")
  }

  // MARK: Fuzzing

  @Test func randomLinesNeverCrashTheApp() async throws {
    let directory = TemporaryDataDirectory()
    directory.writeInventory(keyboardInventory)
    var generator = SeededRandomNumberGenerator(seed: 0x5EED_C11A)
    let lines = FuzzLine.lines(count: 300, using: &generator)
    let input = lines.flatMap { $0.bytes + [UInt8(ascii: "\n")] } + Array("quit\n".utf8)

    let run = await runCLIApp(
      ["--data-dir", directory.path, "--virtual-time"],
      stdinBytes: input,
      timeout: .seconds(100)
    )

    let badCount = lines.filter(\.isBad).count
    if ProcessInfo.processInfo.environment["TEST_STATISTICS"] != nil {
      print(
        """
        Fuzz: fed \(lines.count) lines (\(badCount) bad, \(input.count) bytes) in \(run.duration); \
        exit \(run.status)
        """)
    }
    #expect(!run.wasSignaled, "CLIApp died of signal \(run.status): \(run.stderr.suffix(2_000))")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let steps = run.steps
    try #require(steps.count == lines.count + 1, "Every line, and quit, is echoed")
    for (line, step) in zip(lines, steps) where line.isBad {
      #expect(
        step.output.first?.hasPrefix("⚠ ") == true,
        "No hint for \(line.kind) line \(line.preview); got \(step.output.prefix(3))")
    }
    #expect(steps.last?.echo == "quit")
    // Whatever was saved is a readable inventory.
    #expect(InventoryFile(directory)?.version == 1)
  }
}
