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
  private var subscription: SharedSubscription?
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var pendingSaves = 0

  /// What a key lets a reference do with its storage.
  struct Persistence: Sendable {
    var load: @Sendable () throws -> Value?
    var save: (@Sendable (Value, _ didFinish: @escaping @Sendable ((any Error)?) -> Void) -> Void)?
    var saveNow: (@Sendable (Value) async throws -> Void)?
    var subscribe:
      @Sendable (_ receive: @escaping @Sendable (Result<Value?, any Error>) -> Void) ->
        SharedSubscription
  }

  init(value: Value, persistence: Persistence? = nil) {
    self.value = value
    self.persistence = persistence
  }

  /// Loads the stored value (the given one stays when nothing is stored or the load fails) and
  /// starts listening to outside changes.
  func start() {
    guard let persistence = self.persistence else { return }
    do {
      if let loaded = try persistence.load() {
        self.lock.withLock { self.value = loaded }
      }
    } catch {
      self.lock.withLock { self._loadError = error }
    }
    let subscription = persistence.subscribe { [weak self] result in
      self?.receiveOutsideChange(result)
    }
    self.lock.withLock { self.subscription = subscription }
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
    let (result, saved) = try self.registrar.withMutation(of: self, keyPath: \.observedValue) {
      try self.lock.withLock {
        tracker?.willModify(self, value: self.value)
        // `body` changes a copy: it may read this reference (directly, or through a `Shared`
        // derived from it), and a read of the stored property during an inout access to it is
        // an exclusivity violation. Reads inside `body` see the value from before the change.
        // A throwing `body` keeps the changes it made before throwing, as an inout access does.
        var value = self.value
        defer { self.value = value }
        return (try body(&value), value)
      }
    }
    self.save(saved)
    return result
  }

  /// The key path observers of the value register on: the value as a whole.
  private var observedValue: Void { () }

  /// The key path observers of ``loadError``, ``saveError`` and ``isSaving`` register on. Apart
  /// from the value's, so that a save landing (on the storage's writer thread, where the
  /// notification then comes from) re-renders only the views that show the save's status.
  private var observedStatus: Void { () }

  /// Why the stored value could not be loaded, if it could not (the reference then holds the
  /// declared default).
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

  /// Writes the current value through the key now, and waits for it.
  func saveNow() async throws {
    guard let saveNow = self.persistence?.saveNow else { return }
    let value = self.lock.withLock { self.value }
    do {
      try await saveNow(value)
      self.setSaveError(nil)
    } catch {
      self.setSaveError(error)
      throw error
    }
  }

  private func save(_ value: Value) {
    guard let save = self.persistence?.save else { return }
    self.lock.withLock { self.pendingSaves += 1 }
    save(value) { [weak self] error in
      guard let self else { return }
      self.registrar.withMutation(of: self, keyPath: \.observedStatus) {
        self.lock.withLock {
          self.pendingSaves -= 1
          self._saveError = error
        }
      }
    }
  }

  private func setSaveError(_ error: (any Error)?) {
    self.registrar.withMutation(of: self, keyPath: \.observedStatus) {
      self.lock.withLock { self._saveError = error }
    }
  }

  private func receiveOutsideChange(_ result: Result<Value?, any Error>) {
    self.registrar.withMutation(of: self, keyPath: \.observedValue) {
      self.lock.withLock {
        switch result {
        case .success(let value?):
          SharedChangeTracker.current?.willModify(self, value: self.value)
          self.value = value
          self._loadError = nil
        case .success(nil):
          break
        case .failure(let error):
          self._loadError = error
        }
      }
    }
  }
}
