import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CaseKeyPathTable`: conforms a `@CasePathable` enum to `_CaseKeyPathTable`, whose one
/// function maps each case key path (`\.child`) to the case path `@CasePathable` generated for
/// it (`allCasePaths.child`).
///
/// A case path built from a case key path extracts through `Any` and key path subscripts; the
/// generated one is two plain closures. `@Reducer` attaches this macro to `Action` and to an enum
/// `State`, so that `Scope(state: \.child, action: \.child)` runs at the speed of
/// `Scope(state: \.child, action: Action.allCasePaths.child)`.
enum CaseKeyPathTableMacro: ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self),
      !enumDecl.inherits("_CaseKeyPathTable")
    else { return [] }
    let names = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map(\.name.text)
    return [
      try ExtensionDeclSyntax(
        """
        extension \(type.trimmed): Core._CaseKeyPathTable {
        \(raw: self.function(caseNames: names, access: enumDecl.memberAccess))
        }
        """
      )
    ]
  }

  /// The table's function for an enum with these cases; `@Reducer` also writes it inline into
  /// the enums it makes.
  static func function(caseNames: [String], access: String) -> String {
    let branches = caseNames.map { name in
      "if keyPath == \\CasePaths.Case<Self>.\(name) as Swift.AnyKeyPath { return Self.allCasePaths.\(name) }"
    }
    let body = (branches + ["return nil"]).joined(separator: "\n")
    return """
      \(access)static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
      \(body)
      }
      """
  }
}
