import Dependencies
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct UUIDGeneratorTests {
  @Test func intInitializerSpellsTheLastTwelveHexDigits() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID(0xABC_DEF0_1234).uuidString == "00000000-0000-0000-0000-0ABCDEF01234")
  }

  @Test func intInitializerSpellsLargeNumbersInTheLastSixteenHexDigits() {
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(0x1_0000_0000_0000).uuidString == "00000000-0000-0000-0001-000000000000")
  }

  @Test func intInitializerMarksNegativeNumbersInTheThirdGroup() {
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(-Int.max).uuidString == "00000000-0000-0001-7FFF-FFFFFFFFFFFF")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
  }

  @Test func incrementingCountsUpFromZero() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
      #expect(uuid() == UUID(2))
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000003")
    }
  }

  @Test func eachIncrementingGeneratorHasItsOwnCount() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    #expect(first() == UUID(0))
    #expect(first() == UUID(1))
    #expect(second() == UUID(0))
  }

  @Test func incrementingIsSharedByChildTasksOfTheScope() async {
    let ids = await withDependencies {
      $0.uuid = .incrementing
    } operation: {
      await withTaskGroup(of: UUID.self) { group in
        for _ in 0..<10 {
          group.addTask {
            @Dependency(\.uuid) var uuid
            return uuid()
          }
        }
        return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
      }
    }
    #expect(ids == Set((0..<10).map(UUID.init)))
  }

  @Test func constantAlwaysReturnsTheSameUUID() {
    let fixed = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    withDependencies {
      $0.uuid = .constant(fixed)
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == fixed)
      #expect(uuid() == fixed)
    }
  }

  @Test func liveGeneratesDistinctUUIDs() {
    let generate = UUIDGenerator.live
    #expect(generate() != generate())
  }

  @Test func customClosureIsCalledEachTime() {
    let calls = LockIsolated(0)
    let generate = UUIDGenerator {
      calls.withValue { $0 += 1 }
      return UUID(calls.value)
    }
    #expect(generate() == UUID(1))
    #expect(generate() == UUID(2))
    #expect(calls.value == 2)
  }

  @Test func defaultTestValueReportsAnIssue() {
    @Dependency(\.uuid) var uuid
    withKnownIssue {
      #expect(uuid() == UUID(0))
    } matching: { issue in
      issue.description.contains(#"Unimplemented: @Dependency(\.uuid)"#)
    }
  }

  @Test func liveContextUsesSystemUUIDs() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() != uuid())
    }
  }
}
