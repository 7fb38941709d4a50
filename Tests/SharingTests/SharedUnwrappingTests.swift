import CoreTestSupport
import Foundation
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SharedUnwrappingTests {
  struct User: Equatable {
    var name: String
  }

  @Test func unwrappingNilGivesNil() {
    @Shared(value: nil) var user: User?
    #expect(Shared($user) == nil)
  }

  @Test func theUnwrappedValueReadsAndWritesTheOptional() throws {
    @Shared(value: User(name: "Blob")) var user: User?
    let unwrapped = try #require(Shared($user))
    #expect(unwrapped.wrappedValue == User(name: "Blob"))
    unwrapped.withLock { $0.name = "Blob Jr." }
    #expect(user == User(name: "Blob Jr."))
    $user.withLock { $0?.name = "Blob Sr." }
    #expect(unwrapped.wrappedValue == User(name: "Blob Sr."))
  }

  @Test func afterTheOptionalBecomesNilTheLastValueStays() throws {
    @Shared(value: User(name: "Blob")) var user: User?
    let unwrapped = try #require(Shared($user))
    $user.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == User(name: "Blob"))
    unwrapped.withLock { $0.name = "Gone" }
    #expect(user == nil)
    #expect(unwrapped.wrappedValue == User(name: "Gone"))
  }

  @Test func anElementOfASharedIdentifiedCollectionAfterItsRemoval() throws {
    struct Row: Equatable {
      var id: Int
      var title: String
    }
    @Shared(value: [1: Row(id: 1, title: "a"), 2: Row(id: 2, title: "b")]) var rows: [Int: Row]
    let row = try #require(Shared($rows[dynamicMember: \.[1]]))
    $rows.withLock { _ = $0.removeValue(forKey: row.wrappedValue.id) }
    #expect(rows.keys.sorted() == [2])
    #expect(row.wrappedValue.title == "a")
  }
}
