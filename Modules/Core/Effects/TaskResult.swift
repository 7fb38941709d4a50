/// The result of an async operation that can throw any error, kept as a value an action can
/// carry: TCA's type from before typed `Result` payloads, kept for code moving over.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(TaskResult { try await self.fact.fetch(count) }))
///   }
/// case .factResponse(.success(let fact)):
///   state.fact = fact
///   return .none
/// case .factResponse(.failure):
///   state.fact = nil
///   return .none
/// ```
///
/// Two failures are equal when their errors are of the same `Equatable` type and equal, so a
/// test can `receive(.factResponse(.failure(FactError.offline)))`; errors that are not
/// `Equatable` never compare equal (a test then matches the case: `receive(\.factResponse.failure)`).
/// New code can use `Result<Success, any Error>`.
@available(*, message: "Use 'Result<Success, any Error>' in new code.")
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw an error.
  case failure(any Error)

  /// Runs an operation and keeps what it returned or threw.
  ///
  /// - Parameter body: The operation.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The same outcome as a `Result`.
  ///
  /// - Parameter result: The result.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Transforms the value of a success.
  ///
  /// - Parameter transform: Turns the value into another.
  /// - Returns: The transformed result; a failure unchanged.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }

  /// Transforms the value of a success into another result.
  ///
  /// - Parameter transform: Turns the value into a result.
  /// - Returns: The transformed result; a failure unchanged.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): transform(value)
    case .failure(let error): .failure(error)
    }
  }
}

extension TaskResult: CasePathable {
  /// The case paths of `success` and `failure`, for `\.response.success` and
  /// `\.response.failure`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``TaskResult``.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The `failure` case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let error) = $0 else { return nil }
          return error
        }
      )
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Equal successes with equal values, or failures with equal errors of one `Equatable` type.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)): lhs == rhs
    case (.failure(let lhs), .failure(let rhs)): errorsAreEqual(lhs, rhs)
    default: false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value of a success, or the error of a failure when it is `Hashable`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .failure(let error):
      hasher.combine(1)
      if let error = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(error))
      }
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The same outcome as a ``TaskResult``.
  ///
  /// - Parameter result: The task result.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}

/// Whether two errors are of one `Equatable` type and equal.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  func open<E: Equatable>(_ lhs: E) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }
  guard let lhs = (lhs as Any) as? any Equatable else { return false }
  return open(lhs)
}
