import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where `--print-changes` and `--debug-renders` write.
///
/// Standard error, unless that would scribble over the screen drawn in place: then a file,
/// `diagnostics.log` in the data folder, or the one `--diagnostics-file` names (which also
/// applies in scripted mode). The file is started afresh each run; follow it with `tail -f`.
///
/// A named file is opened only when there are diagnostics to write, and only if it is safe to
/// empty: nothing there yet, or an earlier log of this app (its first line is ``header``). A
/// link, a folder, a device, another file, or a file in another app's data folder is refused
/// (``Refusal``) and left untouched.
enum DiagnosticsLog {
  /// The first line of every log this app writes: how a later run knows it may empty the file.
  static let header = "# CLIApp diagnostics log\n"

  /// The names of the files a data folder holds: a folder with one of them is a data folder.
  static let dataFileNames = ["inventory.json", "favorite-primes.json", "history"]

  /// Why a `--diagnostics-file` path is refused.
  struct Refusal: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String {
      "--diagnostics-file \(self.path): \(self.reason). Nothing was written to it."
    }
  }

  /// The file diagnostics go to, or `nil` for standard error.
  ///
  /// - Throws: ``Refusal`` for a named file it is not safe to empty.
  static func file(
    named path: String?, dataDirectory: URL, drawsInPlace: Bool, wantsDiagnostics: Bool
  ) throws -> URL? {
    guard wantsDiagnostics else { return nil }
    if let path {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      try self.check(url, dataDirectory: dataDirectory.standardizedFileURL)
      return url
    }
    guard drawsInPlace, isatty(STDERR_FILENO) == 1 else { return nil }
    return dataDirectory.appendingPathComponent("diagnostics.log")
  }

  /// Refuses a path that is not a fresh file or an earlier log of this app, or that lies in a
  /// data folder other than this app's.
  private static func check(_ url: URL, dataDirectory: URL) throws {
    func refuse(_ reason: String) -> Refusal { Refusal(path: url.path, reason: reason) }
    let folder = url.deletingLastPathComponent()
    if folder.path != dataDirectory.path,
      self.dataFileNames.contains(where: {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
      })
    {
      throw refuse("it is in another data folder of the app")
    }
    if folder.path == dataDirectory.path, self.dataFileNames.contains(url.lastPathComponent) {
      throw refuse("it is one of the data folder's own files")
    }
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      guard errno == ENOENT else { throw refuse(String(cString: strerror(errno))) }
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: throw refuse("it is a symbolic link")
    case S_IFDIR: throw refuse("it is a folder")
    default: throw refuse("it is not a regular file")
    }
    guard info.st_size > 0 else { return }
    let handle = FileHandle(forReadingAtPath: url.path)
    let start = (try? handle?.read(upToCount: self.header.utf8.count)) ?? nil
    try? handle?.close()
    guard start == Data(self.header.utf8) else {
      throw refuse("it is not a diagnostics log of this app")
    }
  }

  /// A writer to `file`, emptied first and started with ``header``; standard error when it
  /// cannot be opened.
  static func writer(to file: URL?, fallback: @escaping @Sendable (String) -> Void)
    -> @Sendable (String) -> Void
  {
    guard let file else { return fallback }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: file.path, contents: Data(self.header.utf8)),
      let handle = FileHandle(forWritingAtPath: file.path)
    else { return fallback }
    _ = try? handle.seekToEnd()
    return { text in
      try? handle.write(contentsOf: Data(text.utf8))
    }
  }
}
