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
  /// the destination.
  public static let posix = FileSystem(
    read: { url in
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return try Data(contentsOf: url)
    },
    writeAtomically: { data, url in
      let directory = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
