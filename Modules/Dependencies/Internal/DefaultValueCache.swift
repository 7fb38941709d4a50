import Foundation

/// Default values, computed once per key, context and (in tests) per test.
final class DefaultValueCache: @unchecked Sendable {
  static let shared = DefaultValueCache()

  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    let testID: AnyHashable?
  }

  private let lock = NSLock()
  private var values: [CacheKey: any Sendable] = [:]

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
      return cached as! Key.Value
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
    return self.lock.withLock {
      if let cached = self.values[cacheKey] { return cached as! Key.Value }
      self.values[cacheKey] = value
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

  private func currentTestID() -> AnyHashable? {
    switch TestContext.current {
    case .swiftTesting(let testing?): testing.test.id.rawValue
    case .xcTest: XCTestCases.current.map { AnyHashable("XCTest case \($0)") }
    default: nil
    }
  }
}
