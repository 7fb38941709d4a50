import Foundation

/// Every file and folder under a directory with its contents (`nil` for a folder), by relative
/// path; build folders (`.build`, `.build-*`) are left out. Two equal trees have the same files
/// with the same bytes: a checksum that cannot collide.
func tree(at root: URL) throws -> [String: Data?] {
  var tree: [String: Data?] = [:]
  for (path, isDirectory) in try walk(root, skipping: isBuildFolder) {
    tree[path] = isDirectory ? .some(nil) : try Data(contentsOf: root.appendingPathComponent(path))
  }
  return tree
}

func isBuildFolder(_ name: String) -> Bool {
  name == ".build" || name.hasPrefix(".build-")
}

/// The paths under a folder, relative to it, sorted, without descending into the folders
/// `skipping` names.
func walk(_ root: URL, skipping: (String) -> Bool) throws -> [(path: String, isDirectory: Bool)] {
  let fileManager = FileManager.default
  var paths: [(path: String, isDirectory: Bool)] = []
  var pending = [""]
  while let folder = pending.popLast() {
    let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
    for name in try fileManager.contentsOfDirectory(atPath: url.path) where !skipping(name) {
      let path = folder.isEmpty ? name : folder + "/" + name
      var isDirectory: ObjCBool = false
      _ = fileManager.fileExists(
        atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
      paths.append((path, isDirectory.boolValue))
      if isDirectory.boolValue { pending.append(path) }
    }
  }
  return paths.sorted { $0.path < $1.path }
}
