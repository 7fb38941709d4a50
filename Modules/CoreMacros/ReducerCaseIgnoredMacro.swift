import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: a marker that `@Reducer` reads on an enum case; it expands to
/// nothing.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
