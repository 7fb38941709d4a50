import Foundation

/// The root of a store: owns the state, runs the reducer on a queue of actions, starts effects
/// and notifies observers.
@MainActor
final class RootCore<State, Action>: StoreCore {
  /// Where an action came from.
  enum Origin {
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

  // Unchecked: every access is on the main actor, and none overlaps another (a `send` during
  // a reduce only queues its action; observers run after). The dynamic exclusivity checks of a
  // class's stored properties cost a tenth of a trivial send.
  @exclusivity(unchecked) private(set) var state: State
  /// For `withObservationTracking`: readers of the whole state; `nil` unless the state is
  /// ``ObservableState``.
  private let tracker: StateTracker<State>?
  private let reducer: (inout State, Action) -> Effect<Action>
  /// The dependencies the reducers run under, with the store's ``ReducerContext`` bound.
  var dependencies: DependencyValues {
    get { self.boundDependencies }
    set { self.boundDependencies = self.underContext(newValue) }
  }
  // The dependencies the store was given (or a test store's last set) under `context`: what
  // reducers and effects run under.
  @exclusivity(unchecked) private var boundDependencies: DependencyValues
  /// The context of the store's root feature: this store's registry, the root navigation path.
  let context: ReducerContext
  /// The store's in-flight effects.
  nonisolated var registry: CancellationRegistry { self.context.registry }
  private var queue: [Pending] = []
  // The counts of `queue` and `observers`, kept beside them: checking an array of a generic
  // element type for emptiness costs a metadata lookup, on every send.
  @exclusivity(unchecked) private var queuedCount = 0
  @exclusivity(unchecked) private var isSending = false
  private var observers: [Observer] = [] {
    didSet { self.hasObservers = !self.observers.isEmpty }
  }
  @exclusivity(unchecked) private var hasObservers = false
  // Tokens may be cancelled on any thread (the main actor does not always run on the main thread:
  // it does not under `swift test` on Linux); the ids wait here until the next notification, which
  // takes them all with one lock instead of checking a flag per observer.
  private let cancelledObservers = LockIsolated<Set<Int>>([])
  private var nextObserverID = 0

  /// What a test store adds to this store's runtime; `nil` in production. See
  /// ``StoreInstrumentation``.
  var instrumentation: StoreInstrumentation<State, Action>?

  init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.tracker = StateTracker(initialState)
    self.reducer = reducer.reduce(into:action:)
    let context = ReducerContext.root(of: CancellationRegistry())
    self.context = context
    self.boundDependencies = dependencies.under(context)
  }

  /// `values` under this store's context, unless they are under a context of this store already
  /// (a child's, for an effect a presented child returned).
  private func underContext(_ values: DependencyValues) -> DependencyValues {
    values.reducerContext?.registry === self.registry ? values : values.under(self.context)
  }

  deinit {
    self.registry.cancelAll()
  }

  func send(_ action: Action) -> EffectLineage? {
    self.send(action, origin: .external(nil))
  }

  /// Runs `action` and every action it causes synchronously; returns the lineage of the effects
  /// it started (to which the effects of the actions they send back are added later), or `nil`
  /// when it started none.
  ///
  /// While an action is being processed, a nested call only queues its action.
  func send(
    _ action: Action,
    origin: Origin,
    lineage: EffectLineage? = nil
  ) -> EffectLineage? {
    guard !self.isSending else {
      return self.enqueue(action, origin: origin, lineage: lineage)
    }
    self.isSending = true
    defer { self.isSending = false }
    // The reducers read the store's dependencies, and its context with them, from this thread's
    // binding, not from a task local: binding a task local costs more than the rest of a trivial
    // send (it allocates outside a task, and checks the actor of the closure it runs). What a
    // reducer hands on carries them: an effect captures the values in force when it is made, a
    // reducer's `@Dependency` properties keep those in force when the store made it. A task a
    // reducer creates itself inherits the task's values around the send (see "Coming from TCA").
    // The binding does not retain them: `boundDependencies` keeps them alive, and nothing
    // replaces it during a send (the test store's `dependencies` setter runs between sends, on
    // the main actor).
    let outer = DependencyValues._bindSynchronously(self.boundDependencies)
    defer { DependencyValues._restoreSynchronousBinding(outer) }
    // The action itself is processed without going through the queue: most sends queue nothing
    // more, and the queue's array operations are not free in unspecialised code.
    let started = self.process(action, origin: origin, lineage: lineage)
    self.drainQueue()
    return started
  }

  /// Queues an action sent while another is processed; returns its lineage.
  @inline(never)  // See `drainQueueAndNotify`.
  private func enqueue(
    _ action: Action,
    origin: Origin,
    lineage: EffectLineage?
  ) -> EffectLineage {
    // Queued behind the action being processed: its effects start later, so the lineage the
    // caller holds must exist now.
    let lineage = lineage ?? EffectLineage()
    self.queue.append(Pending(action: action, origin: origin, lineage: lineage))
    self.queuedCount += 1
    return lineage
  }

