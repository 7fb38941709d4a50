import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves the macros `DependenciesMacros` declares.
@main
struct DependenciesMacrosCompilerPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DependencyClientMacro.self,
    DependencyEndpointIgnoredMacro.self,
    DependencyEndpointMacro.self,
  ]
}
