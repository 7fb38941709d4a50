import Foundation

/// A non-optional view of an optional reference (`Shared($rows[id: id])`): while the base holds
/// a value it reads and writes that value; once the base is `nil` (the row was removed) it keeps
/// the last value it saw, so a feature still showing the row reads something sensible.
final class UnwrappedReference<Base: SharedReference<Value?>, Value>: SharedReference,
  @unchecked Sendable
{
  private let base: Base
  private let lock = NSLock()
  private var lastValue: Value

  init(base: Base, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  var root: any SharedRoot { self.base.root }

  func project(_ rootValue: Any) -> Value {
    guard let value = self.base.project(rootValue) else {
      return self.lock.withLock { self.lastValue }
    }
    return value
  }

  func embed(_ value: Value, into rootValue: inout Any) {
    guard self.base.project(rootValue) != nil else {
      self.lock.withLock { self.lastValue = value }
      return
    }
    self.base.embed(value, into: &rootValue)
  }

  var description: String { "\(self.base.description)!" }

  func read() -> Value {
    guard let value = self.base.read() else {
      return self.lock.withLock { self.lastValue }
    }
    self.lock.withLock { self.lastValue = value }
    return value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try self.base.withLock { optional in
      guard var value = optional else {
        // The base's value is gone: changes go to the kept value only.
        var kept = self.lock.withLock { self.lastValue }
        defer { self.lock.withLock { self.lastValue = kept } }
        return try body(&kept)
      }
      defer {
        optional = value
        self.lock.withLock { self.lastValue = value }
      }
      return try body(&value)
    }
  }
}

/// The unwrapping reference of an optional one, its base type opened from the existential.
func unwrappedReference<Base: SharedReference<Value?>, Value>(
  _ base: Base,
  initialValue: Value
) -> any SharedReference<Value> {
  UnwrappedReference(base: base, initialValue: initialValue)
}
