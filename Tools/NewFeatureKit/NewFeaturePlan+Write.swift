import Foundation

extension NewFeaturePlan {
  /// Writes the plan: the new files first, then the app's sources it edits, `Package.swift` last.
  ///
  /// It writes all or nothing. A file is never overwritten, and an edited source or
  /// `Package.swift` is replaced only if it still has the text the plan was computed from. If any
  /// step fails, what was already written is removed again (files, then the folders it created,
  /// deepest first), and the edited sources and the manifest are restored before the error is
  /// thrown.
  ///
  /// - Parameter directory: The package's directory.
  /// - Throws: ``NewFeatureError/alreadyExists(_:what:)`` if a new folder appeared since the plan
  ///   was made, ``NewFeatureError/writeFailed(path:reason:leftovers:)`` otherwise.
  public func write(toPackageAt directory: String) throws(NewFeatureError) {
    let fileManager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    for folder in [self.feature.moduleFolder, self.feature.testFolder]
    where fileManager.fileExists(atPath: root.appendingPathComponent(folder).path) {
      throw .alreadyExists(self.feature.upperCamel, what: "the folder \(folder) exists")
    }

    var transaction = Transaction(root: root)
    var step = ""
    do {
      for file in self.files {
        step = file.path
        try transaction.createFile(file.path, contents: Data(file.contents))
      }
      for edit in self.sourceEdits {
        step = edit.path
        try transaction.replaceFile(edit.path, expecting: edit.original, with: edit.edited)
      }
      step = "Package.swift"
      try transaction.replaceManifest(
        expecting: self.manifest.original, with: self.manifest.edited)
    } catch {
      let leftovers = transaction.rollBack()
      let reason =
        (error as? Transaction.ChangedSinceRead)?.description ?? error.localizedDescription
      throw .writeFailed(path: step, reason: reason, leftovers: leftovers)
    }
  }
}

/// The writes done so far, so that they can be undone.
private struct Transaction {
  /// A file new-feature edits changed after it was read.
  struct ChangedSinceRead: Error, CustomStringConvertible {
    var description: String { "it changed since new-feature read it" }
  }

  let root: URL
  var createdFolders: [URL] = []
  var createdFiles: [URL] = []
  var originalManifest: String?
  /// The sources replaced so far, with their texts before.
  var replacedFiles: [(url: URL, original: String)] = []

  init(root: URL) {
    self.root = root
  }

  mutating func createFile(_ path: String, contents: Data) throws {
    let url = self.root.appendingPathComponent(path)
    var missing: [URL] = []
    var folder = url.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path) {
      missing.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    for folder in missing.reversed() {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      self.createdFolders.append(folder)
    }
    try contents.write(to: url, options: .withoutOverwriting)
    self.createdFiles.append(url)
  }

  mutating func replaceManifest(expecting original: String, with edited: String) throws {
    let url = self.root.appendingPathComponent("Package.swift")
    guard try String(contentsOf: url, encoding: .utf8) == original else {
      throw ChangedSinceRead()
    }
    self.originalManifest = original
    try Data(edited.utf8).write(to: url, options: .atomic)
  }

  mutating func replaceFile(_ path: String, expecting original: String, with edited: String)
    throws
  {
    let url = self.root.appendingPathComponent(path)
    guard try String(contentsOf: url, encoding: .utf8) == original else {
      throw ChangedSinceRead()
    }
    try Data(edited.utf8).write(to: url, options: .atomic)
    self.replacedFiles.append((url, original))
  }

  /// Undoes every write; returns the paths it could not restore.
  func rollBack() -> [String] {
    var leftovers: [String] = []
    for url in self.createdFiles.reversed() + self.createdFolders.reversed() {
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        leftovers.append(url.path)
      }
    }
    for (url, original) in self.replacedFiles.reversed() {
      do {
        try Data(original.utf8).write(to: url, options: .atomic)
      } catch {
        leftovers.append(url.path + " (restore it from version control)")
      }
    }
    if let original = self.originalManifest {
      let url = self.root.appendingPathComponent("Package.swift")
      do {
        try Data(original.utf8).write(to: url, options: .atomic)
      } catch {
        leftovers.append(url.path + " (restore it from version control)")
      }
    }
    return leftovers
  }
}
