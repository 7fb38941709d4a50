import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpointIgnored`: a marker that `@DependencyClient` reads on a closure property
/// it must leave as a plain stored property; it expands to nothing.
enum DependencyEndpointIgnoredMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
