/// Work a reducer asks the store to do after it changes the state, which may send actions back.
///
/// ```swift
/// case .nthPrimeButtonTapped:
///   state.isLoading = true
///   return .run { [count = state.count] send in
///     await send(.nthPrimeResponse(Result { try await primeClient.nthPrime(count) }))
///   }
///   .cancellable(id: CancelID.nthPrime, cancelInFlight: true)
/// ```
///
/// Effects are values: ``none``, ``send(_:)`` (processed synchronously, before the `send` that
/// produced it returns), ``run(priority:operation:catch:fileID:filePath:line:column:)`` (async
/// work), ``merge(_:)-(Effect<Action>...)`` and ``concatenate(_:)-(Effect<Action>...)``,
/// ``map(_:)``, ``cancellable(id:cancelInFlight:)`` and ``cancel(id:)``.
///
/// > Important: An effect sees the dependencies in force when the reducer that returned it ran,
/// > even after that call returned. Read dependencies with `@Dependency` in the reducer and use
/// > them in the effect's closure.
public struct Effect<Action>: Sendable {
  @usableFromInline let operation: Operation

  @usableFromInline init(operation: Operation) {
    self.operation = operation
  }

  // What an effect does, as a tree that `RootCore.interpret` walks (the one interpreter).
  // `@unchecked`: effects are built and interpreted on the store's actor. The steps of a
  // concatenation wait in its task, but each is handed back to the main actor to be interpreted;
  // an action payload is only read there, or delivered through `Send`, which is main-actor
  // isolated.
  //
  // Every payload is one reference (boxed by `indirect`, or an array): an effect is one word
  // whatever `Action` is, so copying and destroying one (`.none` included, at each level of a
  // reducer tree) is a tag check and a retain, not a generic value-witness call.
  //
  // Why seven cases and not `run` alone: all but `run` are interpreted synchronously, in the
  // store's `send`, with no task. `.send` is processed before `send` returns (TCA's order, which
  // `TestStore` tests assert), `.cancel` cancels before the next action, `.cancellable` registers
  // before its effect starts, and a `merge` or `concatenate` of those stays synchronous too.
  // Written as `run` closures they would each start a task (an allocation and a hop per effect;
  // `Store.send` is 0 allocations today, `Effect.merge.100mostlyNone` 0 tasks for its 99 `.none`
  // children) and deliver their action a hop later, which changes what a test observes.
  @usableFromInline enum Operation: @unchecked Sendable {
    case none
    indirect case send(Action)
    indirect case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(CancelKey, cancelInFlight: Bool, Effect)
    indirect case cancel(CancelKey)
  }

  @usableFromInline struct Run: Sendable {
    var priority: TaskPriority?
    var dependencies: DependencyValues
    var location: SourceLocation
    var operation: @Sendable (Send<Action>) async -> Void
  }
}

/// Creating effects: `.none`, `.send`, `.run`.
extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends an action to the store right away, before the `send` that produced it
  /// returns.
  ///
  /// Prefer sharing logic with a helper function over sending an action to run it; use this to
  /// notify a parent (`.send(.delegate(.saved))`).
  ///
  /// - Parameter action: The action to send.
  /// - Returns: The effect.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// ``send(_:)`` as code written for SwiftUI spells it with an animation; the animation is
  /// ignored (nothing animates in a terminal).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: Ignored.
  /// - Returns: The effect.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }

  /// The same effect, as code written for SwiftUI asks for its actions to animate; the animation
  /// is ignored (nothing animates in a terminal).
  ///
  /// - Parameter animation: Ignored.
  /// - Returns: This effect.
  public func animation(_ animation: Animation? = .default) -> Self {
    self
  }

  /// The same effect, as code written for SwiftUI runs its actions in a transaction; the
  /// transaction is ignored.
  ///
  /// - Parameter transaction: Ignored.
  /// - Returns: This effect.
  public func transaction(_ transaction: Transaction) -> Self {
    self
  }

  /// An effect that runs asynchronous work and may send actions back to the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// The operation runs off the main actor with the dependencies in force when it was created;
  /// its task starts there, so it may begin before the `send` that started it returns. What it
  /// sends is processed on the main actor, after that `send`. Sends after the effect is cancelled
  /// are ignored.
  ///
  /// > Important: An error thrown by `operation` without a `catch` handler reports an issue
  /// > naming this call's file and line; `CancellationError` is ignored.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task running the operation.
  ///   - operation: The work to do; it receives ``Send`` to send actions back.
  ///   - handler: Handles an error thrown by `operation`.
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  /// - Returns: The effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      operation: .run(
        Run(
          priority: priority,
          dependencies: DependencyValues._current,
          location: location,
          operation: { send in
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard !Task.isCancelled else { return }
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  """
                  The '.run' effect started at \(location) threw an error that nothing handled:

                    \(String(customDumping: error).replacingOccurrences(of: "\n", with: "\n  "))

                  Give '.run' a 'catch:' closure, or catch the error inside the effect with \
                  'do'/'catch': only cancellation may go unhandled.
                  """,
                  fileID: fileID,
                  filePath: filePath,
                  line: line,
                  column: column
                )
              }
            }
          }
        )
      )
    )
  }

}

