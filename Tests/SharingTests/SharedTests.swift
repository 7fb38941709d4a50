import CoreTestSupport
import Foundation
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SharedTests {
  struct User: Equatable {
    var name: String
    var age: Int
  }

  @Test func twoDeclarationsOfOneKeyShareTheValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 0
    $first.withLock { $0 += 1 }
    #expect(second == 1)
  }

  @Test func aLaterDeclarationSeesTheValueNotItsDefault() {
    @Shared(.inMemory("count")) var first = 0
    $first.withLock { $0 = 42 }
    @Shared(.inMemory("count")) var second = 7
    #expect(second == 42)
  }

  @Test func theValueOutlivesItsLastReference() {
    do {
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 5 }
    }
    @Shared(.inMemory("count")) var again = 0
    #expect(again == 5)
  }

  @Test func storagesDoNotShareValues() {
    @Shared(.inMemory("count")) var here = 0
    $here.withLock { $0 = 1 }
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var elsewhere = 0
      #expect(elsewhere == 0)
    }
  }

  @Test func aSharedValuePassedToAChildIsTheSameValue() {
    let parent = Shared(value: 1)
    let child = Shared(projectedValue: parent)
    child.withLock { $0 += 1 }
    #expect(parent.wrappedValue == 2)
    parent.wrappedValue = 10
    #expect(child.wrappedValue == 10)
  }

  @Test func aDerivedSharedValueChangesItsParent() {
    let user = Shared(value: User(name: "Blob", age: 42))
    let name = user.name
    name.withLock { $0 += " Jr." }
    #expect(user.wrappedValue == User(name: "Blob Jr.", age: 42))
    user.withLock { $0.name = "Blob Sr." }
    #expect(name.wrappedValue == "Blob Sr.")
  }

  @Test func withLockReturnsTheBodysResult() {
    let numbers = Shared(value: [1, 2])
    let count = numbers.withLock { numbers -> Int in
      numbers.append(3)
      return numbers.count
    }
    #expect(count == 3)
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    let shared = Shared(value: 1)
    #expect(shared == Shared(shared))
  }

  @Test func dumpsAsItsValue() {
    struct State {
      @Shared(value: [1, 2]) var numbers: [Int]
    }
    var dump = ""
    customDump(State(), to: &dump)
    #expect(
      dump == """
        SharedTests.State(
          _numbers: [
            [0]: 1,
            [1]: 2
          ]
        )
        """
    )
    #expect(String(describing: Shared(value: 3)) == "Shared<Int>(value: 3)")
  }

  @Test func aReaderSeesTheOwnersChanges() {
    @Shared(.inMemory("name")) var name = "Blob"
    @SharedReader(.inMemory("name")) var reader = ""
    #expect(reader == "Blob")
    $name.withLock { $0 = "Blob Jr." }
    #expect(reader == "Blob Jr.")
    let derived = SharedReader($name)
    #expect(derived.wrappedValue == "Blob Jr.")
    #expect(SharedReader.constant(3).wrappedValue == 3)
  }

  @Test func aReaderOfAPartReadsThePart() {
    let user = Shared(value: User(name: "Blob", age: 42))
    let age = SharedReader(user).age
    user.withLock { $0.age += 1 }
    #expect(age.wrappedValue == 43)
    #expect(SharedReader(user) == SharedReader(Shared(value: User(name: "Blob", age: 43))))
  }

  @Test func aChildStateHoldsTheSharedValueItsParentPasses() {
    struct Child {
      @Shared var count: Int
    }
    struct Parent {
      @Shared(.inMemory("count")) var count = 0
      var child: Child { Child(count: self.$count) }
    }
    let parent = Parent()
    let child = parent.child
    child.$count.withLock { $0 += 2 }
    #expect(parent.count == 2)
    #expect(Child(count: Shared(value: 5)).count == 5)
  }

  @Test func keysDescribeThemselvesAsTheyAreWritten() {
    #expect(InMemoryKey<Int>.inMemory("count").description == #".inMemory("count")"#)
    #expect(
      FileStorageKey<[Int]>.fileStorage(URL(fileURLWithPath: "/data/numbers.json")).description
        == ".fileStorage(file:///data/numbers.json)")
  }

  @Test func concurrentChangesAreNeverLost() async {
    @Shared(.inMemory("count")) var count = 0
    let shared = $count
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<500 {
            shared.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(count == 4_000)
  }
}
