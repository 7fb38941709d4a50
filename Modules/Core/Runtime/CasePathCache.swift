import Foundation

/// Type-erased case paths built once per case key path: the generated case path when the enum
/// has a ``_CaseKeyPathTable`` (`@Reducer` gives `Action` one), else one built on the key path.
///
/// Building an `AnyCasePath` from a `CaseKeyPath` allocates closures, and reducers build theirs
/// each time their `body` is evaluated, on every action. Case key path literals are instantiated
/// anew at each evaluation (they carry an argument), so the cache is keyed by key path equality,
/// not identity: the allocation becomes a hash lookup.
@usableFromInline
package enum CasePathCache {
  private final class Entry<Root, Value>: @unchecked Sendable {
    let casePath: AnyCasePath<Root, Value>
    init(_ casePath: AnyCasePath<Root, Value>) { self.casePath = casePath }
  }

  private static let lock = NSLock()
  // Guarded by `lock`.
  nonisolated(unsafe) private static var entries: [AnyKeyPath: AnyObject] = [:]
  // Key paths built at run time (not literals) could each add an entry; past this, stop caching.
  private static let capacity = 4_096

  /// The type-erased case path of a case key path.
  @usableFromInline
  package static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    self.lock.lock()
    let cached = self.entries[keyPath]
    self.lock.unlock()
    if let cached {
      // Equal key paths have the same root and value types.
      return unsafeDowncast(cached, to: Entry<Root, Value>.self).casePath
    }
    let casePath =
      (Root.self as? any _CaseKeyPathTable.Type)?._$casePath(keyPath) as? AnyCasePath<Root, Value>
      ?? AnyCasePath(keyPath)
    let entry = Entry(casePath)
    self.lock.lock()
    if self.entries.count < self.capacity {
      self.entries[keyPath] = entry
    }
    self.lock.unlock()
    return casePath
  }
}
