import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SharedReaderSurfaceTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  @Test func aReaderOfAValue() {
    let reader = SharedReader(value: 3)
    #expect(reader.wrappedValue == 3)
    #expect(reader.description == "SharedReader<Int>(value: 3)")
  }

  @Test func aReaderUnwrapsASharedOptional() throws {
    @Shared(value: nil) var missing: Int?
    #expect(SharedReader($missing) == nil)

    @Shared(value: 1) var number: Int?
    let reader = try #require(SharedReader($number))
    $number.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
  }

  @Test func sharedRowsAreIdentifiedByTheirValuesId() {
    @Shared(value: Row(id: 7, title: "Seven")) var row
    #expect($row.id == 7)
    #expect(SharedReader($row).id == 7)
  }

  @Test func reflectionSeesTheValue() {
    @Shared(value: Row(id: 1, title: "One")) var row
    let labels = Mirror(reflecting: $row).children.compactMap(\.label)
    #expect(labels == ["id", "title"])
  }
}