  /// Processes the actions queued while processing the first one (by `.send` effects and by
  /// observers), in order, notifying observers each time the queue runs dry.
  private func drainQueue() {
    guard self.queuedCount > 0 || self.hasObservers || self.tracker != nil else { return }
    self.drainQueueAndNotify()
  }

  // Apart from `drainQueue` so that a send that queues nothing never touches `Pending`: code that
  // might, even on a branch not taken, looks up the metadata of `Pending<State, Action>` first,
  // which costs a quarter of a trivial send.
  @inline(never)
  private func drainQueueAndNotify() {
    var index = 0
    repeat {
      if index < self.queuedCount {
        index = self.processQueued(from: index)
      }
      self.tracker?.check(&self.state)
      self.notifyObservers()
    } while index < self.queuedCount
    if index > 0 {
      self.emptyQueue()
    }
  }

  /// Processes the queued actions from `index` to the end of the queue; returns the new end.
  ///
  /// Apart, like `drainQueueAndNotify` and `emptyQueue`: a send that queues nothing but notifies
  /// (a store with observable state) never looks up `Pending`'s metadata.
  @inline(never)
  private func processQueued(from index: Int) -> Int {
    var index = index
    while index < self.queuedCount {
      let pending = self.queue[index]
      index += 1
      // Queued actions already have their lineage: the one of the effect that sent them, or
      // the one a nested `send` made for its caller.
      _ = self.process(pending.action, origin: pending.origin, lineage: pending.lineage)
    }
    return index
  }

  /// Empties the queue once every queued action was processed.
  @inline(never)
  private func emptyQueue() {
    self.queue.removeAll(keepingCapacity: true)
    self.queuedCount = 0
  }

  /// Runs the reducer on one action and starts its effects; returns the lineage they joined
  /// (made now if `lineage` is `nil` and an effect started), or `lineage` when none started.
  private func process(
    _ action: Action,
    origin: Origin,
    lineage: EffectLineage?
  ) -> EffectLineage? {
    let effect: Effect<Action>
    var cause = ""
    if let instrumentation = self.instrumentation {
      instrumentation.willReduce()
      effect = self.reducer(&self.state, action)
      instrumentation.didReduce(action, origin, self.state)
      if !effect.isNone { cause = EffectDiagnostics.cause(action) }
    } else {
      effect = self.reducer(&self.state, action)
    }
    guard !effect.isNone else { return lineage }
    let lineage = lineage ?? EffectLineage()
    let site = Site(cause: cause, origin: origin.sourceOrigin, lineage: lineage)
    self.interpret(effect, keys: [], in: site) { job in self.startTask(job, in: site) }
    return lineage
  }

  // MARK: Effects

  /// What the effects started while processing one action share: the action that caused them
  /// (described only for a test store), where it was sent, and the lineage they join.
  private struct Site: Sendable {
    let cause: String
    let origin: SourceLocation?
    let lineage: EffectLineage
  }

  /// An asynchronous part of an effect: a `.run`, or the steps of a `.concatenate` after its
  /// synchronous prefix.
  private struct Job: Sendable {
    /// The ids of the `.cancellable` effects around it.
    let keys: [CancelKey]
    /// Where it was started, for the registry's list of running effects.
    let location: String
    let priority: TaskPriority?
    let body: @Sendable (Send<Action>) async -> Void
  }

