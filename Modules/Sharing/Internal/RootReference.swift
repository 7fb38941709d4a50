import Foundation
import Observation

/// The single reference of one key (or of one `Shared(value:)`): it holds the value, its lock
/// and observation registrar, and saves changes through the key.
final class RootReference<Value>: SharedReference, SharedRoot, SharedErrors, Observable,
  @unchecked Sendable
{
  private let lock = NSRecursiveLock()
  private var value: Value
  private let registrar = ObservationRegistrar()
  private let persistence: Persistence?
  private let initialValue: Value
  private var subscription: SharedSubscription?
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var pendingSaves = 0
  /// Whether ``start(skipInitialLoad:)`` has returned: a value loaded before is the one the
  /// reference starts with, not a change observers or a test's change tracker hear about.
  private var isStarted = false

  /// What a key lets a reference do with its storage.
  struct Persistence: Sendable {
    /// The key: `String(reflecting:)` of it describes the reference, `String(describing:)` of it
    /// names it in a misused continuation's issue.
    var key: any Sendable
    var load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
    var subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
    var save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  }

  init(value: Value, persistence: Persistence? = nil) {
    self.value = value
    self.initialValue = value
    self.persistence = persistence
  }

  /// Loads the stored value (unless the caller has just loaded it) and starts listening to
  /// outside changes. A key that resumes at once leaves the loaded value in place before this
  /// returns; one that resumes later leaves the reference loading (``isLoading``) until then.
  func start(skipInitialLoad: Bool = false) {
    guard let persistence = self.persistence else { return }
    let receive: @Sendable (Result<Value?, any Error>) -> Void = { [weak self] result in
      self?.receive(result)
    }
    let context: LoadContext<Value> =
      skipInitialLoad ? .userInitiated : .initialValue(self.initialValue)
    if !skipInitialLoad {
      self.lock.withLock { self._isLoading = true }
      persistence.load(
        context, LoadContinuation(String(describing: persistence.key), callback: receive))
    }
    let subscription = persistence.subscribe(
      context,
      SharedSubscriber(
        callback: receive,
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    self.lock.withLock {
      self.subscription = subscription
      self.isStarted = true
    }
  }

  deinit {
    self.subscription?.cancel()
  }

  var root: any SharedRoot { self }

  var currentValue: Any { self.lock.withLock { self.value } }

  func project(_ rootValue: Any) -> Value { rootValue as! Value }

  func embed(_ value: Value, into rootValue: inout Any) { rootValue = value }

  func read() -> Value {
    self.registrar.access(self, keyPath: \.observedValue)
    return self.lock.withLock { self.value }
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let tracker = SharedChangeTracker.current
    return try self.registrar.withMutation(of: self, keyPath: \.observedValue) {
      try self.lock.withLock {
        tracker?.willModify(self, value: self.value)
        // `body` changes a copy: it may read this reference (directly, or through a `Shared`
        // derived from it), and a read of the stored property during an inout access to it is
        // an exclusivity violation. Reads inside `body` see the value from before the change.
        // A throwing `body` keeps the changes it made before throwing, as an inout access does.
        var value = self.value
        defer { self.value = value }
        let result = try body(&value)
        // Under the lock: the key gets concurrent changes in their order, so its last save
        // holds the newest value.
        self.save(value)
        return result
      }
    }
  }

  func touch() {
    self.registrar.withMutation(of: self, keyPath: \.observedValue) {}
  }

  /// The key path observers of the value register on: the value as a whole.
  private var observedValue: Void { () }

  /// The key path observers of ``loadError``, ``saveError`` and ``isSaving`` register on. Apart
  /// from the value's, so that a save landing (on the storage's writer thread, where the
  /// notification then comes from) re-renders only the views that show the save's status.
  private var observedStatus: Void { () }

  /// Why the stored value could not be loaded, if it could not (the reference then keeps the
  /// value it had).
  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: \.observedStatus)
    return self.lock.withLock { self._loadError }
  }

  /// Why the last save failed, if it did; `nil` again once a save succeeds.
  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: \.observedStatus)
    return self.lock.withLock { self._saveError }
  }

  /// Whether a save of a change is still on its way to the storage.
  var isSaving: Bool {
    self.registrar.access(self, keyPath: \.observedStatus)
    return self.lock.withLock { self.pendingSaves > 0 }
  }

  /// Whether the key is loading the value.
  var isLoading: Bool {
    self.registrar.access(self, keyPath: \.observedStatus)
    return self.lock.withLock { self._isLoading }
  }

  /// Writes the current value through the key now (``SaveContext/userInitiated``), and waits.
  func saveNow() async throws {
    guard let persistence = self.persistence, let save = persistence.save else { return }
    let value = self.lock.withLock { self.value }
    do {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        save(
          value, .userInitiated,
          SaveContinuation(String(describing: persistence.key)) { result in
            continuation.resume(with: result.map { _ in () })
          }
        )
      }
      self.setStatus { $0._saveError = nil }
    } catch {
      self.setStatus { $0._saveError = error }
      throw error
    }
  }

  /// Loads the value through the key now (``LoadContext/userInitiated``), and waits.
  func loadNow() async throws {
    guard let persistence = self.persistence else { return }
    self.setLoading(true)
    defer { self.setLoading(false) }
    do {
      // The loaded value goes in where the key hands it over: it need not be `Sendable`.
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        persistence.load(
          .userInitiated,
          LoadContinuation(String(describing: persistence.key)) { [weak self] result in
            if case .success(let value?) = result {
              self?.setValue(value)
            }
            continuation.resume(with: result.map { _ in () })
          }
        )
      }
      self.setStatus { $0._loadError = nil }
    } catch {
      self.setStatus { $0._loadError = error }
      throw error
    }
  }

  /// The key, as `String(reflecting:)` shows it, or the value of a reference without key.
  var description: String {
    guard let persistence = self.persistence else {
      return "value: \(String(reflecting: self.lock.withLock { self.value }))"
    }
    return String(reflecting: persistence.key)
  }

  private func save(_ value: Value) {
    guard let persistence = self.persistence, let save = persistence.save else { return }
    self.lock.withLock { self.pendingSaves += 1 }
    save(
      value, .didSet,
      SaveContinuation(String(describing: persistence.key)) { [weak self] result in
        self?.setStatus { reference in
          reference.pendingSaves -= 1
          switch result {
          case .success:
            reference._saveError = nil
            reference._loadError = nil
          case .failure(let error):
            reference._saveError = error
          }
        }
      }
    )
  }

  private func setStatus(_ change: (RootReference) -> Void) {
    self.registrar.withMutation(of: self, keyPath: \.observedStatus) {
      self.lock.withLock { change(self) }
    }
  }

  private func setLoading(_ isLoading: Bool) {
    self.setStatus { $0._isLoading = isLoading }
  }

  private func setValue(_ value: Value) {
    let isStarted = self.lock.withLock { self.isStarted }
    guard isStarted else {
      self.lock.withLock { self.value = value }
      return
    }
    self.registrar.withMutation(of: self, keyPath: \.observedValue) {
      self.lock.withLock {
        SharedChangeTracker.current?.willModify(self, value: self.value)
        self.value = value
      }
    }
  }

  /// A load's or a subscription's result: a value (`nil`: nothing stored, back to the declared
  /// value), or why the stored value cannot be read (the value stays).
  private func receive(_ result: Result<Value?, any Error>) {
    switch result {
    case .success(let value):
      self.setValue(value ?? self.initialValue)
      self.setStatus {
        $0._isLoading = false
        $0._loadError = nil
      }
    case .failure(let error):
      self.setStatus {
        $0._isLoading = false
        $0._loadError = error
      }
    }
  }
}
