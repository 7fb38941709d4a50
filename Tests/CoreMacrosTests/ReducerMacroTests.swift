import CoreMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
      "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
    ],
    record: .missing
  )
)
struct ReducerMacroTests {
  @Test func structGetsConformanceCasePathsAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State { var count = 0 }
        enum Action { case incrementButtonTapped }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State { var count = 0 
      }
        @CasePathable
        enum Action { case incrementButtonTapped 
      }
        @Core.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Counter: Core.Reducer {
      }
      """
    }
  }
}
