import Testing

@testable import NewFeatureKit

@Suite(.timeLimit(.minutes(1)))
struct IdentifierTokenTests {
  @Test func tellsCodeFromCommentsAndStringLiterals() {
    let tokens = IdentifierToken.tokens(
      inSwiftSource: """
        /// Doc Counter
        let title = "Counter \\(viewState.count) done" // trailing note
        /* block /* nested */ still */ let after = 1
        """)

    #expect(
      tokens.map { "\($0.context):\($0.text)" } == [
        "comment:Doc", "comment:Counter",
        "code:let", "code:title",
        "stringLiteral:Counter", "code:viewState", "code:count", "stringLiteral:done",
        "comment:trailing", "comment:note",
        "comment:block", "comment:nested", "comment:still",
        "code:let", "code:after", "code:1",
      ])
  }

  @Test func handlesMultilineRawAndEscapedStrings() {
    let tokens = IdentifierToken.tokens(
      inSwiftSource: #"""
        let a = """
          Screen \(title(of: "x")) \"quoted\"
          """
        let b = #"raw "Screen" \(notCode)"#
        let c = "a\nb"
        Screen()
        """#)

    #expect(
      tokens.filter { $0.context == .code }.map(\.text) == [
        "let", "a", "title", "of", "let", "b", "let", "c", "Screen",
      ])
    #expect(
      tokens.filter { $0.context == .stringLiteral }.map(\.text) == [
        "Screen", "x", "quoted", "raw", "Screen", "notCode", "a", "b",
      ])
  }

  @Test func recordsEachTokensPositionInUnicodeScalars() {
    let tokens = IdentifierToken.tokens(inText: "› Counter…counter")

    #expect(tokens.map(\.range) == [2..<9, 10..<17])
    #expect(tokens.allSatisfy { $0.context == .comment })
  }

  @Test func aHashThatStartsNoStringIsPunctuation() {
    let tokens = IdentifierToken.tokens(inSwiftSource: "#if DEBUG\n#expect(x)\n#endif")

    #expect(tokens.map(\.text) == ["if", "DEBUG", "expect", "x", "endif"])
    #expect(tokens.allSatisfy { $0.context == .code })
  }
}
