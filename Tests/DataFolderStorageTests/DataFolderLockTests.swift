import DataFolderStorage
import Foundation
import Testing

/// The lock is on what is written: a lock file beside each data file's real file, and the real
/// file itself. (`flock` locks of one process exclude each other too, so one process can test it.)
@Suite(.timeLimit(.minutes(1)), .temporaryDirectory("DataFolderLockTests"))
struct DataFolderLockTests {
  let root = TemporaryDirectory.current
  let names = ["inventory.json", "favorite-primes.json"]

  func folder(_ name: String) throws -> URL {
    let url = self.root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aSecondLockOnTheSameFolderIsRefusedUntilTheFirstIsReleased() throws {
    let data = self.root.appendingPathComponent("data")
    do {
      let lock = try DataFolderLock.acquire(data, fileNames: self.names)
      #expect(
        throws: DataFolderLockError.inUse(folder: data.path, sharedFile: nil, processID: getpid())
      ) {
        try DataFolderLock.acquire(data, fileNames: self.names)
      }
      withExtendedLifetime(lock) {}
    }
    _ = try DataFolderLock.acquire(data, fileNames: self.names)
  }

  @Test func theLockFileIsBesideTheFileALinkLeadsTo() throws {
    let (first, second, shared) = (try folder("a"), try folder("b"), try folder("shared"))
    let file = shared.appendingPathComponent("items.json")
    try Data("{}".utf8).write(to: file)
    for folder in [first, second] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("inventory.json"), withDestinationURL: file)
    }
    let lock = try DataFolderLock.acquire(first, fileNames: self.names)

    #expect(
      throws: DataFolderLockError.inUse(
        folder: second.path, sharedFile: file.path, processID: getpid())
    ) {
      try DataFolderLock.acquire(second, fileNames: self.names)
    }
    #expect(
      FileManager.default.fileExists(atPath: shared.appendingPathComponent(".items.json.lock").path)
    )
    #expect(try Data(contentsOf: file) == Data("{}".utf8))
    withExtendedLifetime(lock) {}
  }

  @Test func aHardLinkedFileIsLockedItself() throws {
    let (first, second) = (try folder("a"), try folder("b"))
    let file = first.appendingPathComponent("inventory.json")
    try Data("{}".utf8).write(to: file)
    try FileManager.default.linkItem(at: file, to: second.appendingPathComponent("inventory.json"))
    let lock = try DataFolderLock.acquire(first, fileNames: self.names)

    #expect(
      throws: DataFolderLockError.inUse(
        folder: second.path, sharedFile: second.appendingPathComponent("inventory.json").path,
        processID: getpid())
    ) {
      try DataFolderLock.acquire(second, fileNames: self.names)
    }
    withExtendedLifetime(lock) {}
  }

  @Test func twoDataFilesLinkedToOneFileDoNotLockEachOther() throws {
    let data = try folder("data")
    try Data("{}".utf8).write(to: data.appendingPathComponent("inventory.json"))
    try FileManager.default.createSymbolicLink(
      atPath: data.appendingPathComponent("favorite-primes.json").path,
      withDestinationPath: "inventory.json")

    _ = try DataFolderLock.acquire(data, fileNames: self.names)
  }

  @Test func aLockThatCannotBeTakenIsRefused() throws {
    let data = try folder("data")
    let lockFile = data.appendingPathComponent(".inventory.json.lock")
    try FileManager.default.createSymbolicLink(
      atPath: lockFile.path, withDestinationPath: "/dev/null")

    #expect(
      throws: DataFolderLockError.cannotLock(path: lockFile.path, reason: "is a symbolic link")
    ) {
      try DataFolderLock.acquire(data, fileNames: self.names)
    }
  }
}
