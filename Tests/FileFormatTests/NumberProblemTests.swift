import FileFormat
import Foundation
import Testing

/// A number no field can hold is found with its place; everything else is left to
/// `JSONDecoder`.
@Suite(.timeLimit(.minutes(1)))
struct NumberProblemTests {
  @Test func aNumberTooLargeForAnIntIsFoundWithItsPlace() {
    let data = Data(#"{"b": [1, {"c": 99999999999999999999}], "a": 2}"#.utf8)

    #expect(
      NumberProblem.first(in: data)
        == NumberProblem(path: ["b", "1", "c"], text: "99999999999999999999"))
    #expect(
      NumberProblem.first(in: data)?.description
        == "the number 99999999999999999999 at b.1.c is not a whole number from "
        + "-9223372036854775808 to 9223372036854775807")
  }

  @Test func fractionsAreProblemsAndBooleansAreNot() {
    #expect(NumberProblem.first(in: Data("[true, false, 1.5]".utf8))?.path == ["2"])
    #expect(NumberProblem.first(in: Data("[true, 3, -9223372036854775808]".utf8)) == nil)
  }

  @Test func aDocumentThatIsNotJSONHasNoNumberProblem() {
    #expect(NumberProblem.first(in: Data("[1, 99999999999999999999".utf8)) == nil)
  }

  @Test func decodingSaysWhichNumberIsWrongWhereJSONDecoderSaysNotValidJSON() throws {
    let data = Data("[2, 3, 99999999999999999999]".utf8)
    // What `JSONDecoder` alone says.
    #expect {
      try JSONDecoder().decode([Int].self, from: data)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.isEmpty
    }

    #expect(throws: NumberProblem(path: ["2"], text: "99999999999999999999")) {
      try JSONDecoder().decodeLocatingNumbers([Int].self, from: data)
    }
    #expect(
      try JSONDecoder().decodeLocatingNumbers([Int].self, from: Data("[2, 3]".utf8)) == [2, 3])
  }

  @Test func otherFailuresAreJSONDecodersOwn() {
    #expect {
      try JSONDecoder().decodeLocatingNumbers([Int].self, from: Data("[2, 3".utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.isEmpty
    }
    #expect {
      try JSONDecoder().decodeLocatingNumbers([Int].self, from: Data(#"["2"]"#.utf8))
    } throws: { error in
      guard case DecodingError.typeMismatch = error else { return false }
      return true
    }
  }
}
