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
  /// Detected automatically (see ``DependencyContext/detected``); set it to resolve defaults
  /// from another context, for example `$0.context = .preview` to run a demo with sample data.
  public var context: DependencyContext {
    get { self.explicitContext ?? .detected }
    set { self.explicitContext = newValue }
  }
}
