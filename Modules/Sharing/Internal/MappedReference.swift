/// A read-only value computed from another reference's (`$count.read { $0 * 2 }`, or a key path
/// without setter): readers only, so writes never reach the base.
final class MappedReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable {
  // The transform is `@Sendable`; the class is unchecked only because `Base` is a protocol
  // whose conformers are all `Sendable`.
  private let base: Base
  private let transform: @Sendable (Base.Value) -> Value
  let description: String

  init(base: Base, description: String, transform: @escaping @Sendable (Base.Value) -> Value) {
    self.base = base
    self.transform = transform
    self.description = description
  }

  var root: any SharedRoot { self.base.root }

  func project(_ rootValue: Any) -> Value {
    self.transform(self.base.project(rootValue))
  }

  func embed(_ value: Value, into rootValue: inout Any) {
    // A computed value has nowhere to go: the base keeps its own.
  }

  func read() -> Value {
    self.transform(self.base.read())
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    // Readers never write; a change to a computed value would be lost, so it stays local.
    var value = self.read()
    return try body(&value)
  }
}
