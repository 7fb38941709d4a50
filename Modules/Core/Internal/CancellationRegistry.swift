import Atomics
import Dependencies
import Foundation

/// The in-flight effects of one root store, by cancellation id.
///
/// Every root store owns one, so two stores (and two tests) using the same cancellation id never
/// cancel each other's effects. Reducers and effects find their store's registry in the
/// ``ReducerContext`` bound with the dependencies in force.
final class CancellationRegistry: Sendable {
  /// The registry of the store whose reducers or effects are running; a process-wide one
  /// elsewhere.
  static var current: CancellationRegistry {
    (DependencyValues._current.reducerContext ?? .outsideAnyStore).registry
  }

  /// The registry of code that runs in no store (a navigation reducer run by hand, an effect's
  /// `withTaskCancellation` outside any store).
  static let processWide = CancellationRegistry()

  /// A running effect, for cancellation and for the test store's report of unfinished effects.
  struct Record: Sendable {
    var keys: [CancelKey]
    var location: String
    var cause: String
    var origin: SourceLocation?
    var isEffect: Bool
    var cancel: (@Sendable () -> Void)?
    var isCancelled = false
  }

  private struct State {
    var nextID = 0
    var records: [Int: Record] = [:]
    // By cancellation id alone: cancelling an id under a navigation path also reaches the
    // effects its presented descendants started with that id (their paths extend it).
    var idsByID: [AnyHashableSendable: Set<Int>] = [:]
    // By the exact navigation path of a key, so that a navigation reducer finds the effects of
    // its own children (registered at its path) without scanning the others.
    var idsByPath: [NavigationIDPath: PathEffects] = [:]
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  /// The effects registered at one navigation path, and the searches for stale children there
  /// that found none.
  fileprivate struct PathEffects {
    var ids: Set<Int> = []
    // Counts the registrations at this path: a search that found nothing stale stays true until
    // the children change or an effect is registered here.
    var registrations = 0
    // By navigation reducer (a few share a path): the children and the registration count of
    // its last search that found nothing stale.
    var clean: [(search: StaleSearch, registrations: Int)] = []
  }

  // Mutated in place under the lock. (`LockIsolated.withValue` copies the value out and back,
  // which copies these dictionaries on every change: quadratic when a thousand effects start or
  // stop together.)
  private let lock = NSLock()
  // Every access is under `lock`: the runtime's exclusivity check would only repeat it.
  @exclusivity(unchecked) nonisolated(unsafe) private var _state = State()

  // Whether any effect is registered at a navigation path, readable without the lock: most
  // actions run with no cancellable effect anywhere, and every navigation reducer asks.
  private let hasPaths = UnsafeAtomic<Bool>.create(false)

  /// Whether any effect is registered at a navigation path: without one, no child has effects
  /// to cancel. Read without the lock.
  var hasEffectsAtPaths: Bool {
    self.hasPaths.load(ordering: .acquiring)
  }

  private func withState<R>(_ body: (inout State) -> R) -> R {
    self.lock.lock()
    defer { self.lock.unlock() }
    return body(&self._state)
  }

  init() {}

  deinit {
    self.hasPaths.destroy()
  }

  /// Registers an effect that is about to start and returns its id.
  func insert(
    keys: [CancelKey],
    location: String,
    cause: String,
    origin: SourceLocation?,
    isEffect: Bool = true
  ) -> Int {
    self.withState { state in
      let id = state.nextID
      state.nextID += 1
      state.records[id] = Record(
        keys: keys,
        location: location,
        cause: cause,
        origin: origin,
        isEffect: isEffect
      )
      for key in keys {
        state.idsByID[key.id, default: []].insert(id)
        state.idsByPath[key.path, default: PathEffects()].insert(id)
      }
      self.hasPaths.store(!state.idsByPath.isEmpty, ordering: .releasing)
      return id
    }
  }

  /// Gives a registered effect the means to cancel it; cancels at once if it was cancelled
  /// before it started.
  func attach(id: Int, cancel: @escaping @Sendable () -> Void) {
    let cancelNow = self.withState { state -> Bool in
      guard state.records[id] != nil else { return false }
      state.records[id]?.cancel = cancel
      return state.records[id]?.isCancelled == true
    }
    if cancelNow { cancel() }
  }

