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

  static func reference<Key: SharedReaderKey>(
    for key: Key,
    default defaultValue: () -> Key.Value
  ) -> RootReference<Key.Value> {
    let cacheKey = CacheKey(keyType: ObjectIdentifier(Key.self), id: AnyHashable(key.id))
    return self.lock.withLock {
      if let existing = self.references[cacheKey]?.reference as? RootReference<Key.Value> {
        return existing
      }
      let reference = RootReference(
        value: defaultValue(),
        persistence: persistence(for: key)
      )
      reference.start()
      if self.references.count > 64 {
        self.references = self.references.filter { $0.value.reference != nil }
      }
      self.references[cacheKey] = WeakBox(reference)
      return reference
    }
  }
}

private func persistence<Key: SharedReaderKey>(
  for key: Key
) -> RootReference<Key.Value>.Persistence {
  var persistence = RootReference<Key.Value>.Persistence(
    load: { try key.load() },
    save: nil,
    saveNow: nil,
    subscribe: { key.subscribe($0) }
  )
  if let key = key as? any SharedKey<Key.Value> {
    persistence.save = { value, didFinish in key.save(value, didFinish: didFinish) }
    persistence.saveNow = { value in try await key.saveNow(value) }
  }
  return persistence
}
