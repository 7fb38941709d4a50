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
  return try DependencyValues._withCurrent(values, operation: operation)
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
  return try await DependencyValues._withCurrent(values, operation: operation)
}

/// Runs a synchronous operation with the dependencies an object captured when it was created.
///
/// The object's `@Dependency` properties remember the values in force at its initialization;
/// this propagates those values (for example a parent model's overrides) to `operation`.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties.
///   - operation: The work to run.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R
) rethrows -> R {
  // A separate overload rather than a defaulted update closure: Swift assumes a defaulted
  // closure argument of a `rethrows` function can throw, which would force `try` on every call.
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// Runs a synchronous operation with the dependencies an object captured when it was created,
/// changed further by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties.
///   - updateValuesForOperation: A closure that changes the values further.
///   - operation: The work to run.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current.merging(capturedDependencies(of: model))
  try withOverrideScope { try updateValuesForOperation(&values) }
  return try DependencyValues._withCurrent(values, operation: operation)
}

/// Runs an asynchronous operation with the dependencies an object captured when it was created.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties.
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - operation: The work to run.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await withDependencies(from: model, isolation: isolation, { _ in }, operation: operation)
}

/// Runs an asynchronous operation with the dependencies an object captured when it was created,
/// changed further by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with `@Dependency` properties.
///   - isolation: The actor the operation runs on; inferred from the caller.
///   - updateValuesForOperation: A closure that changes the values further.
///   - operation: The work to run.
/// - Returns: The result of `operation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current.merging(capturedDependencies(of: model))
  try await withOverrideScope { try await updateValuesForOperation(&values) }
  return try await DependencyValues._withCurrent(values, operation: operation)
}

private func capturedDependencies(of model: AnyObject) -> DependencyValues {
  var values = DependencyValues()
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any _HasInitialDependencyValues {
        values = values.merging(dependency.initialValues)
      }
    }
    mirror = current.superclassMirror
  }
  return values
}

protocol _HasInitialDependencyValues {
  var initialValues: DependencyValues { get }
}

extension Dependency: _HasInitialDependencyValues {}
