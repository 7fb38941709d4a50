/// Updates the current dependencies for the duration of a synchronous operation.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()
/// }
/// ```
///
/// - Parameters:
///   - updateValuesForOperation: A closure that changes the values in force for `operation`.
///   - operation: The work to run with the changed values.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try withOverrideScope { try updateValuesForOperation(&values) }
  let result = try DependencyValues._withCurrent(values, operation: operation)
  // Checked here, not in a wrapping closure: Core's `.dependency` modifier comes through here on
  // every action, and its results (effects) are never objects.
  if R.self is AnyClass { DependencyObjects.remember(result as AnyObject, values: values) }
  return result
}

/// Updates the current dependencies for the duration of an asynchronous operation.
///
/// Tasks created inside `operation` (including the effects of stores created there) inherit the
/// changed values.
///
/// - Parameters:
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - updateValuesForOperation: A closure that changes the values in force for `operation`.
///   - operation: The work to run with the changed values.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try await withOverrideScope { try await updateValuesForOperation(&values) }
  let result = try await DependencyValues._withCurrent(values, operation: operation)
  if R.self is AnyClass { DependencyObjects.remember(result as AnyObject, values: values) }
  return result
}

/// Runs a synchronous operation with the dependencies an object was created under.
///
/// A parent model uses this to create a child model, so that the child keeps the overrides the
/// parent was created with:
///
/// ```swift
/// final class ParentModel {
///   @Dependency(\.uuid) var uuid
///   func showChild() {
///     self.child = withDependencies(from: self) { ChildModel() }
///   }
/// }
/// ```
///
/// The values in force for `operation` are the model's with the current overrides on top. The
/// model's values are those its `@Dependency` properties captured when it was created, or, for
/// an object without such properties, those in force where a `withDependencies` operation
/// returned it. For any other object an issue is reported and `operation` runs unchanged.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties, or one returned by `withDependencies`.
///   - operation: The work to run.
///   - fileID: The file of the call, for the issue about a model without dependencies.
///   - filePath: The file path of the call, for the same issue.
///   - line: The line of the call, for the same issue.
///   - column: The column of the call, for the same issue.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  // A separate overload rather than a defaulted update closure: Swift assumes a defaulted
  // closure argument of a `rethrows` function can throw, which would force `try` on every call.
  try withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Runs a synchronous operation with the dependencies an object was created under, changed
/// further by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties, or one returned by `withDependencies`.
///   - updateValuesForOperation: A closure that changes the values further.
///   - operation: The work to run.
///   - fileID: The file of the call, for the issue about a model without dependencies.
///   - filePath: The file path of the call, for the same issue.
///   - line: The line of the call, for the same issue.
///   - column: The column of the call, for the same issue.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard let captured = DependencyObjects.values(of: model) else {
    reportModelWithoutDependencies(
      Model.self, fileID: fileID, filePath: filePath, line: line, column: column)
    return try operation()
  }
  return try withDependencies {
    $0 = captured.underlying(DependencyValues._current)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// Runs an asynchronous operation with the dependencies an object was created under.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties, or one returned by `withDependencies`.
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - operation: The work to run.
///   - fileID: The file of the call, for the issue about a model without dependencies.
///   - filePath: The file path of the call, for the same issue.
///   - line: The line of the call, for the same issue.
///   - column: The column of the call, for the same issue.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Runs an asynchronous operation with the dependencies an object was created under, changed
/// further by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties, or one returned by `withDependencies`.
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - updateValuesForOperation: A closure that changes the values further.
///   - operation: The work to run.
///   - fileID: The file of the call, for the issue about a model without dependencies.
///   - filePath: The file path of the call, for the same issue.
///   - line: The line of the call, for the same issue.
///   - column: The column of the call, for the same issue.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard let captured = DependencyObjects.values(of: model) else {
    reportModelWithoutDependencies(
      Model.self, fileID: fileID, filePath: filePath, line: line, column: column)
    return try await operation()
  }
  return try await withDependencies {
    $0 = captured.underlying(DependencyValues._current)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

private func reportModelWithoutDependencies(
  _ model: Any.Type,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  reportIssue(
    """
    withDependencies(from:) was given a '\(typeName(model))', which carries no dependencies to \
    pass on. Give the class a '@Dependency' property, or create the object inside a \
    'withDependencies' operation that returns it.
    """,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