  /// The one interpreter of `Effect.Operation`, both at the store (while an action is processed)
  /// and inside the task of a concatenation (for each of its steps).
  ///
  /// The synchronous parts happen now: `.send` queues its action (processed before the outermost
  /// `send` returns, or at once inside a concatenation), `.cancel` cancels, a
  /// `.cancellable(cancelInFlight: true)` cancels before its effect starts. Each asynchronous
  /// part goes to `spawn` with the ids of the `.cancellable` effects around it: at the store it
  /// becomes an effect with a task of its own; inside a concatenation the step runs it.
  private func interpret(
    _ effect: Effect<Action>,
    keys: [CancelKey],
    in site: Site,
    spawn: (Job) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      _ = self.send(action, origin: .effect(site.origin), lineage: site.lineage)
    case .cancel(let key):
      self.registry.cancel(key)
    case .merge(let effects):
      for effect in effects {
        self.interpret(effect, keys: keys, in: site, spawn: spawn)
      }
    case .cancellable(let key, let cancelInFlight, let effect):
      if cancelInFlight { self.registry.cancel(key) }
      self.interpret(effect, keys: keys + [key], in: site, spawn: spawn)
    case .run(let run):
      // Under the context of the reducer that made it: its `Task.cancel(id:)` and
      // `withTaskCancellation` reach this store, under that reducer's navigation path.
      let dependencies = self.underContext(run.dependencies)
      spawn(
        Job(keys: keys, location: run.location.description, priority: run.priority) { send in
          await DependencyValues._withCurrent(dependencies) {
            await run.operation(send)
          }
        }
      )
    case .concatenate(let effects):
      var index = effects.startIndex
      while index < effects.endIndex, effects[index].isSynchronous {
        self.interpret(effects[index], keys: keys, in: site, spawn: spawn)
        index += 1
      }
      guard index < effects.endIndex else { return }
      let steps = Array(effects[index...])
      let registry = self.registry
      spawn(
        Job(keys: keys, location: EffectDiagnostics.location(of: steps), priority: nil) {
          [weak self] send in
          for step in steps {
            guard !Task.isCancelled,
              let jobs = await self?.interpretStep(step, keys: keys, in: site)
            else { return }
            await Self.runStep(jobs, outside: keys, registry: registry, send: send)
          }
        }
      )
    }
  }

  /// Interprets one step of a concatenation (from inside its task) and returns its asynchronous
  /// parts, for the concatenation to run and wait for.
  private func interpretStep(
    _ step: Effect<Action>,
    keys: [CancelKey],
    in site: Site
  ) -> [Job] {
    // A send after the concatenation was cancelled is ignored, as `Send` ignores it.
    guard !Task.isCancelled else { return [] }
    var jobs: [Job] = []
    self.interpret(step, keys: keys, in: site) { jobs.append($0) }
    return jobs
  }

  /// Runs the parts of a concatenation's step inside its task, at the same time, until all
  /// finished. A part under `.cancellable` effects of the step itself (ids beyond `keys`, the
  /// concatenation's own) runs under a registry record of those ids, so that cancelling one
  /// stops that part and the concatenation goes on.
  private nonisolated static func runStep(
    _ jobs: [Job],
    outside keys: [CancelKey],
    registry: CancellationRegistry,
    send: Send<Action>
  ) async {
    @Sendable func run(_ job: Job) async {
      let ownKeys = Array(job.keys.dropFirst(keys.count))
      if ownKeys.isEmpty {
        await job.body(send)
      } else {
        await registry.withCancellation(keys: ownKeys) { await job.body(send) }
      }
    }
    if jobs.count == 1 {
      await run(jobs[0])
    } else {
      await withTaskGroup(of: Void.self) { group in
        for job in jobs {
          group.addTask { await run(job) }
        }
      }
    }
  }

  /// Starts an asynchronous part of an effect as an effect of its own: a task, registered under
  /// its ids, in the lineage of the action that caused it.
  private func startTask(_ job: Job, in site: Site) {
    let registry = self.registry
    let id = registry.insert(
      keys: job.keys,
      location: job.location,
      cause: site.cause,
      origin: site.origin
    )
    let send = Send<Action> { [weak self] action in
      // The effects of the actions this effect sends belong to the same lineage.
      _ = self?.send(action, origin: .effect(site.origin), lineage: site.lineage)
    }
    let dismissHandler = self.instrumentation?.dismissHandler
    let task = Self.spawn(
      job.body, priority: job.priority, id: id, registry: registry,
      dismissHandler: dismissHandler, send: send)
    registry.attach(id: id) { task.cancel() }
    site.lineage.add(task)
  }

  /// Starts the task of an effect, off the main actor from its first instruction.
  ///
  /// Made here, where nothing is isolated, the task does not inherit the main actor: begun on the
  /// main actor (as TCA's are) and hopping off for the body, an effect's start and finish took
  /// two trips through the main actor's queue, each a wake-up of the main thread, where a plain
  /// `Task` takes one (`SendProfile effect-time`: 39–47 µs against 24–30 µs; 28 µs now). The body
  /// may therefore begin before the `send` that started it returns; what it sends still waits
  /// for that `send`, on the main actor.
  private nonisolated static func spawn(
    _ body: @escaping @Sendable (Send<Action>) async -> Void,
    priority: TaskPriority?,
    id: Int,
    registry: CancellationRegistry,
    dismissHandler: DismissHandler?,
    send: Send<Action>
  ) -> Task<Void, Never> {
    Task(priority: priority) {
      await Self.run(
        body, id: id, registry: registry, dismissHandler: dismissHandler, send: send)
    }
  }

  /// Runs an effect's body off the main actor and forgets the effect the moment the body returns,
  /// without waiting for the main actor (a test ending right after receiving the effect's last
  /// action must not see it as still running).
  private nonisolated static func run(
    _ body: @Sendable (Send<Action>) async -> Void,
    id: Int,
    registry: CancellationRegistry,
    dismissHandler: DismissHandler?,
    send: Send<Action>
  ) async {
    defer { registry.remove(id: id) }
    if let dismissHandler {
      await DismissContext.$handler.withValue(dismissHandler) {
        await body(send)
      }
    } else {
      await body(send)
    }
  }

  // MARK: Observation

  func accessState() {
    self.tracker?.access()
  }

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
  var observerCount: Int { self.observers.count }

  private func notifyObservers() {
    guard self.hasObservers else { return }
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
