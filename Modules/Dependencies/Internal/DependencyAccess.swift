/// Where a dependency is being read, for issue messages.
struct DependencyAccess: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// Notes what the read resolved, for the property's read cache.
  let recorder: DependencyReadRecorder?

  init(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    recorder: DependencyReadRecorder? = nil
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.recorder = recorder
  }
}

/// The read being resolved while a default value is computed.
struct DependencyResolution: Sendable {
  @TaskLocal static var current: DependencyResolution?

  /// The function that read the key: a `DependencyValues` accessor such as `primeClient`, or
  /// `subscript(typeKey:)` for `@Dependency(PrimeClient.self)`.
  let accessor: StaticString
  /// Where `@Dependency` was declared, if the read went through it.
  let access: DependencyAccess?
  /// Set when the read is part of an override (`withDependencies { $0.client.endpoint = … }`):
  /// a key without a test value then gives its live value silently, and marks this flag so that
  /// the value is not cached for the reads that follow, which still report.
  var liveValueForOverride: LockIsolated<Bool>? = nil

  /// The dependency's name as written at the use site: `\.primeClient` for a read through an
  /// accessor, `PrimeClient.self` for a type that is its own key, otherwise the key's type name.
  // Derived from the accessor's name rather than from the key path: on Linux a key path's
  // description does not name computed properties (`\.<computed 0x… (PrimeClient)>`).
  func name(of key: Any.Type) -> String {
    let accessor = "\(self.accessor)"
    if accessor == "subscript(typeKey:)" {
      return "\(typeName(key)).self"
    }
    if let first = accessor.first, first.isLetter || first == "_",
      accessor.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      return "\\." + accessor
    }
    return typeName(key)
  }
}

/// A readable name for a type, without its module.
package func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // Private types print as `Module.(unknown context at $55d4…).Name`.
  while let start = name.range(of: "(unknown context at "),
    let end = name[start.upperBound...].range(of: ").")
  {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  return name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
}

/// Whether the current code is a closure that overrides dependencies (the update closure of
/// `withDependencies`, a test store's `withDependencies`, `transformDependency`).
enum OverrideScope {
  @TaskLocal static var isActive = false
}

/// Runs a closure that overrides dependencies: reads inside it are part of the override.
package func withOverrideScope<R>(_ body: () throws -> R) rethrows -> R {
  try OverrideScope.$isActive.withValue(true, operation: body)
}

/// Runs an asynchronous closure that overrides dependencies.
package func withOverrideScope<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await OverrideScope.$isActive.withValue(true, operation: body)
}
