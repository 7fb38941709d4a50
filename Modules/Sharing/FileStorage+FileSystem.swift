import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileStorage {
  /// The files on this computer's disk, watched: the live value of `\.defaultFileStorage`.
  /// Relative names (`.fileStorage("favorites.json")`) resolve against the working directory
  /// of the process when the storage is first used.
  ///
  /// See ``fileSystem(directory:saveDelay:)``.
  public static let fileSystem = FileStorage.fileSystem(
    directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  )

  /// A storage of the files on this computer's disk that loads the changes other programs make
  /// to them.
  ///
  /// A write goes to a temporary file beside the target (its folder is created if missing),
  /// which is then renamed over the target: another program sees the old file or the new one,
  /// never half of it. A symbolic link stays a link: its target is replaced. On Linux the files
  /// are watched with inotify (a change is loaded as soon as it is made), through their folder,
  /// which watching creates if it is missing; elsewhere they are not watched, and an outside
  /// change is noticed when a write finds it.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.defaultFileStorage = .fileSystem(directory: dataFolder)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - directory: The folder relative file names resolve against.
  ///   - saveDelay: How long a burst of changes waits before it is written.
  /// - Returns: The storage.
  public static func fileSystem(
    directory: URL,
    saveDelay: Duration = .milliseconds(200)
  ) -> FileStorage {
    let watcher = FileWatcher()
    return FileStorage(
      directory: directory,
      saveDelay: saveDelay,
      read: DiskFile.contents(of:),
      writeAtomically: DiskFile.replace,
      watch: { url, onChange in watcher.watch(url, onChange) }
    )
  }
}

/// The disk operations of ``FileStorage/fileSystem``.
private enum DiskFile {
  /// A system call that failed, said as the system says its error, in lower case.
  struct Failure: Error, CustomStringConvertible {
    let code: Int32

    var description: String {
      let message = String(cString: strerror(self.code))
      return message.prefix(1).lowercased() + message.dropFirst()
    }
  }

  @Sendable static func contents(of url: URL) throws -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw Failure(code: errno)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(code: errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  @Sendable static func replace(_ data: Data, _ url: URL) throws {
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    do {
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
          if count < 0 {
            if errno == EINTR { continue }
            throw Failure(code: errno)
          }
          offset += count
        }
      }
      guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
      guard close(descriptor) == 0 else {
        throw Failure(code: errno)
      }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target.path) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(code: code)
    }
  }
}
