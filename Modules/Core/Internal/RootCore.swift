import Foundation

/// The root of a store: owns the state, runs the reducer on a queue of actions, starts effects
/// and notifies observers.
@MainActor
package final class RootCore<State, Action>: StoreCore {
  /// Where an action came from.
  package enum Origin {
    /// Sent from outside the store; in a test, the `send` call.
    case external(SourceLocation?)
    /// Sent by an effect started by an action sent at that place.
    case effect(SourceLocation?)

    var sourceOrigin: SourceLocation? {
      switch self {
      case .external(let origin), .effect(let origin): origin
      }
    }
  }

  private struct Pending {
    let action: Action
    let origin: Origin
    let lineage: EffectLineage
  }

  // `update` is only called on the main actor; a token that stops observing (from any thread)
  // records its id in `cancelledObservers`, which the next notification pass removes.
  private struct Observer {
    let id: Int
    /// Recomputes the observed value; calls back and returns true when it changed.
    let update: (State) -> Bool
  }

  package private(set) var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  package var dependencies: DependencyValues
  package let registry = CancellationRegistry()
  private var queue: [Pending] = []
  private var isSending = false
  private var observers: [Observer] = []
  // Tokens may be cancelled on any thread (the main actor does not always run on the main thread:
  // it does not under `swift test` on Linux); the ids wait here until the next notification, which
  // takes them all with one lock instead of checking a flag per observer.
  private let cancelledObservers = LockIsolated<Set<Int>>([])
  private var nextObserverID = 0

  /// Called after each action is reduced, with the state it produced (the test store records
  /// it).
  package var didReduce: ((Action, Origin, State) -> Void)?
  /// Called before each action is reduced (the test store notes the stack element ids in force,
  /// so that the assertion of a received action sees the ids its reducer saw).
  package var willReduce: (() -> Void)?
  /// How the root feature's effects dismiss it (a test store marks itself dismissed).
  package var dismissHandler: DismissHandler?
  /// Whether to describe each effect's cause (the test store reports unfinished effects).
  package var describesEffects = false

  package init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reducer = reducer.reduce(into:action:)
    self.dependencies = dependencies
  }

  deinit {
    self.registry.cancelAll()
  }

  func send(_ action: Action) -> EffectLineage {
    self.send(action, origin: .external(nil))
  }

  /// Runs `action` and every action it causes synchronously; returns the lineage of the effects
  /// it started (to which the effects of the actions they send back are added later).
  package func send(
    _ action: Action,
    origin: Origin,
    lineage: EffectLineage = EffectLineage()
  ) -> EffectLineage {
    self.queue.append(Pending(action: action, origin: origin, lineage: lineage))
    guard !self.isSending else { return lineage }
    self.isSending = true
    defer { self.isSending = false }
    // The registry is bound while reducers run, so that navigation reducers can find the
    // effects of children another reducer removed.
    CancellationRegistry.$current.withValue(self.registry) {
      self.drainQueue()
    }
    return lineage
  }

  private func drainQueue() {
    DependencyValues.$_current.withValue(self.dependencies) {
      var index = 0
      while index < self.queue.count {
        while index < self.queue.count {
          let pending = self.queue[index]
          index += 1
          self.willReduce?()
          let effect = self.reducer(&self.state, pending.action)
          self.didReduce?(pending.action, pending.origin, self.state)
          if !effect.isNone {
            let cause = self.describesEffects ? String(customDumping: pending.action) : ""
            self.start(
              effect,
              keys: [],
              cause: cause,
              origin: pending.origin.sourceOrigin,
              lineage: pending.lineage
            )
          }
        }
        self.notifyObservers()
      }
      self.queue.removeAll(keepingCapacity: true)
    }
  }

  private func start(
    _ effect: Effect<Action>,
    keys: [CancelKey],
    cause: String,
    origin: SourceLocation?,
    lineage: EffectLineage
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      self.queue.append(Pending(action: action, origin: .effect(origin), lineage: lineage))
    case .cancel(let key):
      self.registry.cancel(key)
    case .merge(let effects):
      for effect in effects {
        self.start(effect, keys: keys, cause: cause, origin: origin, lineage: lineage)
      }
    case .cancellable(let key, let cancelInFlight, let effect):
      if cancelInFlight { self.registry.cancel(key) }
      self.start(effect, keys: keys + [key], cause: cause, origin: origin, lineage: lineage)
    case .run(let run):
      self.startTask(
        keys: keys,
        location: run.location.description,
        cause: cause,
        origin: origin,
        priority: run.priority,
        lineage: lineage
      ) { registry, send in
        await Self.execute(run, send: send)
      }
    case .concatenate(let effects):
      var index = effects.startIndex
      while index < effects.endIndex, effects[index].isSynchronous {
        self.start(effects[index], keys: keys, cause: cause, origin: origin, lineage: lineage)
        index += 1
      }
      guard index < effects.endIndex else { return }
      let remaining = Array(effects[index...])
      self.startTask(
        keys: keys,
        location: Self.location(of: remaining),
        cause: cause,
        origin: origin,
        priority: nil,
        lineage: lineage
      ) { registry, send in
        for effect in remaining {
          guard !Task.isCancelled else { return }
          await Self.runToCompletion(effect, registry: registry, send: send)
        }
      }
    }
  }

  private func startTask(
    keys: [CancelKey],
    location: String,
    cause: String,
    origin: SourceLocation?,
    priority: TaskPriority?,
    lineage: EffectLineage,
    body: @escaping @Sendable (CancellationRegistry, Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let id = registry.insert(keys: keys, location: location, cause: cause, origin: origin)
    let send = Send<Action> { [weak self] action in
      // The effects of the actions this effect sends belong to the same lineage.
      _ = self?.send(action, origin: .effect(origin), lineage: lineage)
    }
    let dismissHandler = self.dismissHandler
    let task = Task(priority: priority) {
      await Self.run(body, id: id, registry: registry, dismissHandler: dismissHandler, send: send)
    }
    registry.attach(id: id) { task.cancel() }
    lineage.add(task)
  }

  /// Runs an effect's body off the main actor and forgets the effect the moment the body returns,
  /// without waiting for the main actor (a test ending right after receiving the effect's last
  /// action must not see it as still running).
  private nonisolated static func run(
    _ body: @Sendable (CancellationRegistry, Send<Action>) async -> Void,
    id: Int,
    registry: CancellationRegistry,
    dismissHandler: DismissHandler?,
    send: Send<Action>
  ) async {
    defer { registry.remove(id: id) }
    await CancellationRegistry.$current.withValue(registry) {
      if let dismissHandler {
        await DismissContext.$handler.withValue(dismissHandler) {
          await body(registry, send)
        }
      } else {
        await body(registry, send)
      }
    }
  }

  private nonisolated static func execute(_ run: Effect<Action>.Run, send: Send<Action>) async {
    await DependencyValues.$_current.withValue(run.dependencies) {
      await run.operation(send)
    }
  }

  /// Runs an effect inside the current task until it finishes (the steps of a concatenation).
  private static func runToCompletion(
    _ effect: Effect<Action>,
    registry: CancellationRegistry,
    send: Send<Action>
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .cancel(let key):
      registry.cancel(key)
    case .run(let run):
      await Self.execute(run, send: send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask {
            await Self.runToCompletion(effect, registry: registry, send: send)
          }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await Self.runToCompletion(effect, registry: registry, send: send)
      }
    case .cancellable(let key, let cancelInFlight, let effect):
      if cancelInFlight { registry.cancel(key) }
      let id = registry.insert(
        keys: [key],
        location: "",
        cause: "",
        origin: nil,
        isEffect: false
      )
      let task = Task { await Self.runToCompletion(effect, registry: registry, send: send) }
      registry.attach(id: id) { task.cancel() }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
      registry.remove(id: id)
    }
  }

  private static func location(of effects: [Effect<Action>]) -> String {
    for effect in effects {
      switch effect.operation {
      case .run(let run): return run.location.description
      case .merge(let effects), .concatenate(let effects):
        let location = Self.location(of: effects)
        if !location.isEmpty { return location }
      case .cancellable(_, _, let effect):
        let location = Self.location(of: [effect])
        if !location.isEmpty { return location }
      case .none, .send, .cancel:
        continue
      }
    }
    return ""
  }

  // MARK: Observation

  func observe<Value: Equatable>(
    _ transform: @escaping (State) -> Value,
    onChange: @escaping (Value) -> Void
  ) -> ObservationToken {
    var last = transform(self.state)
    let id = self.nextObserverID
    self.nextObserverID += 1
    self.observers.append(
      Observer(id: id) { state in
        let value = transform(state)
        guard value != last else { return false }
        last = value
        onChange(value)
        return true
      }
    )
    onChange(last)
    let cancelledObservers = self.cancelledObservers
    return ObservationToken { [weak self] in
      // Stops the observation at once, from any thread; the closure is released on the main
      // actor right after (or at the next notification, whichever comes first).
      cancelledObservers.withValue { _ = $0.insert(id) }
      if Thread.isMainThread {
        MainActor.assumeIsolated { self?.removeCancelledObservers() }
      } else {
        Task { @MainActor in self?.removeCancelledObservers() }
      }
    }
  }

  private func removeCancelledObservers() {
    let cancelled = self.cancelledObservers.withValue { cancelled in
      defer { cancelled.removeAll() }
      return cancelled
    }
    guard !cancelled.isEmpty else { return }
    self.observers.removeAll { cancelled.contains($0.id) }
  }

  /// The number of live observers (for leak tests).
  package var observerCount: Int { self.observers.count }

  private func notifyObservers() {
    guard !self.observers.isEmpty else { return }
    self.removeCancelledObservers()
    var skipped: Set<Int> = []
    var index = 0
    while index < self.observers.count {
      let observer = self.observers[index]
      index += 1
      if !skipped.isEmpty, skipped.contains(observer.id) { continue }
      if observer.update(self.state) {
        // The callback may have cancelled observers that come later in this pass.
        skipped.formUnion(self.cancelledObservers.value)
      }
    }
    if !skipped.isEmpty { self.removeCancelledObservers() }
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    embed: @escaping (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    ScopedCore(root: self, keyPath: state, embed: embed)
  }
}
