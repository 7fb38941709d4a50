import CoreTestSupport
import Observation
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SharedObservationTests {
  @Test func readingRegistersAnObservationThatAnyHolderTriggers() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.inMemory("count")) var sameCount = 0
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    $sameCount.withLock { $0 += 1 }
    #expect(changes.value == 1)
  }

  @Test func aDerivedValueIsObservedThroughItsRoot() {
    let pair = Shared(value: [1, 2])
    let first = pair[0]
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = first.wrappedValue
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    pair.withLock { $0[0] = 10 }
    #expect(changes.value == 1)
    #expect(first.wrappedValue == 10)
  }

  @Test func anUnreadValueDoesNotNotify() {
    let read = Shared(value: 0)
    let unread = Shared(value: 0)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = read.wrappedValue
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    unread.withLock { $0 += 1 }
    #expect(changes.value == 0)
  }

  @Test func aFinishedSaveNotifiesOnlyTheReadersOfTheSaveStatus() async throws {
    let storage = FileStorage.inMemory()
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage("numbers.json")) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      let valueChanges = LockIsolated(0)
      let statusChanges = LockIsolated(0)
      withObservationTracking {
        _ = numbers
      } onChange: {
        valueChanges.withValue { $0 += 1 }
      }
      withObservationTracking {
        _ = $numbers.isSaving
      } onChange: {
        statusChanges.withValue { $0 += 1 }
      }
      try await storage.flush()
      #expect(valueChanges.value == 0)
      #expect(statusChanges.value == 1)
    }
  }
}