  /// Forgets a finished effect.
  func remove(id: Int) {
    let waiters = self.withState { state -> [CheckedContinuation<Void, Never>] in
      guard let record = state.records.removeValue(forKey: id) else { return [] }
      for key in record.keys {
        state.idsByID[key.id]?.remove(id)
        if state.idsByID[key.id]?.isEmpty == true { state.idsByID[key.id] = nil }
        state.idsByPath[key.path]?.ids.remove(id)
        if state.idsByPath[key.path]?.ids.isEmpty == true { state.idsByPath[key.path] = nil }
      }
      self.hasPaths.store(!state.idsByPath.isEmpty, ordering: .releasing)
      guard state.records.isEmpty else { return [] }
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every effect registered under `key`'s id at `key`'s navigation path or below it
  /// (by the presented descendants of the feature at that path); never at a sibling's or an
  /// ancestor's path.
  func cancel(_ key: CancelKey) {
    let cancels = self.withState { state -> [@Sendable () -> Void] in
      guard let ids = state.idsByID[key.id] else { return [] }
      var cancels: [@Sendable () -> Void] = []
      var remaining = ids
      for id in ids {
        guard let record = state.records[id],
          record.keys.contains(where: { $0.id == key.id && $0.path.hasPrefix(key.path) })
        else { continue }
        remaining.remove(id)
        state.records[id]?.isCancelled = true
        if let cancel = record.cancel { cancels.append(cancel) }
      }
      state.idsByID[key.id] = remaining.isEmpty ? nil : remaining
      return cancels
    }
    for cancel in cancels { cancel() }
  }

  /// Cancels the effects registered at exactly `path` under an id for which `isStale` returns
  /// true (and, as ``cancel(_:)`` does, the effects under that id deeper down).
  ///
  /// Navigation reducers call it on every action with "a child of mine that is no longer in the
  /// state", so that a child's effects stop whichever reducer removed it. A search that found
  /// nothing stale for the same reducer (`owner`) and the same children (`children`, as the
  /// caller's `areCurrent` compares them), with no effect registered at the path since, is not
  /// made again: an action costs the same whether ten or a thousand effects run at the path.
  func cancelStale(
    at path: @autoclosure () -> NavigationIDPath,
    owner: AnyObject,
    children: (any Hashable)?,
    areCurrent: (any Hashable) -> Bool,
    where isStale: (AnyHashableSendable) -> Bool
  ) {
    // Most actions run with no cancellable effect anywhere: no lock to take, no path to read or
    // hash.
    guard self.hasPaths.load(ordering: .acquiring) else { return }
    let path = path()
    let staleKeys = self.withState { state -> [CancelKey] in
      guard let effects = state.idsByPath[path] else { return [] }
      if children != nil,
        effects.clean.contains(where: {
          $0.registrations == effects.registrations
            && $0.search.matches(owner: owner, areCurrent: areCurrent)
        })
      {
        return []
      }
      var keys: [CancelKey] = []
      for id in effects.ids {
        guard let record = state.records[id], !record.isCancelled else { continue }
        for key in record.keys where key.path == path && isStale(key.id) {
          keys.append(key)
        }
      }
      if keys.isEmpty, let children {
        state.idsByPath[path]?.recordClean(StaleSearch(owner: owner, children: children))
      }
      return keys
    }
    for key in Set(staleKeys) {
      self.cancel(key)
    }
  }

  /// Cancels every effect.
  func cancelAll() {
    let cancels = self.withState { state -> [@Sendable () -> Void] in
      state.idsByID.removeAll()
      return state.records.keys.compactMap { id in
        state.records[id]?.isCancelled = true
        return state.records[id]?.cancel
      }
    }
    for cancel in cancels { cancel() }
  }

  /// The effects still running, oldest first.
  var running: [Record] {
    self.withState { state in
      state.records.sorted { $0.key < $1.key }.map(\.value).filter(\.isEffect)
    }
  }

  /// The number of effects still running, without listing them (polled by the app's session).
  var runningCount: Int {
    self.withState { state in
      state.records.values.reduce(0) { count, record in record.isEffect ? count + 1 : count }
    }
  }

  /// The number of effects still running whose navigation path starts with `path`.
  func runningCount(under path: NavigationIDPath) -> Int {
    self.withState { state in
      state.records.values.filter { record in
        record.isEffect
          && record.keys.contains { $0.path.hasPrefix(path) && !$0.path.isEmpty }
      }
      .count
    }
  }

  /// Runs `operation` in a task of its own, registered under `keys` (as an operation, not an
  /// effect), and waits for it: cancelling any of the ids, or the calling task, stops it.
  ///
  /// The one register–cancel–remove sequence of the runtime, for `withTaskCancellation` and for
  /// the `.cancellable` parts of a concatenation's steps.
  func withCancellation<T: Sendable>(
    keys: [CancelKey],
    location: String = "",
    operation: @escaping @Sendable () async -> T
  ) async -> T {
    let id = self.insert(keys: keys, location: location, cause: "", origin: nil, isEffect: false)
    let task = Task { await operation() }
    self.attach(id: id) { task.cancel() }
    defer { self.remove(id: id) }
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Waits until no effect is running.
  func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let isIdle = self.withState { state -> Bool in
        guard !state.records.isEmpty else { return true }
        state.waiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }
}

extension CancellationRegistry.PathEffects {
  mutating func insert(_ id: Int) {
    self.ids.insert(id)
    self.registrations &+= 1
  }

  mutating func recordClean(_ search: StaleSearch) {
    if let index = self.clean.firstIndex(where: { $0.search.owner === search.owner }) {
      self.clean[index] = (search, self.registrations)
    } else {
      self.clean.append((search, self.registrations))
    }
  }
}

/// A navigation reducer's search for stale children: the reducer (the key path to its children)
/// and what stands for its set of children (a stack's ids token, the one presented child's
/// identity). Both are held, so that the key path's identity is never reused.
struct StaleSearch {
  let owner: AnyObject
  let children: any Hashable

  /// Whether this search was made by the reducer `owner` on the children it has now, as
  /// `areCurrent` tells: the caller compares them as their own type, known where it is
  /// specialised. (Compared here, in unspecialised code, the children were optionals of a type
  /// known only at run time, whose metadata and conformance `==` looked up in the runtime's
  /// caches on every action of a feature whose children run effects:
  /// `SendProfile growth effects`.)
  func matches(owner: AnyObject, areCurrent: (any Hashable) -> Bool) -> Bool {
    self.owner === owner && areCurrent(self.children)
  }
}
