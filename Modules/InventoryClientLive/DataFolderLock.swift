import Foundation

/// One app per data folder: the lock is held on the folder itself (`flock`, no extra file) for
/// as long as the value lives, and the system releases it when the process ends however it ends.
///
/// Two instances on one folder would each save what they loaded plus their own changes, so one
/// instance's changes would silently vanish; the second instance is refused instead, and told
/// which process holds the folder.
public final class DataFolderLock: Sendable {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    if self.descriptor >= 0 { close(self.descriptor) }
  }

  /// Locks `directory`, creating it when it is missing.
  ///
  /// A folder that cannot be created or opened is not locked (`nil`): nothing can be saved
  /// there either, and the first save says why.
  ///
  /// - Throws: ``DataFolderInUse`` when another process holds the folder.
  public static func acquire(_ directory: URL) throws(DataFolderInUse) -> DataFolderLock? {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let isHeld = errno == EWOULDBLOCK
      var info = stat()
      let holder = fstat(descriptor, &info) == 0 ? Self.holder(ofInode: UInt64(info.st_ino)) : nil
      close(descriptor)
      guard isHeld else { return nil }
      throw DataFolderInUse(path: directory.path, processID: holder)
    }
    return DataFolderLock(descriptor: descriptor)
  }

  /// The process holding a `flock` on the file with inode `inode`, from `/proc/locks` (Linux;
  /// `nil` elsewhere or when it cannot be told).
  static func holder(ofInode inode: UInt64) -> Int32? {
    guard let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
      return nil
    }
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
}

/// Another process holds the data folder.
public struct DataFolderInUse: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data folder.
  public var path: String
  /// The process that holds it, when it can be told.
  public var processID: Int32?

  public var description: String {
    let holder = self.processID.map { "another CLIApp (process \($0))" } ?? "another CLIApp"
    return "The data folder \(self.path) is in use by \(holder). Quit it first, or give this one "
      + "another folder with --data-dir."
  }
}
