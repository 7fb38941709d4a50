import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Stops a test process whose test target does not link the test support.
///
/// Outside Apple platforms, IssueReporting records an issue in Swift Testing only through
/// IssueReportingTestSupport; without it, every `TestStore` failure becomes a printed line and a
/// passing test. A missing product is a mistake in the package manifest, never in a test, so the
/// first `TestStore` of such a process stops it with a message that says what to add.
enum TestSupportCheck {
  /// The symbol IssueReporting looks up to record an issue in Swift Testing.
  static let recordIssueSymbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

  /// What the process prints when the support is missing.
  static let message = """
    TestStore is running in a test process that does not link CoreTestSupport, so its failures \
    would not fail tests under Swift Testing: they would only be printed. In Package.swift, add \
    `.product(name: "CoreTestSupport", package: "swift-unidirectional")` to the dependencies of \
    the test target that uses TestStore (with a path dependency, the package is named after its \
    folder).
    """

  /// Whether the bridge from `reportIssue` to Swift Testing is linked into this process.
  static let isLinked: Bool = {
    #if canImport(Darwin) || os(Windows) || os(WASI)
      // On Apple platforms IssueReporting reaches Swift Testing without the support library.
      return true
    #else
      let handle =
        dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
      return dlsym(handle, recordIssueSymbol) != nil
    #endif
  }()

  /// Stops the process when tests run without the support library; does nothing otherwise.
  static func requireSupport() {
    guard isTesting, !isLinked else { return }
    fatalError(message)
  }
}
