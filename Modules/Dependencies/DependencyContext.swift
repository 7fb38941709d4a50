import Foundation

/// The context in which dependencies resolve their default values.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The app runs for real: keys provide their `liveValue`.
  case live
  /// A preview or demo: keys provide their `previewValue`.
  case preview
  /// A test: keys provide their `testValue`.
  case test

  /// The context detected for this process: ``test`` under `swift test` (XCTest or Swift
  /// Testing), otherwise ``live``. The `DEPENDENCY_CONTEXT` environment variable (`live`,
  /// `preview` or `test`) overrides the detection.
  public static let detected: DependencyContext = {
    if let raw = ProcessInfo.processInfo.environment["DEPENDENCY_CONTEXT"],
      let context = DependencyContext(rawValue: raw)
    {
      return context
    }
    return isTesting ? .test : .live
  }()
}

extension DependencyValues {
  /// The context the dependencies resolve their default values in.
  ///
  /// Detected automatically (see ``DependencyContext/detected``), unless `prepareDependencies`
  /// chose one; set it to resolve defaults from another context, for example
  /// `$0.context = .preview` to run a demo with sample data.
  public var context: DependencyContext {
    get { self.explicitContext ?? self.defaults.preparedContext ?? .detected }
    set { self.explicitContext = newValue }
  }
}

extension DependencyValues {
  /// Fresh values in the live context: no overrides, and default values of their own.
  public static var live: DependencyValues { DependencyValues(context: .live) }

  /// Fresh values in the preview context: no overrides, and default values of their own.
  public static var preview: DependencyValues { DependencyValues(context: .preview) }

  /// Fresh values in the test context: no overrides, and default values of their own, so that
  /// `$0 = .test` inside `withDependencies` runs the operation as a new test would.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0 = .test
  /// } operation: {
  ///   // Every dependency reads its test value, computed anew.
  /// }
  /// ```
  public static var test: DependencyValues { DependencyValues(context: .test) }

  private init(context: DependencyContext) {
    self.init()
    self.context = context
  }
}
