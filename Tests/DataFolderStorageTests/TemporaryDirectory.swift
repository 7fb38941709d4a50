import Foundation
import Testing

/// A fresh folder in the temporary directory for each test of a suite, removed when the test
/// ends, however it ends: the trait's scope removes it, not a `deinit` that a suite instance
/// kept alive (by a closure, a cache) never runs.
///
/// ```swift
/// @Suite(.temporaryDirectory("FileStorageLiveTests"))
/// final class FileStorageLiveTests {
///   let directory = TemporaryDirectory.current
/// }
/// ```
struct TemporaryDirectory: SuiteTrait, TestTrait, TestScoping {
  /// The start of the folder's name.
  let prefix: String

  var isRecursive: Bool { true }

  @TaskLocal private static var value: URL?

  /// The running test's folder (it exists when the test starts).
  static var current: URL {
    guard let value else {
      preconditionFailure("TemporaryDirectory.current read outside a .temporaryDirectory test")
    }
    return value
  }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite itself gets no folder; each of its test cases does.
    guard testCase != nil else { return try await function() }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(self.prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { Self.remove(url) }
    try await Self.$value.withValue(url) { try await function() }
  }

  /// Removes `url` and everything in it, giving back the rights a test may have taken away.
  private static func remove(_ url: URL) {
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in paths {
        chmod(url.appendingPathComponent(path).path, 0o700)
      }
    }
    chmod(url.path, 0o700)
    try? FileManager.default.removeItem(at: url)
  }
}

extension Trait where Self == TemporaryDirectory {
  /// Gives each test a fresh folder, ``TemporaryDirectory/current``, named `prefix-<UUID>`.
  static func temporaryDirectory(_ prefix: String) -> Self {
    TemporaryDirectory(prefix: prefix)
  }
}
