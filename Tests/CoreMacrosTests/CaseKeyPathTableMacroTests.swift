import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@_CaseKeyPathTable` expansions, pinned: one branch per case, the enum's access level.
@Suite(
  .macros(
    ["_CaseKeyPathTable": MacroSpec(type: CaseKeyPathTableMacro.self, conformances: [])],
    indentationWidth: .spaces(2)
  )
)
struct CaseKeyPathTableMacroTests {
  @Test func everyCaseMapsToItsGeneratedCasePath() {
    assertMacro {
      """
      @_CaseKeyPathTable
      public enum Action {
        case child(Child.Action)
        case tap, reset
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case child(Child.Action)
        case tap, reset
      }

      extension Action: Core._CaseKeyPathTable {
        public static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \CasePaths.Case<Self>.child as Swift.AnyKeyPath {
            return Self.allCasePaths.child
          }
          if keyPath == \CasePaths.Case<Self>.tap as Swift.AnyKeyPath {
            return Self.allCasePaths.tap
          }
          if keyPath == \CasePaths.Case<Self>.reset as Swift.AnyKeyPath {
            return Self.allCasePaths.reset
          }
          return nil
        }
      }
      """#
    }
  }

  @Test func anEnumWithoutCasesHasAnEmptyTable() {
    assertMacro {
      """
      @_CaseKeyPathTable
      enum Action {}
      """
    } expansion: {
      """
      enum Action {}

      extension Action: Core._CaseKeyPathTable {
        static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
          return nil
        }
      }
      """
    }
  }

  @Test func aStructGetsNothing() {
    assertMacro {
      """
      @_CaseKeyPathTable
      struct State {}
      """
    } expansion: {
      """
      struct State {}
      """
    }
  }
}
