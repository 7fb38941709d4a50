import Foundation

/// Where a `Shared` (or `SharedReader`) keeps its reference: one box for the value and all its
/// copies, so that reassigning `$value` re-points every copy, as swift-sharing does.
///
/// A derived `Shared` (`$parent.child`), an unwrapped one and `SharedReader($value)` get boxes
/// of their own: they keep reading the reference they were made from.
final class SharedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _reference: any SharedReference<Value>

  init(_ reference: any SharedReference<Value>) {
    self._reference = reference
  }

  /// The reference the value and its copies read and write.
  var reference: any SharedReference<Value> {
    get { self.lock.withLock { self._reference } }
    set {
      let old = self.lock.withLock {
        defer { self._reference = newValue }
        return self._reference
      }
      // Views that read the old reference through this box re-read, and find the new one.
      old.root.touch()
    }
  }
}
