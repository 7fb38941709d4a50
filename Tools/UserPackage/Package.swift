// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package of a user's own, outside the repository's package, that depends on it by path as the
// README shows. `Tools/user-package-check` builds and tests it; see README.md beside this file.

// A path dependency is named after its folder: the clone's folder, whatever it is called.
let repositoryName = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .lastPathComponent

// `USER_PACKAGE_WITHOUT_TEST_SUPPORT=1` makes the mistake the README warns about: test targets
// that depend on `Core` instead of `CoreTestSupport`.
let testSupport: Target.Dependency =
  ProcessInfo.processInfo.environment["USER_PACKAGE_WITHOUT_TEST_SUPPORT"] == nil
  ? .product(name: "CoreTestSupport", package: repositoryName)
  : .product(name: "Core", package: repositoryName)

// swift-dependencies declares modules with the names of this toolkit's (`Dependencies`,
// `DependenciesMacros`, `DependenciesTestSupport`), and every module name must be unique in a
// build: a package using both aliases Point-Free's `Dependencies` and `DependenciesMacros` on
// their product line, and one of the two `DependenciesTestSupport`s (here, this toolkit's: its
// tests still write `import DependenciesTestSupport`).
let pointFreeAliases = [
  "Dependencies": "PointFreeDependencies",
  "DependenciesMacros": "PointFreeDependenciesMacros",
]

let package = Package(
  name: "UserPackage",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    // The README's example feature, written out of README.md by the check (not checked in).
    .target(
      name: "StopwatchFeature",
      dependencies: [.product(name: "Core", package: repositoryName)]
    ),
    .testTarget(
      name: "StopwatchFeatureTests",
      dependencies: ["StopwatchFeature", testSupport]
    ),
    .testTarget(
      name: "StopwatchFeatureXCTests",
      dependencies: ["StopwatchFeature", testSupport]
    ),

    // A feature on this toolkit in a package that also uses Point-Free's swift-dependencies.
    .target(
      name: "Coexistence",
      dependencies: [
        .product(name: "Core", package: repositoryName),
        .product(
          name: "Dependencies",
          package: "swift-dependencies",
          moduleAliases: pointFreeAliases
        ),
      ]
    ),
    .testTarget(
      name: "CoexistenceTests",
      dependencies: [
        "Coexistence",
        testSupport,
        .product(
          name: "DependenciesTestSupport",
          package: repositoryName,
          moduleAliases: ["DependenciesTestSupport": "UnidirectionalDependenciesTestSupport"]
        ),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `USER_PACKAGE_DELIBERATE_FAILURES=1` adds tests that must fail, one target per framework;
// a plain `swift test` has none of them.
if ProcessInfo.processInfo.environment["USER_PACKAGE_DELIBERATE_FAILURES"] != nil {
  package.targets += [
    .testTarget(name: "DeliberateFailureTests", dependencies: ["StopwatchFeature", testSupport]),
    .testTarget(
      name: "DeliberateXCTestFailureTests", dependencies: ["StopwatchFeature", testSupport]),
  ]
}
