import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature <Name> --from <Template>`:
/// copies a feature module and its tests under a new name and adds them to Package.swift.
///
/// A plugin can only depend on executables, so the work happens in `NewFeatureTool` (built from
/// `NewFeatureKit`, which the tests also use); this runs it on the package's directory and
/// reports its error, if any, as the plugin's.
@main
struct NewFeaturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "NewFeatureTool")
    let process = Process()
    let errors = Pipe()
    process.executableURL = tool.url
    // The toolchain's swift-format, to format the new files the way `Tools/lint` checks them.
    let swiftFormat = (try? context.tool(named: "swift-format")).map {
      ["--swift-format", $0.url.path]
    }
    process.arguments =
      ["--package-path", context.package.directoryURL.path] + (swiftFormat ?? []) + arguments
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
      Diagnostics.error(text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text)
      return
    }
  }
}
