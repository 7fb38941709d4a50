// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder: the clone's folder, whatever it is called.
let repositoryName = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .lastPathComponent

// The benchmark suite: a separate package so that the main build and `swift test` never pay for
// it. Run from the repository root with `Tools/benchmark` (or, here,
// `swift package --disable-sandbox benchmark`).
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../.."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Checks that need a release build but are not timings: the depth a recursive feature
    // reaches, and effect teardown at scale without the benchmark harness.
    .executableTarget(
      name: "ReleaseChecks",
      dependencies: [
        .product(name: "Navigation", package: repositoryName)
      ],
      path: "Sources/ReleaseChecks",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The features of the growth measurements, for `SendProfile` and `LibraryBenchmarks`.
    .target(
      name: "GrowthModels",
      dependencies: [
        .product(name: "Navigation", package: repositoryName)
      ],
      path: "Sources/GrowthModels",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // `Store.send` alone, for `valgrind --tool=callgrind` (see its main.swift).
    .executableTarget(
      name: "SendProfile",
      dependencies: [
        .product(name: "Core", package: repositoryName),
        .product(name: "CounterFeature", package: repositoryName),
        .product(name: "Navigation", package: repositoryName),
        .product(name: "RootFeature", package: repositoryName),
        "GrowthModels",
      ],
      path: "Sources/SendProfile",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "LibraryBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Core", package: repositoryName),
        .product(name: "CounterFeature", package: repositoryName),
        .product(name: "Navigation", package: repositoryName),
        .product(name: "RootFeature", package: repositoryName),
        "GrowthModels",
      ],
      path: "Benchmarks/LibraryBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
