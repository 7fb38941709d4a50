import Foundation

/// Runs `swift-format` on a Swift file's text, so that a renamed copy passes `swift format lint`:
/// `import SettingsFeature` must move below `import Navigation`, and longer names can push lines
/// past the limit.
public struct SwiftFormatter: Sendable {
  /// The `swift-format` executable.
  public var executable: String
  /// The `.swift-format` configuration, if the package has one.
  public var configuration: String?

  public init(executable: String, configuration: String?) {
    self.executable = executable
    self.configuration = configuration
  }

  /// The formatted text.
  ///
  /// - Parameters:
  ///   - text: A Swift file's text.
  ///   - path: The file's path, for messages.
  /// - Throws: ``NewFeatureError/formatFailed(path:reason:)`` if `swift-format` cannot run or
  ///   rejects the text.
  public func format(_ text: String, path: String) throws(NewFeatureError) -> String {
    // A file rather than standard input: writing to a formatter that already exited would
    // raise SIGPIPE. The file is in the temporary directory, never in the package.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "new-feature-\(UUID().uuidString)-"
          + (path.split(separator: "/").last.map(String.init) ?? "File.swift"))
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    process.executableURL = URL(fileURLWithPath: self.executable)
    process.arguments =
      ["format"] + (self.configuration.map { ["--configuration", $0] } ?? []) + [file.path]
    process.standardOutput = output
    process.standardError = errors
    do {
      try Data(text.utf8).write(to: file)
      try process.run()
    } catch {
      throw .formatFailed(path: path, reason: error.localizedDescription)
    }
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: message, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
        .replacingOccurrences(of: file.path, with: path)
      throw .formatFailed(
        path: path,
        reason: reason.isEmpty ? "it exited with status \(process.terminationStatus)" : reason)
    }
    return String(decoding: formatted, as: UTF8.self)
  }
}
