import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves the macros `Core` and `Navigation` declare.
@main
struct CoreMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseKeyPathTableMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
  ]
}
