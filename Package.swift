// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-unidirectional",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "CoreTestSupport", targets: ["CoreTestSupport"]),
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
    .library(name: "InventoryFeature", targets: ["InventoryFeature"]),
    .library(name: "ItemFormFeature", targets: ["ItemFormFeature"]),
    .library(name: "Navigation", targets: ["Navigation"]),
    .library(name: "PrimeFeature", targets: ["PrimeFeature"]),
    .library(name: "RootFeature", targets: ["RootFeature"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .executable(name: "CLIApp", targets: ["CLIApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The same range swift-case-paths accepts, so that both share one swift-syntax build.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // MARK: Libraries

    .target(
      name: "Core",
      dependencies: [
        "CoreMacros",
        "Dependencies",
        "Sharing",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Modules/Core"
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: ["CoreTestSupport"]
    ),
    .macro(
      name: "CoreMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Modules/CoreMacros",
      exclude: ["README.md"]
    ),
    // Compiles the macro sources itself, through the symlink Tests/CoreMacrosTests/CoreMacros: a
    // test target that depends on a `.macro` target makes SwiftPM build every test target and
    // its dependencies a second time for the host, even in a plain `swift build`.
    .testTarget(
      name: "CoreMacrosTests",
      dependencies: [
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      exclude: ["CoreMacros/Plugin.swift", "CoreMacros/README.md"]
    ),
    .target(
      name: "CoreTestSupport",
      dependencies: [
        "Core",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/CoreTestSupport"
    ),
    .target(
      name: "DataFolderStorage",
      dependencies: ["Sharing"],
      path: "Modules/DataFolderStorage"
    ),
    .testTarget(
      name: "DataFolderStorageTests",
      dependencies: [
        "DataFolderStorage",
        "CoreTestSupport",
        "InventoryFeature",
      ]
    ),
    .target(
      name: "Dependencies",
      dependencies: [
        "DependenciesMacros",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/Dependencies"
    ),
    .testTarget(
      name: "DependenciesTests",
      dependencies: [
        "Dependencies",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "DependenciesMacros",
      dependencies: [
        "DependenciesMacrosCompilerPlugin",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/DependenciesMacros"
    ),
    .testTarget(
      name: "DependenciesMacrosTests",
      dependencies: [
        "Dependencies",
        "DependenciesMacros",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .macro(
      name: "DependenciesMacrosCompilerPlugin",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Modules/DependenciesMacrosCompilerPlugin",
      exclude: ["README.md"]
    ),
    // Compiles the macro sources itself, through the symlink
    // Tests/DependenciesMacrosPluginTests/DependenciesMacrosCompilerPlugin, as CoreMacrosTests
    // does.
    .testTarget(
      name: "DependenciesMacrosPluginTests",
      dependencies: [
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      exclude: [
        "DependenciesMacrosCompilerPlugin/Plugin.swift",
        "DependenciesMacrosCompilerPlugin/README.md",
      ]
    ),
    .target(
      name: "DependenciesTestSupport",
      dependencies: ["Dependencies"],
      path: "Modules/DependenciesTestSupport"
    ),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: [
        "DependenciesTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "FileFormat",
      path: "Modules/FileFormat"
    ),
    .testTarget(
      name: "FileFormatTests",
      dependencies: [
        "FileFormat",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "Navigation",
      dependencies: ["Core"],
      path: "Modules/Navigation"
    ),
    .testTarget(
      name: "NavigationTests",
      dependencies: [
        "Navigation",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "Sharing",
      dependencies: [
        "Dependencies",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/Sharing"
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "TerminalFrontEnd",
      dependencies: ["TerminalUI"],
      path: "Modules/TerminalFrontEnd"
    ),
    .testTarget(
      name: "TerminalFrontEndTests",
      dependencies: [
        "TerminalFrontEnd",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["Navigation"],
      path: "Modules/TerminalUI"
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI",
        "CoreTestSupport",
      ]
    ),

    // MARK: Features

    .target(
      name: "CounterFeature",
      dependencies: ["Navigation", "TerminalUI"],
      path: "Modules/CounterFeature"
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        "CounterFeature",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "InventoryFeature",
      dependencies: ["FileFormat", "ItemFormFeature", "Navigation", "TerminalUI"],
      path: "Modules/InventoryFeature"
    ),
    .testTarget(
      name: "InventoryFeatureTests",
      dependencies: [
        "InventoryFeature",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "ItemFormFeature",
      dependencies: ["Navigation", "TerminalUI"],
      path: "Modules/ItemFormFeature"
    ),
    .testTarget(
      name: "ItemFormFeatureTests",
      dependencies: [
        "ItemFormFeature",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "PrimeFeature",
      dependencies: ["FileFormat", "Navigation", "TerminalUI"],
      path: "Modules/PrimeFeature"
    ),
    .testTarget(
      name: "PrimeFeatureTests",
      dependencies: [
        "PrimeFeature",
        "CoreTestSupport",
      ]
    ),
    .target(
      name: "RootFeature",
      dependencies: [
        "CounterFeature",
        "InventoryFeature",
        "ItemFormFeature",
        "Navigation",
        "PrimeFeature",
        "TerminalUI",
      ],
      path: "Modules/RootFeature"
    ),
    .testTarget(
      name: "RootFeatureTests",
      dependencies: [
        "RootFeature",
        "CoreTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .target(
      name: "StarterFeature",
      dependencies: ["Navigation", "TerminalUI"],
      path: "Modules/StarterFeature"
    ),
    .testTarget(
      name: "StarterFeatureTests",
      dependencies: [
        "StarterFeature",
        "CoreTestSupport",
      ]
    ),

    // MARK: Apps

    .executableTarget(
      name: "CLIApp",
      dependencies: [
        "DataFolderStorage",
        "RootFeature",
        "TerminalFrontEnd",
        "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/CLIApp"
    ),
    .testTarget(
      name: "CLIAppTests",
      dependencies: [
        "CLIApp",
        "CoreTestSupport",
        "ProcessTestSupport",
      ]
    ),

    // MARK: Tools

    .target(
      name: "NewFeatureKit",
      path: "Tools/NewFeatureKit"
    ),
    .plugin(
      name: "NewFeaturePlugin",
      capability: .command(
        intent: .custom(
          verb: "new-feature",
          description: "Copies a feature and its tests under a new name, adds them to Package.swift"
        )
        // No declared write permission: SwiftPM would ask for it before any run, `--help` and
        // `--dry-run` included. Linux has no plugin sandbox; on macOS, pass --disable-sandbox.
      ),
      dependencies: ["NewFeatureTool"],
      path: "Tools/NewFeaturePlugin"
    ),
    .testTarget(
      name: "NewFeaturePluginTests",
      dependencies: [
        "NewFeatureKit",
        "ProcessTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "ProcessTestSupport",
      path: "Tests/ProcessTestSupport"
    ),
    .testTarget(
      name: "RepositoryTests",
      dependencies: [
        "ProcessTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .executableTarget(
      name: "NewFeatureTool",
      dependencies: ["NewFeatureKit"],
      path: "Tools/NewFeatureTool"
    ),
  ]
)

for target in package.targets where target.type == .regular || target.name == "CLIApp" {
  // Each library module folder, and the app's, has a README.md describing its role.
  target.exclude.append("README.md")
}

// Plugin targets take no settings (SwiftPM rejects the manifest); they build in Swift 6 anyway.
for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
