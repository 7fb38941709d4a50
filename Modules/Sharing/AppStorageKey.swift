import Dependencies
import Foundation

/// A ``SharedKey`` whose value lives in `UserDefaults`, under a string key.
///
/// ```swift
/// @Shared(.appStorage("isHapticsOn")) var isHapticsOn = true
/// ```
///
/// Reading a key that holds nothing stores the declared default, as SwiftUI's `@AppStorage`
/// reading does not but swift-sharing does: other readers of the defaults then see it. Every
/// `Shared` of one key and store shares one value. A change another part of the process makes
/// through the store is heard through `UserDefaults.didChangeNotification`, where the platform
/// posts it (Apple platforms do; Foundation on Linux does not, so there only changes made
/// through a `Shared` are seen).
public struct AppStorageKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let key: String
  private let store: UncheckedDefaults
  private let lookup: AppStorageLookup<Value>

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedDefaults(store ?? defaultStore)
    self.lookup = lookup
  }

  /// The key and the store.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: self.key, store: ObjectIdentifier(self.store.defaults))
  }

  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(String(reflecting: self.key)))" }

  /// Loads the stored value; stores the declared default when the key holds nothing.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(self.stored(default: context.initialValue)))
  }

  /// Hears the store's change notifications and delivers the key's new value when it changed.
  public func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let last = LockIsolated(Self.fingerprint(self.store.defaults, self.key))
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification,
      object: self.store.defaults,
      queue: nil
    ) { _ in
      guard !AppStorageWrite.isWriting else { return }
      let fingerprint = Self.fingerprint(self.store.defaults, self.key)
      let changed = last.withValue { last in
        defer { last = fingerprint }
        return last != fingerprint
      }
      guard changed else { return }
      if let value = self.lookup.load(self.store.defaults, self.key) {
        subscriber.yield(value)
      } else {
        subscriber.yieldReturningInitialValue()
      }
    }
    let token = UncheckedObserver(observer)
    return SharedSubscription { NotificationCenter.default.removeObserver(token.observer) }
  }

  /// Writes the value to the store at once.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    AppStorageWrite.$isWriting.withValue(true) {
      self.lookup.save(value, self.store.defaults, self.key)
    }
    continuation.resume()
  }

  /// What the key holds, as text: enough to tell a change from a notification about another
  /// key.
  private static func fingerprint(_ defaults: UserDefaults, _ key: String) -> String? {
    defaults.object(forKey: key).map { String(reflecting: $0) }
  }

  private func stored(default initialValue: Value?) -> Value? {
    if let value = self.lookup.load(self.store.defaults, self.key) {
      return value
    }
    if let initialValue {
      AppStorageWrite.$isWriting.withValue(true) {
        self.lookup.save(initialValue, self.store.defaults, self.key)
      }
    }
    return nil
  }
}

/// What makes two ``AppStorageKey``s the same: their key and store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

extension DependencyValues {
  /// The defaults `.appStorage` keys use unless given a store: `UserDefaults.standard` in the
  /// app, a fresh store of its own (``Foundation/UserDefaults/inMemory``) in each test and
  /// preview, so that tests never see each other's values.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].defaults }
    set { self[DefaultAppStorageKey.self] = UncheckedDefaults(newValue) }
  }
}

extension UserDefaults {
  /// A new store of defaults no other code uses: a suite with a unique name, for tests and
  /// previews.
  public static var inMemory: UserDefaults {
    UserDefaults(suiteName: "unidirectional.sharing.\(UUID().uuidString)")!
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedDefaults { UncheckedDefaults(.standard) }
  static var testValue: UncheckedDefaults { UncheckedDefaults(.inMemory) }
  static var previewValue: UncheckedDefaults { UncheckedDefaults(.inMemory) }
}

/// Whether this task is writing a key: its own write's notification is not an outside change.
private enum AppStorageWrite {
  @TaskLocal static var isWriting = false
}

/// `UserDefaults` is thread-safe, but not declared `Sendable` on every platform.
struct UncheckedDefaults: @unchecked Sendable {
  let defaults: UserDefaults
  init(_ defaults: UserDefaults) { self.defaults = defaults }
}

/// A notification center token, removed from any thread.
private struct UncheckedObserver: @unchecked Sendable {
  let observer: any NSObjectProtocol
  init(_ observer: any NSObjectProtocol) { self.observer = observer }
}
