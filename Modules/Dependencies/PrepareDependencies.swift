import Foundation

/// Sets the default values of dependencies for the rest of the process, once, at its start.
///
/// Call it at the app's entry point, before anything reads the dependencies it sets: every
/// `@Dependency` that does not find an override then reads the prepared value, wherever it runs,
/// including tasks and objects that no `withDependencies` reaches.
///
/// ```swift
/// @main
/// struct App {
///   static func main() async {
///     prepareDependencies {
///       $0.primeClient = .live(cachePath: cachePath)
///     }
///     // …
///   }
/// }
/// ```
///
/// Setting `$0.context` makes that context the default one. `withDependencies` still overrides
/// prepared values for its operation. In a test, prepared values last for that test only.
///
/// > Important: A dependency can be prepared once, and only before it is read: preparing one that
/// > was already read or prepared reports an issue and keeps the value in use (except in a
/// > preview, whose defaults may be replaced until one is prepared).
///
/// - Parameters:
///   - updateValues: A closure that sets the dependencies' default values; it may read them
///     first (`$0.client.endpoint = …`).
///   - fileID: The file of the call, for the issue about a dependency already read.
///   - filePath: The file path of the call, for the same issue.
///   - line: The line of the call, for the same issue.
///   - column: The column of the call, for the same issue.
/// - Returns: What `updateValues` returns.
@discardableResult
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  let current = DependencyValues._current
  var values = current
  let preparation = Preparation.ID()
  let result = try Preparation.$current.withValue(preparation) {
    try withOverrideScope { try updateValues(&values) }
  }
  let defaults = current.defaults
  if let context = values.explicitContext, context != current.explicitContext {
    defaults.prepare(context: context)
  }
  let context = values.context
  for (key, box) in values.storage where current.storage[key] !== box {
    guard let box = box as? any AnyDependencyBox else { continue }
    let isPrepared = defaults.prepare(
      box.anyValue, for: key, context: context, preparation: preparation)
    if !isPrepared, context != .preview {
      reportAlreadyPrepared(
        box, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  return result
}

/// The `prepareDependencies` call in progress, if any: default values read during it may still be
/// prepared by it.
enum Preparation {
  /// One call of `prepareDependencies`.
  final class ID: Sendable {}

  @TaskLocal static var current: ID?
}

private func reportAlreadyPrepared(
  _ box: any AnyDependencyBox,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  let name = DependencyResolution(accessor: box.accessor, access: nil).name(of: box.key)
  reportIssue(
    """
    @Dependency(\(name)) cannot be prepared: it was already read or prepared, and keeps the value \
    it has.

      Key: \(typeName(box.key))

    'prepareDependencies' gives a dependency its value for the whole process, once, before \
    anything reads it: call it first thing at the app's entry point. To change a dependency for \
    one piece of work, use 'withDependencies'.
    """,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
