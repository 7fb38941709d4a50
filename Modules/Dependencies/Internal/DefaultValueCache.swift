import Atomics
import Foundation

/// Default values, computed once per key, context and (in tests) per test, and the values
/// `prepareDependencies` put in their place.
final class DefaultValueCache: @unchecked Sendable {
  /// The process's default values, used wherever the values do not descend from a
  /// `DependencyValues()`.
  static let shared = DefaultValueCache()

  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    let testID: AnyHashable?
  }

  private struct Entry {
    let value: any Sendable
    /// The `prepareDependencies` call that read or set the value, if any.
    let preparation: Preparation.ID?
  }

  private let lock = NSLock()
  // Guarded by `lock`.
  private var values: [CacheKey: Entry] = [:]
  private var preparedContexts: [AnyHashable?: DependencyContext] = [:]
  // Set once a context has been prepared, so that reading the context costs no lock before.
  private let hasPreparedContext = ManagedAtomic(false)

  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    resolution: DependencyResolution,
    isShared: inout Bool
  ) -> Key.Value {
    // Per test in every context, not only `.test`: a test may switch to `.preview` (or `.live`)
    // and must not share a stateful default with the tests running beside it.
    let cacheKey = CacheKey(
      key: ObjectIdentifier(key),
      context: context,
      testID: currentTestID()
    )
    // Outside tests, one value serves the whole process.
    isShared = cacheKey.testID == nil
    if let cached = self.lock.withLock({ self.values[cacheKey] }) {
      return cached.value as! Key.Value
    }
    var resolution = resolution
    if OverrideScope.isActive {
      resolution.liveValueForOverride = LockIsolated(false)
    }
    // Computed outside the lock: a default value may itself read other dependencies.
    let value: Key.Value = DependencyResolution.$current.withValue(resolution) {
      switch context {
      case .live: Self.liveValue(of: Key.self, resolution: resolution)
      case .preview: Key.previewValue
      case .test: Key.testValue
      }
    }
    if resolution.liveValueForOverride?.value == true {
      // Read by an override, which replaces it: the next read elsewhere resolves (and reports)
      // on its own.
      isShared = false
      return value
    }
    let preparation = Preparation.current
    return self.lock.withLock {
      if let cached = self.values[cacheKey] { return cached.value as! Key.Value }
      self.values[cacheKey] = Entry(value: value, preparation: preparation)
      return value
    }
  }

  private static func liveValue<Key: TestDependencyKey>(
    of key: Key.Type,
    resolution: DependencyResolution
  ) -> Key.Value {
    guard let liveKey = key as? any DependencyKey.Type else {
      let access = resolution.access
      reportIssue(
        """
        @Dependency(\(resolution.name(of: Key.self))) has no live implementation, but was \
        accessed from a live context. Conform '\(typeName(Key.self))' to 'DependencyKey' where \
        its live value is available, or override it with 'withDependencies'.
        """,
        fileID: access?.fileID ?? #fileID,
        filePath: access?.filePath ?? #filePath,
        line: access?.line ?? #line,
        column: access?.column ?? #column
      )
      return Key.testValue
    }
    func open<Live: DependencyKey>(_ key: Live.Type) -> any Sendable { Live.liveValue }
    return open(liveKey) as! Key.Value
  }

  /// The context `prepareDependencies` chose for the current test (or the process), if any.
  var preparedContext: DependencyContext? {
    guard self.hasPreparedContext.load(ordering: .relaxed) else { return nil }
    let testID = self.currentTestID()
    return self.lock.withLock { self.preparedContexts[testID] }
  }

  /// Makes `context` the context of the current test (or the process) where no other is set.
  func prepare(context: DependencyContext) {
    let testID = self.currentTestID()
    self.lock.withLock { self.preparedContexts[testID] = context }
    self.hasPreparedContext.store(true, ordering: .relaxed)
  }

  /// Makes `value` the default value of the key `key` in `context` for the current test (or the
  /// process), unless the key's default was already read or prepared outside `preparation`.
  ///
  /// - Returns: `false` when the key was already read or prepared; nothing changed then.
  func prepare(
    _ value: any Sendable,
    for key: ObjectIdentifier,
    context: DependencyContext,
    preparation: Preparation.ID
  ) -> Bool {
    let cacheKey = CacheKey(key: key, context: context, testID: self.currentTestID())
    return self.lock.withLock {
      if let existing = self.values[cacheKey], existing.preparation !== preparation {
        // A preview's defaults may be replaced until one is prepared (a preview's entry point
        // runs after the previewed code read them).
        guard context == .preview, existing.preparation == nil else { return false }
      }
      self.values[cacheKey] = Entry(value: value, preparation: preparation)
      return true
    }
  }

  private func currentTestID() -> AnyHashable? {
    switch TestContext.current {
    case .swiftTesting(let testing?): testing.test.id.rawValue
    case .xcTest: XCTestCases.current.map { AnyHashable("XCTest case \($0)") }
    default: nil
    }
  }
}
