/// A manifest in the house style, small enough to read in a test's expectations.
let manifestFixture = """
  // swift-tools-version: 6.0
  import PackageDescription

  let package = Package(
    name: "fixture",
    products: [
      .library(name: "Core", targets: ["Core"]),
      .library(name: "CounterFeature", targets: ["CounterFeature"]),
      .library(name: "PrimeFeature", targets: ["PrimeFeature"]),
      .executable(name: "CLIApp", targets: ["CLIApp"]),
    ],
    targets: [
      // MARK: Libraries

      .target(
        name: "Core",
        path: "Modules/Core"
      ),

      // MARK: Features

      .target(
        name: "CounterFeature",
        dependencies: ["Core"],
        path: "Modules/CounterFeature"
      ),
      .testTarget(
        name: "CounterFeatureTests",
        dependencies: [
          "CounterFeature",
          .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ]
      ),
      .target(
        name: "PrimeFeature",
        dependencies: ["Core"],
        path: "Modules/PrimeFeature"
      ),
      .testTarget(
        name: "PrimeFeatureTests",
        dependencies: ["PrimeFeature"]
      ),

      // MARK: Apps

      .executableTarget(
        name: "CLIApp",
        dependencies: ["CounterFeature", "PrimeFeature"],
        path: "Apps/CLIApp"
      ),
    ]
  )

  """

/// The lines `new-feature <name> --from Counter` adds to the fixture's targets.
func fixtureTargetLines(_ name: String) -> [String] {
  [
    "    .target(",
    "      name: \"\(name)Feature\",",
    "      dependencies: [\"Core\"],",
    "      path: \"Modules/\(name)Feature\"",
    "    ),",
    "    .testTarget(",
    "      name: \"\(name)FeatureTests\",",
    "      dependencies: [",
    "        \"\(name)Feature\",",
    "        .product(name: \"IssueReportingTestSupport\", package: \"xctest-dynamic-overlay\"),",
    "      ]",
    "    ),",
  ]
}
