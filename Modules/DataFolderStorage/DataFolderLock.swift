import Foundation

/// One app per data file: while the value lives, the app holds a `flock` on a lock file beside
/// the real file of each data file it writes (`.inventory.json.lock` beside `inventory.json`, or
/// beside the file a symbolic link leads to) and on the real file itself; the system releases them
/// when the process ends however it ends.
///
/// Two instances writing one file would each save what they loaded plus their own changes, so one
/// instance's changes would silently vanish. Locking what is written, not the folder, also keeps
/// apart two folders whose files link to one file (a symbolic link: the same lock file; a hard
/// link: the same file), and needs no right to read the folder. The lock file's name follows the
/// real file, whose inode each save replaces. A lock that cannot be taken refuses the app.
public final class DataFolderLock: Sendable {
  private let descriptors: [Int32]

  private init(descriptors: [Int32]) {
    self.descriptors = descriptors
  }

  deinit {
    for descriptor in self.descriptors { close(descriptor) }
  }

  /// What a lock file holds, so that a person who finds one knows what it is (and so that
  /// `--diagnostics-file` never takes it for an empty file it may write).
  static let contents = "CLIApp holds a lock on this file while it uses the file beside it.\n"

  /// Locks the files `fileNames` of `directory` (which is created when it is missing).
  ///
  /// - Parameters:
  ///   - directory: The data folder.
  ///   - fileNames: The files of the folder the app writes, like `inventory.json`.
  /// - Returns: The lock, held until it is released.
  /// - Throws: ``DataFolderLockError/inUse(folder:sharedFile:processID:)`` when another
  ///   process holds one of the files; ``DataFolderLockError/cannotLock(path:reason:)`` when
  ///   the folder cannot be created or a lock cannot be taken.
  public static func acquire(
    _ directory: URL, fileNames: [String]
  ) throws(DataFolderLockError) -> DataFolderLock {
    do {
      try makeDirectory(directory.path)
    } catch {
      throw .cannotLock(path: directory.path, reason: FileError.reason(for: error))
    }
    var held = Held()
    do {
      for name in fileNames {
        try held.lock(directory.appendingPathComponent(name).path, folder: directory.path)
      }
    } catch {
      held.release()
      throw error
    }
    return DataFolderLock(descriptors: held.descriptors)
  }

  /// The process holding a `flock` on the file with inode `inode`, from `/proc/locks` (Linux;
  /// `nil` elsewhere or when it cannot be told).
  static func holder(ofInode inode: UInt64) -> Int32? {
    guard let locks = Self.readWhole("/proc/locks") else { return nil }
    // "1: FLOCK  ADVISORY  WRITE 4242 08:01:131090 0 EOF"
    for line in locks.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[1] == "FLOCK",
        let file = fields[5].split(separator: ":").last, UInt64(file) == inode
      else { continue }
      return Int32(fields[4])
    }
    return nil
  }

  /// The whole of a file the kernel writes as it is read (its size says 0): read until the end,
  /// however many reads that takes. (`String(contentsOfFile:)` may stop after the first page,
  /// and `/proc/locks` outgrows a page while other processes hold many locks.)
  private static func readWhole(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The locks taken so far, each file once (two data files may link to one file).
private struct Held {
  var descriptors: [Int32] = []
  private var files: Set<FileIdentity> = []

  private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Locks the lock file beside the real file of `path`, then the real file itself.
  mutating func lock(_ path: String, folder: String) throws(DataFolderLockError) {
    // A link that leads nowhere is locked where it is; loading the file then says what is wrong.
    let real = ((try? resolvedPath(path)) ?? nil) ?? path
    let sharedFile = real == path ? nil : real
    let realURL = URL(fileURLWithPath: real)
    let lockPath = realURL.deletingLastPathComponent()
      .appendingPathComponent(".\(realURL.lastPathComponent).lock").path
    let lockFile = try Self.openLockFile(lockPath)
    try self.hold(lockFile, folder: folder, sharedFile: sharedFile) { reason in
      .cannotLock(path: lockPath, reason: reason)
    }
    // The file itself: another name of it (a hard link in another folder) has another lock file.
    // Only a regular file is opened (a device may do something when opened); a missing or
    // unreadable one is not locked, and loading it says what is wrong.
    var info = stat()
    guard lstat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
    let file = open(real, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
    guard file >= 0 else { return }
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(file)
      return
    }
    try self.hold(file, folder: folder, sharedFile: info.st_nlink > 1 ? path : sharedFile) {
      reason in .cannotLock(path: real, reason: reason)
    }
  }

  mutating func release() {
    for descriptor in self.descriptors { close(descriptor) }
    self.descriptors = []
  }

  /// Locks `descriptor` (closing it when it is a file already held, or on failure).
  private mutating func hold(
    _ descriptor: Int32,
    folder: String,
    sharedFile: String?,
    cannotLock: (String) -> DataFolderLockError
  ) throws(DataFolderLockError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = FileError.text(of: errno)
      close(descriptor)
      throw cannotLock(reason)
    }
    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    guard self.files.insert(identity).inserted else {
      close(descriptor)
      return
    }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let code = errno
      close(descriptor)
      guard code == EWOULDBLOCK else { throw cannotLock(FileError.text(of: code)) }
      throw .inUse(
        folder: folder, sharedFile: sharedFile,
        processID: DataFolderLock.holder(ofInode: identity.inode))
    }
    self.descriptors.append(descriptor)
  }

  /// Opens (creating it when missing) a lock file; read-only when it exists but cannot be
  /// written (a read-only disk), which `flock` allows.
  private static func openLockFile(_ path: String) throws(DataFolderLockError) -> Int32 {
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      var info = stat()
      if fstat(descriptor, &info) == 0, info.st_size == 0 {
        _ = DataFolderLock.contents.withCString { write(descriptor, $0, strlen($0)) }
      }
      return descriptor
    }
    let code = errno
    let readOnly = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard readOnly < 0 else { return readOnly }
    let reason =
      code == ELOOP ? "is a symbolic link" : FileError.text(of: code == ENOENT ? errno : code)
    throw .cannotLock(path: path, reason: reason)
  }
}
