/// Everything `new-feature` writes, computed and validated before anything is written.
public struct NewFeaturePlan: Equatable, Sendable {
  /// A file to create.
  public struct File: Equatable, Sendable {
    /// The path relative to the package: `Modules/SettingsFeature/Settings.swift`.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
      self.path = path
      self.contents = contents
    }
  }

  public var feature: FeatureName
  public var template: FeatureName
  /// The files to create, sorted by path.
  public var files: [File]
  /// The change to `Package.swift`.
  public var manifest: ManifestEdit
  /// The changes to the app's sources (`--in-app`, see ``AppWiring``); empty without it.
  public var sourceEdits: [AppWiring.SourceEdit]

  public init(
    feature: FeatureName, template: FeatureName, files: [File], manifest: ManifestEdit,
    sourceEdits: [AppWiring.SourceEdit] = []
  ) {
    self.feature = feature
    self.template = template
    self.files = files
    self.manifest = manifest
    self.sourceEdits = sourceEdits
  }

  /// Plans a copy of `template` named `feature`.
  ///
  /// Every file of `Modules/<Template>Feature` and `Tests/<Template>FeatureTests` is copied with
  /// ``IdentifierRenamer`` applied to its path and its text. The module's `README.md` is renamed
  /// the same way and gets a line saying where it came from (or is created, if the template has
  /// none, because the manifest excludes a `README.md` from every library target).
  ///
  /// - Throws: ``NewFeatureError/templateNotFound(_:what:)``,
  ///   ``NewFeatureError/alreadyExists(_:what:)``,
  ///   ``NewFeatureError/collision(_:identifier:file:)``
  ///   ``NewFeatureError/unexpectedManifest(_:)`` or ``NewFeatureError/cannotWire(_:reason:)``.
  ///
  /// With `inApp`, the feature also becomes a screen of the app's stack (``AppWiring``), and
  /// `RootFeature` depends on its module.
  public init(
    feature: FeatureName, template: FeatureName, package: PackageSnapshot, inApp: Bool = false
  ) throws(NewFeatureError) {
    for folder in [template.moduleFolder, template.testFolder]
    where !package.existingFolders.contains(folder) {
      throw .templateNotFound(template.upperCamel, what: "there is no folder \(folder)")
    }
    for folder in [feature.moduleFolder, feature.testFolder]
    where package.existingFolders.contains(folder) {
      throw .alreadyExists(feature.upperCamel, what: "the folder \(folder) exists")
    }
    let declared = ManifestEdit.stringLiterals(in: package.manifest)
    for name in [feature.module, feature.testModule] where declared.contains(name) {
      throw .alreadyExists(feature.upperCamel, what: "Package.swift already declares '\(name)'")
    }

    let renamer = IdentifierRenamer(from: template, to: feature)
    var files: [File] = []
    var renamedCode: [String: String] = [:]  // new identifier → its file
    var untouchedCode: [String: String] = [:]  // identifier left as is → its file
    for (path, contents) in package.templateFiles.sorted(by: { $0.key < $1.key }) {
      let newPath = renamer.renamePath(path)
      guard let text = String(validating: contents, as: UTF8.self) else {
        files.append(File(path: newPath, contents: contents))
        continue
      }
      let isSwift = path.hasSuffix(".swift")
      let tokens =
        isSwift ? IdentifierToken.tokens(inSwiftSource: text) : IdentifierToken.tokens(inText: text)
      for token in tokens where token.context == .code {
        if let renamed = renamer.renamed(token.text) {
          renamedCode[renamed] = renamedCode[renamed] ?? path
        } else {
          untouchedCode[token.text] = untouchedCode[token.text] ?? path
        }
      }
      var newText = renamer.rename(text, tokens: tokens)
      if path == template.moduleFolder + "/README.md" {
        newText = Self.readme(renamed: newText, template: template)
      }
      files.append(File(path: newPath, contents: Array(newText.utf8)))
    }
    if let identifier = renamedCode.keys.sorted().first(where: { untouchedCode[$0] != nil }) {
      throw .collision(feature.upperCamel, identifier: identifier, file: untouchedCode[identifier]!)
    }
    let readme = feature.moduleFolder + "/README.md"
    if !files.contains(where: { $0.path == readme }) {
      files.append(
        File(path: readme, contents: Array(Self.readme(feature: feature, template: template).utf8)))
    }
    self.files = files.sorted { $0.path < $1.path }
    self.feature = feature
    self.template = template
    self.manifest = try ManifestEdit(
      adding: feature, copying: template, to: package.manifest,
      appTarget: inApp ? AppWiring.appTarget : nil)
    self.sourceEdits = []
    if inApp {
      let viewPath = "\(template.moduleFolder)/\(template.upperCamel)View.swift"
      let wiring = try AppWiring(
        feature: feature, template: template,
        templateView: package.templateFiles[viewPath].flatMap {
          String(validating: $0, as: UTF8.self)
        },
        root: package.appFiles[AppWiring.rootPath] ?? "",
        view: package.appFiles[AppWiring.viewPath] ?? "")
      self.sourceEdits = wiring.edits
    }
  }

  /// The plan with its Swift files formatted, for example by ``SwiftFormatter``.
  ///
  /// - Parameter format: Formats a file's text; its second argument is the file's path.
  public func formatted(
    with format: (_ text: String, _ path: String) throws(NewFeatureError) -> String
  ) throws(NewFeatureError) -> NewFeaturePlan {
    var plan = self
    for index in plan.files.indices where plan.files[index].path.hasSuffix(".swift") {
      let file = plan.files[index]
      guard let text = String(validating: file.contents, as: UTF8.self) else { continue }
      plan.files[index].contents = Array(try format(text, file.path).utf8)
    }
    for index in plan.sourceEdits.indices {
      plan.sourceEdits[index].edited = try format(
        plan.sourceEdits[index].edited, plan.sourceEdits[index].path)
    }
    return plan
  }

  /// The first line of the note a copied README ends with.
  static let readmeNotePrefix = "Created with `swift package new-feature` from "

  /// A renamed README with a note saying where it came from, replacing the template's own note.
  static func readme(renamed text: String, template: FeatureName) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let note = lines.firstIndex(where: { $0.hasPrefix(Self.readmeNotePrefix) }) {
      lines.removeSubrange(note...)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return (lines + ["", Self.note(template: template), ""]).joined(separator: "\n")
  }

  /// The README of a feature whose template has none.
  static func readme(feature: FeatureName, template: FeatureName) -> String {
    """
    # \(feature.module)

    `\(feature.upperCamel)`: describe the feature here. `\(feature.upperCamel)View` is its \
    terminal screen.

    \(Self.note(template: template))

    """
  }

  private static func note(template: FeatureName) -> String {
    "\(Self.readmeNotePrefix)`\(template.module)`;\nit behaves like `\(template.upperCamel)` "
      + "until you change it."
  }
}
