/// Where a shared value lives: a ``SharedReaderKey`` that also saves the changes.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// @Shared(.fileStorage("favorites.json")) var favorites: [Int] = []
/// ```
///
/// Write your own to persist elsewhere: ``save(_:context:continuation:)`` is called after every
/// change (``SaveContext/didSet``: it may coalesce a burst of changes into one write) and when
/// the user asks for a save (``SaveContext/userInitiated``, `$value.save()`: write at once).
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value, now or a little later, and resumes `continuation` once it is stored or could
  /// not be. Called on the thread that made the change: do not block it.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - context: Why the value is saved.
  ///   - continuation: Resumed once the value is stored, or with why it could not be.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The value changed (`withLock`, or a write through the wrapped value).
  case didSet

  /// The user asked for a save: `$value.save()`.
  case userInitiated
}
