import CoreTestSupport
import Foundation
import Sharing
import Testing

/// A user, as the counterparts of swift-sharing's file storage tests store them.
struct User: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var name: String

  static let blob = User(id: 1, name: "Blob")
  static let blobJr = User(id: 2, name: "Blob Jr.")
  static let blobSr = User(id: 3, name: "Blob Sr.")
  static let blobEsq = User(id: 4, name: "Blob Esq.")
}

/// Waits until `condition` holds, checking every few milliseconds. The deadline only bounds a
/// failure: a passing test waits no longer than the condition takes, even on a busy machine.
func eventually(
  _ comment: Comment = "The condition never held",
  timeout: Duration = .seconds(30),
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  _ condition: () throws -> Bool
) async rethrows {
  let deadline = ContinuousClock.now + timeout
  while try !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record(
        comment,
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    try? await Task.sleep(for: .milliseconds(5))
  }
}

extension FileStorage {
  /// Returns once the writer has handled every change notice and write asked for so far, and
  /// the notices those writes caused: the storage handles them one at a time, in order.
  func settle() async {
    try? await self.flush()
    try? await self.flush()
  }
}

/// A fresh folder on disk for one test, removed when the test ends.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    self.url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("FileStorageTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }

  func callAsFunction(_ name: String) -> URL {
    self.url.appendingPathComponent(name)
  }
}

extension FileStorage {
  /// Returns once this disk storage has handled every change made to `folder` so far: it
  /// changes a marker file of its own there and waits for the change to be loaded. The kernel
  /// reports a folder's changes in order, and the storage handles them one at a time, so the
  /// earlier ones were handled first.
  func settle(watching folder: TemporaryFolder) async throws {
    let url = folder(".settle.json")
    let marker = withDependencies {
      $0.defaultFileStorage = self
    } operation: {
      Shared(wrappedValue: "", .fileStorage(url))
    }
    let value = UUID().uuidString
    try JSONEncoder().encode(value).write(to: url)
    await eventually("The storage never loaded its marker file") { marker.wrappedValue == value }
  }
}

extension URL {
  /// The users a file holds, as another program reads them.
  func users() throws -> [User]? {
    guard FileManager.default.fileExists(atPath: self.path) else { return nil }
    return try JSONDecoder().decode([User].self, from: Data(contentsOf: self))
  }

  /// The file's contents as text.
  func text() throws -> String {
    String(decoding: try Data(contentsOf: self), as: UTF8.self)
  }
}
