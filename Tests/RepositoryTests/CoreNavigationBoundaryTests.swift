import Foundation
import ProcessTestSupport
import Testing

/// The rule between `Core` and `Navigation` (see `Modules/Core/README.md`), checked in the
/// sources: Core is the one runtime; Navigation is vocabulary and reaches the runtime only
/// through the `package` seam in `Modules/Core/Runtime/`.
@Suite(.timeLimit(.minutes(1)))
struct CoreNavigationBoundaryTests {
  /// The `package` declarations of a module, as `path:line: text`.
  func packageDeclarations(in module: String) throws -> [(path: String, line: String)] {
    try self.swiftFiles(in: module).flatMap { path in
      try self.lines(of: path).filter(Self.isPackageDeclaration).map { (path, $0) }
    }
  }

  @Test func corePackageDeclarationsAreOnlyInTheSeam() throws {
    let declarations = try self.packageDeclarations(in: "Modules/Core")
    let outside = declarations.filter { !$0.path.hasPrefix("Modules/Core/Runtime/") }

    #expect(outside.isEmpty, "\(outside.map { "\($0.path): \($0.line)" })")
    #expect(!declarations.isEmpty)
    // The seam stays small: a few types and extensions, each `package` once.
    #expect(declarations.count <= 10, "\(declarations.map { "\($0.path): \($0.line)" })")
  }

  @Test func navigationDeclaresNoPackageSymbol() throws {
    let declarations = try self.packageDeclarations(in: "Modules/Navigation")

    #expect(declarations.isEmpty, "\(declarations.map { "\($0.path): \($0.line)" })")
  }

  @Test func navigationImportsOnlyCore() throws {
    var imports: Set<String> = []
    for path in try self.swiftFiles(in: "Modules/Navigation") {
      for line in try self.lines(of: path) {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        imports.insert(String(words[index + 1]))
      }
    }

    // Foundation for `UUID`, the ids of alerts and dialogs.
    #expect(imports == ["Core", "Foundation"])
  }

  /// `ReducerContext` reads the dependencies' scope without a dynamic cast, which holds while it
  /// is the one type that conforms to `DependencyScope`.
  @Test func reducerContextIsTheOneDependencyScope() throws {
    var conforming: [String] = []
    let modules = packageDirectory.appending(path: "Modules").path
    for module in try FileManager.default.contentsOfDirectory(atPath: modules) {
      for path in try self.swiftFiles(in: "Modules/\(module)") {
        for line in try self.lines(of: path)
        where !line.hasPrefix("///") && !line.hasPrefix("//")
          && (line.contains(": DependencyScope") || line.contains(", DependencyScope"))
        {
          conforming.append("\(path): \(line)")
        }
      }
    }

    let expected = "final class ReducerContext: DependencyScope {"
    #expect(conforming == ["Modules/Core/Internal/ReducerContext.swift: \(expected)"])
  }

  @Test func declarationsAreRecognised() {
    #expect(Self.isPackageDeclaration("package struct PresentedChild: Sendable {"))
    #expect(Self.isPackageDeclaration("  @usableFromInline package static func casePath<Root>("))
    #expect(Self.isPackageDeclaration("  package var description: String { \"\" }"))
    #expect(!Self.isPackageDeclaration("/// package struct Documented"))
    #expect(
      !Self.isPackageDeclaration(#"  `.product(name: "Core", package: "swift-unidirectional")`"#))
    #expect(!Self.isPackageDeclaration("  the package is named after its folder"))
  }

  // MARK: Reading sources

  /// Whether a line declares something with `package` access.
  static func isPackageDeclaration(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(where: { !$0.hasPrefix("@") }) else { return false }
    return words[index] == "package" && index + 1 < words.count
      && words[index + 1].first?.isLetter == true
  }

  func swiftFiles(in module: String) throws -> [String] {
    let root = packageDirectory.appending(path: module)
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var paths: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      paths.append(module + url.path.dropFirst(root.path.count))
    }
    #expect(!paths.isEmpty, "No Swift files in \(module)")
    return paths.sorted()
  }

  func lines(of path: String) throws -> [String] {
    try String(contentsOf: packageDirectory.appending(path: path), encoding: .utf8)
      .split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
