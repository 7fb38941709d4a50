/// What `new-feature` needs to know about the package, read before it plans anything.
public struct PackageSnapshot: Equatable, Sendable {
  /// The text of `Package.swift`.
  public var manifest: String
  /// The files of the template's module and test folders, by path relative to the package
  /// (`Modules/CounterFeature/Counter.swift`).
  public var templateFiles: [String: [UInt8]]
  /// Which of the folders `new-feature` asks about exist, relative to the package
  /// (`Modules/CounterFeature`, `Tests/SettingsFeatureTests`).
  public var existingFolders: Set<String>
  /// The texts of the app's files `--in-app` edits (``AppWiring/rootPath``,
  /// ``AppWiring/viewPath``), by path; empty without `--in-app`.
  public var appFiles: [String: String]

  public init(
    manifest: String, templateFiles: [String: [UInt8]], existingFolders: Set<String>,
    appFiles: [String: String] = [:]
  ) {
    self.manifest = manifest
    self.templateFiles = templateFiles
    self.existingFolders = existingFolders
    self.appFiles = appFiles
  }
}
