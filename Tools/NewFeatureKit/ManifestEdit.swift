/// The lines `new-feature` adds to `Package.swift`: the feature's `.library` product, and its
/// `.target` and `.testTarget`, each in its alphabetical place.
///
/// The targets are copied from the template's, so they keep its dependencies and formatting;
/// only the module names change (`CounterFeature` → `SettingsFeature`, `CounterFeatureTests` →
/// `SettingsFeatureTests`, `"Modules/CounterFeature"` → `"Modules/SettingsFeature"`). The
/// product is the template's `.library` line renamed the same way. Nothing else in the manifest
/// changes.
public struct ManifestEdit: Equatable, Sendable {
  /// A line the edit adds.
  public struct AddedLine: Equatable, Sendable {
    /// The line's number in the edited manifest, from 1.
    public var number: Int
    public var text: String
  }

  /// The manifest before the edit.
  public var original: String
  /// The manifest after the edit.
  public var edited: String
  /// The added lines, in order.
  public var addedLines: [AddedLine]

  /// Plans the edit.
  ///
  /// The manifest must follow the house style: a `products: [` list of one-line `.library`
  /// products, and a `// MARK: Features` section of targets, each `.target(` … `),` block
  /// starting and ending at the section's indentation, each `.target` directly above its
  /// `.testTarget`, sorted by name.
  ///
  /// - Parameters:
  ///   - feature: The new feature.
  ///   - template: The feature copied.
  ///   - manifest: The text of `Package.swift`.
  ///   - appTarget: A target of the section that gains the new module as a dependency (for
  ///     `--in-app`, `RootFeature`), listed one per line in its sorted place; `nil` for none.
  /// - Throws: ``NewFeatureError/templateNotFound(_:what:)`` when the template has no targets
  ///   there, ``NewFeatureError/unexpectedManifest(_:)`` when the layout is not the expected one.
  public init(
    adding feature: FeatureName, copying template: FeatureName, to manifest: String,
    appTarget: String? = nil
  ) throws(NewFeatureError) {
    var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var dependencyIndex: Int?
    if let appTarget {
      let (index, margin) = try Self.dependencyIndex(
        for: feature.module, in: appTarget, lines: lines)
      lines.insert(margin + "\"\(feature.module)\",", at: index)
      dependencyIndex = index
    }
    let renamer = IdentifierRenamer(replacing: template.module, with: feature.module)

    let products = try Self.libraryProducts(in: lines)
    let productLine =
      products.first { $0.name == template.module }.map { renamer.rename(lines[$0.index]) }
      ?? "\(indentation(of: lines[products[0].index])).library(name: \"\(feature.module)\", "
      + "targets: [\"\(feature.module)\"]),"
    let productIndex =
      products.first { sortsBefore(feature.module, $0.name) }?.index ?? products.last!.index + 1

    let blocks = try Self.featureTargetBlocks(in: lines)
    guard let target = blocks.first(where: { $0.kind == "target" && $0.name == template.module })
    else {
      throw .templateNotFound(
        template.upperCamel,
        what: "Package.swift has no .target named '\(template.module)' under // MARK: Features")
    }
    guard
      let test = blocks.first(where: {
        $0.kind == "testTarget" && $0.name == template.testModule
      })
    else {
      throw .templateNotFound(
        template.upperCamel,
        what: "Package.swift has no .testTarget named '\(template.testModule)' under "
          + "// MARK: Features")
    }
    let targetLines = (lines[target.lines] + lines[test.lines]).map(renamer.rename)
    let targetIndex =
      blocks.first { $0.kind != "testTarget" && sortsBefore(feature.module, $0.name) }?.lines
      .lowerBound ?? blocks.last!.lines.upperBound

    var edited = lines
    edited.insert(contentsOf: targetLines, at: targetIndex)
    edited.insert(productLine, at: productIndex)
    self.original = manifest
    self.edited = edited.joined(separator: "\n")
    var added =
      [AddedLine(number: productIndex + 1, text: productLine)]
      + targetLines.enumerated().map { offset, text in
        // `+ 2`: line numbers count from 1, and the product line was inserted above.
        AddedLine(number: targetIndex + offset + 2, text: text)
      }
    if let index = dependencyIndex {
      // Its place after the product and the targets were inserted (both above it or below).
      let number =
        index + 1 + (productIndex <= index ? 1 : 0)
        + (targetIndex <= index ? targetLines.count : 0)
      added.append(AddedLine(number: number, text: edited[number - 1]))
    }
    self.addedLines = added.sorted { $0.number < $1.number }
  }

