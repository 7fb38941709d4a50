import CoreTestSupport
import Sharing
import Testing

/// Each test reads its own storages (Swift Testing runs these in parallel, in one process): each
/// starts from the declared default, whatever the others wrote.
@Suite(.timeLimit(.minutes(1)))
struct TestIsolationTests {
  static func appendAndRead(_ number: Int) async -> [Int] {
    @Shared(.inMemory("numbers")) var numbers: [Int] = []
    @Shared(.fileStorage("numbers.json")) var persisted: [Int] = []
    #expect(numbers == [])
    #expect(persisted == [])
    for _ in 0..<50 {
      $numbers.withLock { $0 = [number] }
      $persisted.withLock { $0 = [number] }
      await Task.yield()
    }
    #expect(persisted == [number])
    return numbers
  }

  @Test func first() async { #expect(await Self.appendAndRead(1) == [1]) }
  @Test func second() async { #expect(await Self.appendAndRead(2) == [2]) }
  @Test func third() async { #expect(await Self.appendAndRead(3) == [3]) }
}
