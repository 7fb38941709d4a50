import Foundation

/// Type-erased case paths built once per case key path.
///
/// Building an `AnyCasePath` from a `CaseKeyPath` allocates closures, and reducers build theirs
/// each time their `body` is evaluated, on every action. Key path literals are instantiated once
/// per use site, so the key path object identifies the case path: this cache turns the
/// allocation into a lookup.
@usableFromInline
package enum CasePathCache {
  private final class Entry: @unchecked Sendable {
    // Kept alive so that the object's identity is never reused for another key path.
    let keyPath: AnyKeyPath
    let casePath: Any
    init(keyPath: AnyKeyPath, casePath: Any) {
      self.keyPath = keyPath
      self.casePath = casePath
    }
  }

  private static let entries = LockIsolated<[ObjectIdentifier: Entry]>([:])
  // Key paths built at run time (not literals) would each add an entry; past this, stop caching.
  private static let capacity = 4_096

  /// The type-erased case path of a case key path.
  @usableFromInline
  package static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let id = ObjectIdentifier(keyPath)
    if let entry = self.entries.withValue({ $0[id] }) {
      return entry.casePath as! AnyCasePath<Root, Value>
    }
    let casePath = AnyCasePath(keyPath)
    let entry = Entry(keyPath: keyPath, casePath: casePath)
    self.entries.withValue { entries in
      guard entries.count < self.capacity else { return }
      entries[id] = entry
    }
    return casePath
  }
}
