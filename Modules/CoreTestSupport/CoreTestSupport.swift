/// # CoreTestSupport
///
/// The product every test target that uses ``Core/TestStore`` depends on. It links the bridge
/// that turns a reported issue into a failing test under Swift Testing and XCTest, starts default
/// dependency values afresh in every XCTest test method, and re-exports `Core`, so
/// `import CoreTestSupport` (or `import Core`) is all a test file needs.
///
/// ```swift
/// .testTarget(
///   name: "StopwatchFeatureTests",
///   dependencies: [
///     "StopwatchFeature",
///     .product(name: "CoreTestSupport", package: "swift-unidirectional"),
///   ]
/// )
/// ```
///
/// Without it, a failed assertion would only print a line under Swift Testing and the test would
/// pass; so the first `TestStore` created in a test process that lacks it stops the process with
/// a message naming this product.
@_exported import Core
import IssueReportingTestSupport
