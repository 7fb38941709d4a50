import Foundation

/// The live references of every key, so that keys with equal ids share one.
///
/// Weak: a reference goes away with its last `Shared`, and the next one loads the stored value
/// again. A key's id includes the storage it uses (an in-memory storage, a file storage), which
/// tests take from their dependencies, so parallel tests never share a reference.
enum SharedReferences {
  private struct CacheKey: Hashable, @unchecked Sendable {
    var keyType: ObjectIdentifier
    var id: AnyHashable
  }

  private final class WeakBox: @unchecked Sendable {
    weak var reference: AnyObject?
    init(_ reference: AnyObject) { self.reference = reference }
  }

  // Recursive: loading a key may declare another `Shared`.
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var references: [CacheKey: WeakBox] = [:]

  /// The reference of `key`: the live one, or a new one holding `defaultValue` until the key
  /// loads its stored value.
  ///
  /// The default is computed outside the lock: computing it may take time or declare other
  /// shared values (a dependency's initializer), and must block neither. When another thread
  /// made the key's reference meanwhile, that one wins and the computed default is dropped.
  static func reference<Key: SharedReaderKey>(
    for key: Key,
    default defaultValue: () throws -> Key.Value,
    skipInitialLoad: Bool = false
  ) rethrows -> RootReference<Key.Value> {
    let cacheKey = CacheKey(keyType: ObjectIdentifier(Key.self), id: AnyHashable(key.id))
    if let existing = self.existing(cacheKey, Key.Value.self) {
      return existing
    }
    let value = try defaultValue()
    return self.lock.withLock {
      if let existing = self.existing(cacheKey, Key.Value.self) {
        return existing
      }
      let reference = RootReference(value: value, persistence: persistence(for: key))
      if self.references.count > 64 {
        self.references = self.references.filter { $0.value.reference != nil }
      }
      self.references[cacheKey] = WeakBox(reference)
      reference.start(skipInitialLoad: skipInitialLoad)
      return reference
    }
  }

  private static func existing<Value>(
    _ cacheKey: CacheKey,
    _: Value.Type
  ) -> RootReference<Value>? {
    self.lock.withLock { self.references[cacheKey]?.reference as? RootReference<Value> }
  }
}

private func persistence<Key: SharedReaderKey>(
  for key: Key
) -> RootReference<Key.Value>.Persistence {
  var persistence = RootReference<Key.Value>.Persistence(
    key: key,
    load: { key.load(context: $0, continuation: $1) },
    subscribe: { key.subscribe(context: $0, subscriber: $1) },
    save: nil
  )
  if let key = key as? any SharedKey<Key.Value> {
    persistence.save = { key.save($0, context: $1, continuation: $2) }
  }
  return persistence
}
