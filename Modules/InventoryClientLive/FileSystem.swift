import Foundation

/// The file operations the live inventory client needs; tests replace them to inject failures
/// (a write that fails half-way, a full disk, a permission error).
public struct FileSystem: Sendable {
  /// The contents of a file, or `nil` when it does not exist.
  public var read: @Sendable (URL) throws -> Data?
  /// Replaces a file's contents all at once: the old contents stay if anything fails.
  public var writeAtomically: @Sendable (Data, URL) throws -> Void

  public init(
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void
  ) {
    self.read = read
    self.writeAtomically = writeAtomically
  }

  /// The real file system: a temporary file in the same directory, flushed, then renamed over
  /// the destination. Temporary files a crash left behind are removed first (see
  /// ``removeStaleTemporaryFiles(of:olderThan:now:)``).
  public static let posix = FileSystem(
    read: { url in
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return try Data(contentsOf: url)
    },
    writeAtomically: { data, url in
      let directory = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      removeStaleTemporaryFiles(of: url)
      let temporary = directory.appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
      )
      do {
        try writeAndSync(data, to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
          throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
      } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
      }
    }
  )
}

extension FileSystem {
  /// Removes the temporary files of `url` that a crash between writing and renaming left behind.
  ///
  /// Only regular files named like the ones ``posix`` writes (`.inventory.json.<UUID>.tmp`) and
  /// last modified more than `age` ago go: a save in progress (in this process or another) has a
  /// fresh file, and nothing else in the directory is touched. Failures are ignored: a leftover
  /// file wastes space but loses nothing, so it must not fail the save.
  ///
  /// - Parameters:
  ///   - url: The destination whose temporary files to remove.
  ///   - age: How old a temporary file must be to be removed; a minute by default.
  ///   - now: The current date.
  /// - Returns: The names of the files removed.
  @discardableResult
  public static func removeStaleTemporaryFiles(
    of url: URL,
    olderThan age: TimeInterval = 60,
    now: Date = Date()
  ) -> [String] {
    let directory = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
      guard UUID(uuidString: String(middle)) != nil else { continue }
      let path = directory.appendingPathComponent(name).path
      // `attributesOfItem` does not follow symbolic links: a link is not a regular file.
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date,
        now.timeIntervalSince(modified) > age
      else { continue }
      if (try? FileManager.default.removeItem(atPath: path)) != nil {
        removed.append(name)
      }
    }
    return removed
  }
}

private func writeAndSync(_ data: Data, to url: URL) throws {
  let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
  guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  defer { close(descriptor) }
  try data.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      offset += written
    }
  }
  while fsync(descriptor) != 0 {
    guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }
}
