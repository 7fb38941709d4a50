/// Warns, in debug builds, when a store's state is so large that copying it costs real time and
/// stack: every action copies parts of it, and deep nesting can overflow the stack.
enum StateSizeCheck {
  /// The size above which the store warns.
  static let threshold = 64 * 1024

  static func check<State>(_ state: State, fileID: StaticString, line: UInt) {
    #if DEBUG
      let size = MemoryLayout<State>.size
      guard size > threshold else { return }
      let largest = Mirror(reflecting: state).children
        .map { child in (name: child.label ?? "_", size: inlineSize(of: child.value)) }
        .sorted { $0.size > $1.size }
        .prefix(3)
        .map { "  • \($0.name): \(kibibytes($0.size))" }
        .joined(separator: "\n")
      reportIssue(
        """
        The state of a store created at \(fileID):\(line) takes \(kibibytes(size)) inline \
        (more than \(kibibytes(threshold))). Every action copies parts of it, and nesting it \
        can overflow the stack. Its largest stored properties:

        \(largest)

        Box the large ones with '@CopyOnWrite' (or present children with '@PresentationState'), \
        which keeps them on the heap and makes copies and comparisons of unchanged values cheap.
        """,
        severity: .warning
      )
    #endif
  }

  private static func inlineSize(of value: Any) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type(of: value), do: size)
  }

  private static func kibibytes(_ bytes: Int) -> String {
    bytes < 1024 ? "\(bytes) bytes" : "\(bytes / 1024) KiB"
  }
}
