import CustomDump

extension Shared: CustomDumpRepresentable {
  /// The value: a shared value dumps as what it holds.
  public var customDumpValue: Any {
    self.reference.dumpedValue
  }
}

extension Shared: _CustomDiffObject {
  /// While a test store asserts: the expected value and the value the step produced, so that a
  /// diff shows the change of a reference that both states hold.
  public var _customDiffValues: (Any, Any) {
    self.reference.diffValues
  }

  /// The root reference, so that a diff pairs the two sides of one shared value, and a part of
  /// a shared value dumped after the whole (or before it) is shown as the same object.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference.root)
  }
}

extension Shared: CustomStringConvertible {
  /// The type and what it reads: `Shared<Int>(.inMemory("count"))`, `Shared<Int>(value: 0)`.
  public var description: String {
    "\(String(describing: Self.self))(\(self.reference.description))"
  }
}
