import Foundation

extension PackageSnapshot {
  /// Reads what `new-feature` needs from a package on disk: `Package.swift`, the template's
  /// files, and which of the template's and the new feature's folders exist.
  ///
  /// - Parameters:
  ///   - directory: The package's directory.
  ///   - feature: The new feature.
  ///   - template: The feature to copy.
  ///   - inApp: Whether to read the app's files `--in-app` edits too.
  public static func read(
    packageDirectory directory: String, feature: FeatureName, template: FeatureName,
    inApp: Bool = false
  ) throws(NewFeatureError) -> PackageSnapshot {
    let fileManager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    let manifestURL = root.appendingPathComponent("Package.swift")
    let manifest: String
    do {
      manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    } catch {
      throw .readFailed(path: manifestURL.path, reason: error.localizedDescription)
    }

    var existingFolders: Set<String> = []
    var templateFiles: [String: [UInt8]] = [:]
    let folders = [
      template.moduleFolder, template.testFolder, feature.moduleFolder, feature.testFolder,
    ]
    for folder in folders {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(folder, isDirectory: true)
      // Anything at that path, even a file, makes the name taken.
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      existingFolders.insert(folder)
      guard folder == template.moduleFolder || folder == template.testFolder, isDirectory.boolValue
      else { continue }
      for relativePath in try filePaths(under: url) {
        let path = folder + "/" + relativePath
        do {
          templateFiles[path] = Array(
            try Data(contentsOf: url.appendingPathComponent(relativePath)))
        } catch {
          throw .readFailed(path: path, reason: error.localizedDescription)
        }
      }
    }
    var appFiles: [String: String] = [:]
    for path in inApp ? [AppWiring.rootPath, AppWiring.viewPath] : [] {
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else {
        throw .cannotWire(feature.upperCamel, reason: "the package has no readable \(path)")
      }
      appFiles[path] = text
    }
    return PackageSnapshot(
      manifest: manifest, templateFiles: templateFiles, existingFolders: existingFolders,
      appFiles: appFiles)
  }
}

/// The regular files under a folder, as paths relative to it; hidden files (`.DS_Store`) are not
/// part of a template.
private func filePaths(under folder: URL) throws(NewFeatureError) -> [String] {
  let fileManager = FileManager.default
  let paths: [String]
  do {
    paths = try fileManager.subpathsOfDirectory(atPath: folder.path)
  } catch {
    throw .readFailed(path: folder.path, reason: error.localizedDescription)
  }
  return paths.filter { path in
    var isDirectory: ObjCBool = false
    return !path.split(separator: "/").contains { $0.hasPrefix(".") }
      && fileManager.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }.sorted()
}