  /// Where `module` goes in the one-per-line `dependencies: [` list of the section's target
  /// `target` (before the first string dependency that sorts after it, else at the list's end),
  /// and the list's indentation.
  private static func dependencyIndex(
    for module: String, in target: String, lines: [String]
  ) throws(NewFeatureError) -> (index: Int, margin: String) {
    let blocks = try Self.featureTargetBlocks(in: lines)
    guard let block = blocks.first(where: { $0.kind == "target" && $0.name == target }) else {
      throw .unexpectedManifest("no .target named '\(target)' under // MARK: Features")
    }
    guard
      let start = lines[block.lines].firstIndex(where: { trimmed($0) == "dependencies: [" })
    else {
      throw .unexpectedManifest("the target '\(target)' has no 'dependencies: [' line")
    }
    let margin = indentation(of: lines[start]) + "  "
    var index = start + 1
    while index < block.lines.upperBound, !trimmed(lines[index]).hasPrefix("]") {
      let line = trimmed(lines[index])
      if line == "\"\(module)\"," {
        throw .unexpectedManifest("the target '\(target)' already depends on '\(module)'")
      }
      if line.hasPrefix("\""), let name = firstStringLiteral(in: line), sortsBefore(module, name) {
        return (index, margin)
      }
      index += 1
    }
    guard index < block.lines.upperBound else {
      throw .unexpectedManifest("the dependencies of '\(target)' have no closing ']'")
    }
    return (index, margin)
  }

  /// Every string literal in a manifest: target, product and dependency names, paths.
  public static func stringLiterals(in manifest: String) -> Set<String> {
    var literals: Set<String> = []
    for line in manifest.split(separator: "\n") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      // Odd parts are between quotes (the manifest's strings have no escaped quotes).
      for (index, part) in parts.enumerated() where index % 2 == 1 && index < parts.count - 1 {
        literals.insert(String(part))
      }
    }
    return literals
  }

  private static func libraryProducts(in lines: [String]) throws(NewFeatureError) -> [(
    name: String, index: Int
  )] {
    guard let start = lines.firstIndex(where: { trimmed($0) == "products: [" }) else {
      throw .unexpectedManifest("no 'products: [' line")
    }
    var products: [(name: String, index: Int)] = []
    var index = start + 1
    while index < lines.count, !trimmed(lines[index]).hasPrefix("]") {
      let line = trimmed(lines[index])
      if line.hasPrefix(".library(name: \""), let name = firstStringLiteral(in: line) {
        products.append((name, index))
      }
      index += 1
    }
    guard !products.isEmpty else {
      throw .unexpectedManifest("no one-line '.library(name: …)' products")
    }
    return products
  }

  /// A target declaration of the `// MARK: Features` section.
  private struct Block {
    var kind: String
    var name: String
    /// The block's lines, from `.target(` to `),`.
    var lines: Range<Int>
  }

  private static func featureTargetBlocks(in lines: [String]) throws(NewFeatureError) -> [Block] {
    guard let mark = lines.firstIndex(where: { trimmed($0) == "// MARK: Features" }) else {
      throw .unexpectedManifest("no '// MARK: Features' section")
    }
    let margin = indentation(of: lines[mark])
    var blocks: [Block] = []
    var index = mark + 1
    while index < lines.count {
      let line = lines[index]
      let text = trimmed(line)
      if text.hasPrefix("// MARK:") || (!text.isEmpty && indentation(of: line).count < margin.count)
      {
        break
      }
      guard indentation(of: line) == margin, text.hasPrefix("."),
        let open = text.firstIndex(of: "(")
      else {
        index += 1
        continue
      }
      let kind = String(text[text.index(after: text.startIndex)..<open])
      var end = index
      let isOneLine = text.hasSuffix("),") && text.index(after: open) != text.endIndex
      if !isOneLine {
        // A multi-line block ends at the first `),` at its own indentation.
        end = index + 1
        while end < lines.count, lines[end] != margin + ")," { end += 1 }
        guard end < lines.count else {
          throw .unexpectedManifest(
            "the .\(kind)( on line \(index + 1) has no '),' at its indentation")
        }
      }
      let name = lines[index...end].lazy.map(trimmed).compactMap { line -> String? in
        guard let range = line.range(of: "name: \"") else { return nil }
        return firstStringLiteral(in: String(line[range.lowerBound...]))
      }.first
      guard let name else {
        throw .unexpectedManifest("the .\(kind)( on line \(index + 1) has no name")
      }
      blocks.append(Block(kind: kind, name: name, lines: index..<(end + 1)))
      index = end + 1
    }
    guard !blocks.isEmpty else {
      throw .unexpectedManifest("no targets under // MARK: Features")
    }
    return blocks
  }
}

/// The manifest's order: alphabetical, ignoring case, then by exact spelling.
private func sortsBefore(_ lhs: String, _ rhs: String) -> Bool {
  let (left, right) = (lhs.lowercased(), rhs.lowercased())
  return left == right ? lhs < rhs : left < right
}

func trimmed(_ line: String) -> String {
  String(
    line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
}

func indentation(of line: String) -> String {
  String(line.prefix { $0 == " " || $0 == "\t" })
}

private func firstStringLiteral(in line: String) -> String? {
  let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
  return parts.count >= 3 ? String(parts[1]) : nil
}