/// Combining effects: `.merge`, `.concatenate`, `.map`.
extension Effect {
  /// Runs effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: One effect running all of them; `.none` effects fold away.
  public static func merge(_ effects: Self...) -> Self {
    Self.merge(effects)
  }

  /// Runs effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: One effect running all of them; `.none` effects fold away.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    // One pass and at most one array: merging pairwise would copy the array for each effect.
    var first: Self?
    var merged: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none:
        continue
      case .merge(let children):
        if let pending = first.take() { merged.append(pending) }
        merged.append(contentsOf: children)
      default:
        if merged.isEmpty, first == nil {
          first = effect
        } else {
          if let pending = first.take() { merged.append(pending) }
          merged.append(effect)
        }
      }
    }
    if merged.isEmpty { return first ?? .none }
    return Self(operation: .merge(merged))
  }

  /// Runs this effect and another at the same time.
  ///
  /// Merging with `.none` returns the other effect unchanged and allocates nothing.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: One effect running both.
  @inlinable
  public func merge(with other: Self) -> Self {
    // Tag checks, not a `switch` on a tuple of both operations: that copies both effects.
    if self.isNone { return other }
    if other.isNone { return self }
    return self.mergeSlow(with: other)
  }

  @usableFromInline func mergeSlow(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.merge(let lhs), .merge(let rhs)): Self(operation: .merge(lhs + rhs))
    case (.merge(let lhs), _): Self(operation: .merge(lhs + [other]))
    case (_, .merge(let rhs)): Self(operation: .merge([self] + rhs))
    default: Self(operation: .merge([self, other]))
    }
  }

  /// Runs effects one after another: each starts when the previous one finished.
  ///
  /// If the effect is cancelled, the steps not yet started never start.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect running them in order.
  public static func concatenate(_ effects: Self...) -> Self {
    Self.concatenate(effects)
  }

  /// Runs effects one after another: each starts when the previous one finished.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect running them in order.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    var steps: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case .concatenate(let children): steps.append(contentsOf: children)
      default: steps.append(effect)
      }
    }
    switch steps.count {
    case 0: return .none
    case 1: return steps[0]
    default: return Self(operation: .concatenate(steps))
    }
  }

  /// Runs another effect after this one finished.
  ///
  /// - Parameter other: The effect to run next.
  /// - Returns: One effect running both in order.
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _): other
    case (_, .none): self
    case (.concatenate(let lhs), .concatenate(let rhs)): Self(operation: .concatenate(lhs + rhs))
    case (.concatenate(let lhs), _): Self(operation: .concatenate(lhs + [other]))
    case (_, .concatenate(let rhs)): Self(operation: .concatenate([self] + rhs))
    default: Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions the effect sends.
  ///
  /// - Parameter transform: Turns this effect's actions into another type's.
  /// - Returns: The transformed effect.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    // Most effects are `.none`: answered where the types are known, without a generic call.
    if self.isNone { return .none }
    return self.mapped(transform)
  }

  @usableFromInline
  func mapped<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch self.operation {
    case .none:
      .none
    case .send(let action):
      .send(transform(action))
    case .run(let run):
      Effect<T>(
        operation: .run(
          Effect<T>.Run(
            priority: run.priority,
            dependencies: run.dependencies,
            location: run.location,
            operation: { send in
              await run.operation(Send { action in send(transform(action)) })
            }
          )
        )
      )
    case .merge(let effects):
      Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let key, let cancelInFlight, let effect):
      Effect<T>(operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let key):
      Effect<T>(operation: .cancel(key))
    }
  }

}

/// What the runtime asks of an effect.
extension Effect {
  /// Wraps the operation of every `.run` in this effect; the wrapper sees the `Send` of this
  /// effect's action type. Used by `PresentedChild` to tell a child's effects how to dismiss it.
  func transformRuns(
    _ transform:
      @escaping @Sendable (
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
      ) -> @Sendable (Send<Action>) async -> Void
  ) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      self
    case .run(var run):
      {
        run.operation = transform(run.operation)
        return Self(operation: .run(run))
      }()
    case .merge(let effects):
      Self(operation: .merge(effects.map { $0.transformRuns(transform) }))
    case .concatenate(let effects):
      Self(operation: .concatenate(effects.map { $0.transformRuns(transform) }))
    case .cancellable(let key, let cancelInFlight, let effect):
      Self(
        operation: .cancellable(
          key, cancelInFlight: cancelInFlight, effect.transformRuns(transform)))
    }
  }

  /// Whether the effect does nothing.
  @inlinable
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }

  /// Whether the store can process the whole effect before `send` returns (no async work).
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel: true
    case .run, .concatenate: false
    case .merge(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }
}
