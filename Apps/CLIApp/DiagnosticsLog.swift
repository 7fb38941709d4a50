import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where `--print-changes` and `--debug-renders` write.
///
/// Standard error, unless that would scribble over the screen drawn in place: then a file,
/// `diagnostics.log` in the data folder, or the one `--diagnostics-file` names (which also
/// applies in scripted mode). The file is started afresh each run; follow it with `tail -f`.
enum DiagnosticsLog {
  /// The file diagnostics go to, or `nil` for standard error.
  static func file(
    named path: String?, dataDirectory: URL, drawsInPlace: Bool, wantsDiagnostics: Bool
  ) -> URL? {
    if let path { return URL(fileURLWithPath: path) }
    guard wantsDiagnostics, drawsInPlace, isatty(STDERR_FILENO) == 1 else { return nil }
    return dataDirectory.appendingPathComponent("diagnostics.log")
  }

  /// A writer to `file`, emptied first; standard error when it cannot be opened.
  static func writer(to file: URL?, fallback: @escaping @Sendable (String) -> Void)
    -> @Sendable (String) -> Void
  {
    guard let file else { return fallback }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: file.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: file.path)
    else { return fallback }
    return { text in
      try? handle.write(contentsOf: Data(text.utf8))
    }
  }
}
