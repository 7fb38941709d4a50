import Foundation
import ProcessTestSupport
import Testing

/// Every public declaration whose name starts with an underscore, checked in the sources: each
/// is there because a macro expansion or an inlinable body needs it, or because the name is API
/// that users' code and Point-Free's suites call. A new one fails here until it is given its
/// reason below.
@Suite(.timeLimit(.minutes(1)))
struct UnderscoredPublicSymbolsTests {
  /// Names that `@ObservableState`, `@Reducer` and `@CasePathable` expansions call, or that the
  /// inlinable bodies those expansions reach need.
  static let forExpansions: Set<String> = [
    "_$bodyCache", "_ReducerBodyCache",  // `@Reducer`: the body built once
    "_CaseKeyPathTable", "_$casePath", "_CaseSwitch",  // `@Reducer` enums: case paths, case switch
    "_$id",  // `@ObservableState`: identities
    "_$willModify",  // `@ObservableState`: changes in place
    "_$name", "_$inPlace", "_InPlace",  // observation in place
    "_Sequence", "_Conditional",  // `ReducerBuilder`'s inlinable results
  ]

  /// Names fixed by the API users move over: TCA's, swift-dependencies', swift-sharing's and
  /// swift-custom-dump's spellings, which their code and Point-Free's suites call.
  static let fixedByPeers: Set<String> = [
    "_printChanges", "_ReducerPrinter",  // TCA's debugging operator
    "_DependencyKeyWritingReducer",  // TCA's `dependency(_:_:)` result, named by its suite
    "_EphemeralState",  // TCA's alert and dialog state
    "_current",  // swift-dependencies' `DependencyValues._current`
    "_SharedKeyDefault",  // swift-sharing's `SharedReaderKey.Default`
    "_customDiffValues", "_objectIdentifier",  // swift-custom-dump's `_CustomDiffObject`
  ]

  @Test func everyUnderscoredPublicNameHasItsReason() throws {
    let declared = try self.underscoredPublicDeclarations()
    let names = Set(declared.map(\.name))
    let unexplained = names.subtracting(Self.forExpansions).subtracting(Self.fixedByPeers)

    #expect(
      unexplained.isEmpty,
      "\(declared.filter { unexplained.contains($0.name) }.map { "\($0.path): \($0.line)" })")
    // A reason nobody needs any more goes too.
    #expect(Self.forExpansions.union(Self.fixedByPeers).subtracting(names).isEmpty)
    // At most 20 in all, the peers' spellings included (27 on 2026-11-28, counted with the
    // requirements of public protocols).
    #expect(names.count <= 20)
  }

  @Test func requirementsOfPublicProtocolsAreRecognised() {
    var requirements = ProtocolRequirements()
    let lines = [
      "public protocol Shaped {", "  associatedtype _$Shape: Equatable",
      "  /// var _documented: Int", "  var _$shape: _$Shape { get }", "}", "var _free = 0",
      "protocol Internal {", "  var _hidden: Int { get }", "}",
    ]
    let names = lines.compactMap {
      Self.underscoredName(in: $0, isRequirement: requirements.isRequirement($0))
    }
    #expect(names == ["_$Shape", "_$shape"])
  }

  @Test func declarationsAreRecognised() {
    #expect(
      Self.underscoredName(in: "public struct _Sequence<R0: Reducer>: Reducer {") == "_Sequence")
    #expect(
      Self.underscoredName(in: "@inlinable public static func _$id<V>(for v: V) -> Self {")
        == "_$id")
    #expect(Self.underscoredName(in: "  public mutating func _$willModify() {") == "_$willModify")
    #expect(Self.underscoredName(in: "public macro _CaseKeyPathTable() =") == "_CaseKeyPathTable")
    #expect(Self.underscoredName(in: "public func ifLet<S: _EphemeralState>(") == nil)
    #expect(Self.underscoredName(in: "/// public struct _Documented") == nil)
    #expect(Self.underscoredName(in: "@usableFromInline struct _Internal {") == nil)
  }

  // MARK: Reading sources

  /// The public declarations of an underscored name in `Modules` (the macro plug-ins' templates
  /// are the users' declarations, not ours).
  func underscoredPublicDeclarations() throws -> [(path: String, line: String, name: String)] {
    let modules = packageDirectory.appending(path: "Modules")
    let enumerator = FileManager.default.enumerator(at: modules, includingPropertiesForKeys: nil)
    var found: [(path: String, line: String, name: String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.contains("/Modules/CoreMacros/") else {
        continue
      }
      let path = "Modules" + url.path.dropFirst(modules.path.count)
      var requirements = ProtocolRequirements()
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let line = String(line)
        let isRequirement = requirements.isRequirement(line)
        if let name = Self.underscoredName(in: line, isRequirement: isRequirement) {
          found.append((path, line.trimmingCharacters(in: .whitespaces), name))
        }
      }
    }
    #expect(!found.isEmpty)
    return found
  }

  static let keywords: Set<Substring> = [
    "func", "var", "let", "struct", "class", "enum", "protocol", "typealias", "case",
    "subscript", "actor", "macro", "associatedtype",
  ]

  /// The name a line declares, when it declares a public one that starts with an underscore: a
  /// `public` declaration, or a requirement of a public protocol (public with it, unmarked).
  static func underscoredName(in line: String, isRequirement: Bool = false) -> String? {
    let words = line.split(separator: " ")
    guard let first = words.firstIndex(where: { !$0.hasPrefix("@") }),
      words[first] == "public" || (isRequirement && !words[first].hasPrefix("//")),
      let keyword = words[first...].firstIndex(where: { keywords.contains($0) }),
      keyword + 1 < words.count
    else { return nil }
    let name = words[keyword + 1].prefix { $0 == "_" || $0 == "$" || $0.isLetter || $0.isNumber }
    return name.hasPrefix("_") ? String(name) : nil
  }
}

/// Follows a source file line by line to tell the lines directly inside a public protocol's
/// body: its requirements, public with the protocol though not marked so.
struct ProtocolRequirements {
  private var depth = 0
  private var protocolDepth: Int?

  /// Whether `line` is directly inside a public protocol's body; call it for every line, in order.
  mutating func isRequirement(_ line: String) -> Bool {
    let code = line.components(separatedBy: "//")[0]
    let isInside = self.protocolDepth.map { self.depth == $0 + 1 } ?? false
    let words = code.split(separator: " ").drop { $0.hasPrefix("@") }
    if self.protocolDepth == nil, words.starts(with: ["public", "protocol"]) {
      self.protocolDepth = self.depth
    }
    self.depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
    if let protocolDepth = self.protocolDepth, self.depth <= protocolDepth,
      code.contains("}")
    {
      self.protocolDepth = nil
    }
    return isInside
  }
}
