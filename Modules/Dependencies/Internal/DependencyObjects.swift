import Foundation

/// The dependencies objects were created under, for `withDependencies(from:)`.
///
/// An object's `@Dependency` properties each keep the values in force when it was created. An
/// object without such properties is remembered here (weakly) when a `withDependencies`
/// operation returns it, with the values that operation ran under.
enum DependencyObjects {
  private static let lock = NSLock()
  // Guarded by `lock`.
  nonisolated(unsafe) private static var table = Table()

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    // Dead entries are swept when the table has doubled since the last sweep, so a sweep costs
    // a constant amount per remembered object.
    var sweepThreshold = 64
  }

  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  /// Remembers the values `object` was made under.
  static func remember(_ object: AnyObject, values: DependencyValues) {
    let swept: [ObjectIdentifier: Entry] = Self.lock.withLock {
      Self.table.entries[ObjectIdentifier(object)] = Entry(object: object, values: values)
      guard Self.table.entries.count >= Self.table.sweepThreshold else { return [:] }
      let entries = Self.table.entries
      Self.table.entries = entries.filter { $0.value.object != nil }
      Self.table.sweepThreshold = max(64, 2 * Self.table.entries.count)
      return entries
    }
    // The swept values are released outside the lock: releasing one may free an object whose
    // deinitializer creates another.
    _ = swept
  }

  /// The values `object` was created under: those its `@Dependency` properties captured (the
  /// later-declared winning where they differ), or those remembered for it; `nil` when neither.
  static func values(of object: AnyObject) -> DependencyValues? {
    var captured: DependencyValues?
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let dependency = child.value as? any _HasInitialDependencyValues else { continue }
        captured = captured?.merging(dependency.initialValues) ?? dependency.initialValues
      }
      mirror = current.superclassMirror
    }
    if let captured { return captured }
    return Self.lock.withLock {
      // An identifier is reused once its object is gone: only a live entry is this object's.
      guard let entry = Self.table.entries[ObjectIdentifier(object)], entry.object === object
      else { return nil }
      return entry.values
    }
  }
}

/// A `@Dependency` property, seen through a mirror.
protocol _HasInitialDependencyValues {
  /// The values in force when the property was created.
  var initialValues: DependencyValues { get }
}

extension Dependency: _HasInitialDependencyValues {}
