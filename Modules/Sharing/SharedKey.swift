/// Where a shared value lives: a ``SharedReaderKey`` that also saves the changes.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
/// ```
///
/// Write your own to persist elsewhere: ``save(_:didFinish:)`` is called after every change
/// and may coalesce a burst of changes into one write; ``saveNow(_:)`` writes at once.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a changed value, now or a little later, then calls `didFinish` with the failure,
  /// if any. Called on the thread that made the change: do not block it.
  ///
  /// - Parameters:
  ///   - value: The value after the change.
  ///   - didFinish: Called once the value is stored (`nil`) or could not be (the error).
  func save(_ value: Value, didFinish: @escaping @Sendable ((any Error)?) -> Void)

  /// Saves a value now, and returns once it is stored.
  ///
  /// - Parameter value: The value.
  /// - Throws: Why it could not be stored.
  func saveNow(_ value: Value) async throws
}
