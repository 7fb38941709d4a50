import Foundation
import ProcessTestSupport
import Testing

/// Every script in `Tools/` explains itself: `--help` prints its usage, exits 0, and builds
/// nothing (it answers in well under the time any build takes).
@Suite(.timeLimit(.minutes(1)))
struct ToolHelpTests {
  @Test(arguments: [
    ("benchmark", "Usage: Tools/benchmark"),
    ("fuzz", "Usage: Tools/fuzz"),
    ("lint", "Usage: Tools/lint"),
    ("module-graph", "usage: Tools/module-graph"),
    ("property-check", "Usage: Tools/property-check"),
    ("sanitize", "Usage: Tools/sanitize"),
    ("user-package-check", "Usage: Tools/user-package-check"),
  ])
  func helpPrintsTheUsageAndBuildsNothing(tool: String, usage: String) async throws {
    let result = try await run(["Tools/\(tool)", "--help"], in: packageDirectory, timeout: 20)

    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains(usage), "\(result.output)")
    #expect(!result.output.contains("Compiling"), "\(result.output)")
    #expect(result.seconds < 10)
  }

  @Test func everyScriptInToolsIsCovered() throws {
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: packageDirectory.appending(path: "Tools").path
    ).filter { name in
      var isDirectory: ObjCBool = false
      let path = packageDirectory.appending(path: "Tools/\(name)").path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path)
    }

    #expect(
      scripts.sorted() == [
        "benchmark", "fuzz", "lint", "module-graph", "property-check", "sanitize",
        "user-package-check",
      ])
  }

  @Test func unknownArgumentsAreRefusedWithoutBuilding() async throws {
    for arguments in [
      ["lint", "--frobnicate"], ["property-check", "many"], ["sanitize", "memory"],
      ["fuzz", "lots"],
    ] {
      let result = try await run(
        ["Tools/\(arguments[0])"] + arguments.dropFirst(), in: packageDirectory, timeout: 20)
      #expect(result.status == 64, "\(arguments): \(result.output)")
      #expect(result.output.contains("error: "), "\(arguments): \(result.output)")
    }
  }
}
