import CoreTestSupport
import Sharing
import Testing

@Suite struct SharedTests {
  @Test func twoDeclarationsOfOneKeyShareTheValue() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var first = 0
      @Shared(.inMemory("count")) var second = 0
      $first.withLock { $0 += 1 }
      #expect(second == 1)
    }
  }
}
