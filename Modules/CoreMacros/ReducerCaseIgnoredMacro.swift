import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: a marker that `@Reducer` reads on an enum case; it expands to
/// nothing.
enum ReducerCaseIgnoredMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
