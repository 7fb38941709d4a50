/// Where and how a dependency is being read, for issue messages.
struct DependencyAccess: @unchecked Sendable {
  let keyPath: AnyKeyPath
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(
    keyPath: AnyKeyPath,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.keyPath = keyPath
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The dependency's name as written at the use site, like `\.primeClient`.
  var name: String {
    let description = String(describing: self.keyPath)
    let prefix = "\\DependencyValues"
    if description.hasPrefix(prefix) {
      return "\\" + description.dropFirst(prefix.count)
    }
    return description
  }
}

/// The access being resolved while a default value is computed.
enum DependencyResolution {
  @TaskLocal static var current: DependencyAccess?
}

/// A readable name for a type, without its module.
func typeName(_ type: Any.Type) -> String {
  let name = String(reflecting: type)
  return name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
}
