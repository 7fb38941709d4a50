/// A part of another reference's value, reached by a key path: `$parent.child`.
final class DerivedReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable {
  // Key paths are immutable; the class is only unchecked because `WritableKeyPath` is not
  // declared `Sendable`.
  private let base: Base
  private let keyPath: WritableKeyPath<Base.Value, Value>

  init(base: Base, keyPath: WritableKeyPath<Base.Value, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { self.base.root }

  func project(_ rootValue: Any) -> Value {
    self.base.project(rootValue)[keyPath: self.keyPath]
  }

  func embed(_ value: Value, into rootValue: inout Any) {
    var baseValue = self.base.project(rootValue)
    baseValue[keyPath: self.keyPath] = value
    self.base.embed(baseValue, into: &rootValue)
  }

  var description: String {
    "\(self.base.description)[dynamicMember: \(self.keyPath)]"
  }

  func read() -> Value {
    self.base.read()[keyPath: self.keyPath]
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try self.base.withLock { try body(&$0[keyPath: self.keyPath]) }
  }
}
