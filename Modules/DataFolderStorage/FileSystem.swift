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

  /// The real file system. Reading refuses what is not a regular file (a directory, a device)
  /// and a symbolic link that leads nowhere. Writing follows symbolic links: it writes a
  /// temporary file beside the link's final target, flushes it, then renames it over the target,
  /// so a link (to a dotfiles repository, a synced folder) stays a link and its target is
  /// replaced atomically. The replaced file's permissions (and, where allowed, owner) are kept; a
  /// hard link is not (the rename makes a new file, so a crash never leaves a half-written one).
  /// Temporary files a crash left behind are removed first (see
  /// ``removeStaleTemporaryFiles(of:olderThan:now:)``). Errors are ``FileError``s.
  public static let posix = FileSystem(
    read: { url in
      guard let path = try resolvedPath(url.path) else { return nil }
      return try readRegularFile(path)
    },
    writeAtomically: { data, url in
      let path = try resolvedPath(url.path) ?? url.path
      let destination = URL(fileURLWithPath: path)
      let directory = destination.deletingLastPathComponent()
      try makeDirectory(directory.path)
      removeStaleTemporaryFiles(of: destination)
      let temporary = directory.appendingPathComponent(
        ".\(destination.lastPathComponent).\(UUID().uuidString).tmp"
      )
      do {
        try writeAndSync(data, to: temporary, keepingAttributesOf: destination)
        guard rename(temporary.path, destination.path) == 0 else {
          throw FileError(errno: errno)
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

/// The path a file's contents live at: `path` itself, or the final target of the symbolic links
/// it goes through; `nil` when nothing is there.
///
/// - Throws: ``FileError`` for a link that leads nowhere, a loop of links, or a path that cannot
///   be examined.
func resolvedPath(_ path: String) throws -> String? {
  var current = path
  for _ in 0..<40 {
    var info = stat()
    guard lstat(current, &info) == 0 else {
      // Nothing is there: no such file, or a folder on the way is a file (saving says so).
      guard errno == ENOENT || errno == ENOTDIR else { throw FileError(errno: errno) }
      if current == path { return nil }
      throw FileError("is a symbolic link to \(current), which does not exist")
    }
    guard info.st_mode & S_IFMT == S_IFLNK else { return current }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(current, &buffer, buffer.count - 1)
    guard count >= 0 else { throw FileError(errno: errno) }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    current =
      target.hasPrefix("/")
      ? target
      : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target)
        .path
  }
  throw FileError("is a loop of symbolic links")
}

/// The contents of the regular file at `path`.
private func readRegularFile(_ path: String) throws -> Data {
  let descriptor = open(path, O_RDONLY | O_NONBLOCK)
  guard descriptor >= 0 else { throw FileError(errno: errno) }
  defer { close(descriptor) }
  var info = stat()
  guard fstat(descriptor, &info) == 0 else { throw FileError(errno: errno) }
  switch info.st_mode & S_IFMT {
  case S_IFREG: break
  case S_IFDIR: throw FileError("is a directory")
  default: throw FileError("is not a regular file")
  }
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0, errno == EINTR { continue }
    guard count >= 0 else { throw FileError(errno: errno) }
    if count == 0 { return data }
    data.append(contentsOf: buffer[..<count])
  }
}

/// Creates `path` and the directories above it that are missing.
func makeDirectory(_ path: String) throws {
  var info = stat()
  if stat(path, &info) == 0 {
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError("\(path) is not a folder")
    }
    return
  }
  let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
  if parent != path { try makeDirectory(parent) }
  guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
    throw FileError("cannot create the folder \(path): \(FileError(errno: errno))")
  }
}

private func writeAndSync(
  _ data: Data,
  to url: URL,
  keepingAttributesOf destination: URL
) throws {
  let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
  guard descriptor >= 0 else { throw FileError(errno: errno) }
  defer { close(descriptor) }
  // The file being replaced keeps its permissions and, where this process may give it, its
  // owner: a file the user made private (0600) stays private after a save.
  var existing = stat()
  if stat(destination.path, &existing) == 0 {
    _ = fchmod(descriptor, existing.st_mode & 0o7777)
    if existing.st_uid != geteuid() || existing.st_gid != getegid() {
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
  }
  try data.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw FileError(errno: errno) }
      offset += written
    }
  }
  while fsync(descriptor) != 0 {
    guard errno == EINTR else { throw FileError(errno: errno) }
  }
}
