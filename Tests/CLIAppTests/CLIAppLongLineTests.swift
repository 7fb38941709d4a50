import Foundation
import ProcessTestSupport
import Testing

/// A line of a megabyte, piped or pasted, costs the app a fraction of a second of CPU (in a
/// debug build), however the machine is loaded: its cost grows with its length, not with the
/// cube of it.
@Suite(
  .enabled(if: CLIAppExecutable.url != nil, "CLIApp is not built (swift build --build-tests)"),
  .timeLimit(.minutes(5))
)
struct CLIAppLongLineTests {
  /// The most CPU a megabyte line may cost: the target is half a second in a debug build; the
  /// old front end took 3 to 9 s in a script and hours in a terminal.
  static let cpuLimit = 2.0

  @Test func aMegabyteLineInAScriptCostsLittleCPU() async throws {
    let directory = TemporaryDataDirectory()
    let input = directory.url.appendingPathComponent("input.txt")
    try Data((String(repeating: "x", count: 1_000_000) + "\nquit\n").utf8).write(to: input)
    let output = directory.url.appendingPathComponent("output.txt")
    let executable = try #require(CLIAppExecutable.url).path
    let result = try await run(
      [
        "sh", "-c", #""$0" --data-dir "$1" < "$2" > "$3" 2>&1; s=$?; times; exit $s"#,
        executable, directory.path, input.path, output.path,
      ], in: directory.url, timeout: 300)
    #expect(result.status == 0, "\(result.output)")
    let cpu = try #require(childCPUSeconds(fromTimesOutput: result.output), "\(result.output)")
    #expect(cpu < Self.cpuLimit, "a 1 MB line cost \(cpu) s of CPU")
    let printed = try String(contentsOf: output, encoding: .utf8)
    #expect(printed.contains("⚠ Unknown command 'xxxxxxxx"))
  }
}
