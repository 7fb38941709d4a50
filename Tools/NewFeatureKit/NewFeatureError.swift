/// Why `new-feature` refused to run, or failed while writing; its description is the message
/// the user reads.
public enum NewFeatureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The command line could not be understood.
  case usage(String)
  /// The new name (or the template's) is not a valid feature name.
  case invalidName(String, reason: String)
  /// The new name is one of ``FeatureName/reservedNames``.
  case reservedName(String)
  /// The template feature is missing: `what` says which part (its folder, its tests, its
  /// targets in `Package.swift`); `templates` lists the features that can be copied instead.
  case templateNotFound(String, what: String, templates: [String] = [])
  /// Something with the new feature's name already exists.
  case alreadyExists(String, what: String)
  /// A renamed identifier would equal an identifier the template already uses for something
  /// else, so the copy would not mean what the template means.
  case collision(String, identifier: String, file: String)
  /// `Package.swift` is not laid out the way the house style says, so the new lines have no
  /// obvious place.
  case unexpectedManifest(String)
  /// Reading the package failed.
  case readFailed(path: String, reason: String)
  /// `swift-format` failed on a new file, before anything was written.
  case formatFailed(path: String, reason: String)
  /// `--in-app` cannot make the new feature a screen of the app: `reason` says why.
  case cannotWire(String, reason: String)
  /// Writing failed; everything written before the failure was removed again.
  case writeFailed(path: String, reason: String, leftovers: [String])

  public var description: String {
    switch self {
    case .usage(let message):
      return "\(message)\nRun 'swift package new-feature --help' for usage."
    case .invalidName(let name, let reason):
      return """
        '\(name)' is not a valid feature name: \(reason). A feature name is a Swift \
        identifier in UpperCamel case, letters and digits only, such as 'Settings'.
        """
    case .reservedName(let name) where FeatureName.packageModules.contains(name):
      let reserved = FeatureName.packageModules.sorted().joined(separator: ", ")
      return "'\(name)' is reserved: the package's own modules (\(reserved)) cannot be features."
    case .reservedName(let name):
      let reserved = FeatureName.usedModules.sorted().joined(separator: ", ")
      return """
        '\(name)' is reserved: a feature's type '\(name)' would hide the module \(name) wherever \
        the feature is imported, and code that qualifies a name with the module, as macro \
        expansions do, would not compile. The modules features use (\(reserved)) cannot be \
        features.
        """
    case .templateNotFound(let name, let what, let templates):
      let available =
        templates.isEmpty
        ? "" : " The templates are: \(templates.joined(separator: ", ")) (--from <Template>)."
      return "The template '\(name)' does not exist: \(what).\(available)"
    case .alreadyExists(let name, let what):
      return "A feature named '\(name)' already exists: \(what)."
    case .collision(let name, let identifier, let file):
      return """
        '\(name)' would rename an identifier to '\(identifier)', which \(file) already uses \
        for something else. Choose another name.
        """
    case .unexpectedManifest(let message):
      return "Package.swift is not laid out as expected: \(message)."
    case .cannotWire(let name, let reason):
      return "Cannot add '\(name)' to the app (--in-app): \(reason). Nothing was written."
    case .readFailed(let path, let reason):
      return "Could not read \(path): \(reason)."
    case .formatFailed(let path, let reason):
      return "swift-format could not format \(path): \(reason). Nothing was written."
    case .writeFailed(let path, let reason, let leftovers):
      guard !leftovers.isEmpty else {
        return "Could not write \(path): \(reason). Nothing was changed."
      }
      return """
        Could not write \(path): \(reason). These could not be removed again; remove them by \
        hand: \(leftovers.joined(separator: ", ")).
        """
    }
  }
}
