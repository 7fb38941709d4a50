import Dependencies
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct WithEscapedDependenciesTests {
  @Test func yieldRestoresTheCapturedValuesInAnotherThread() async {
    let number = await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      withEscapedDependencies { dependencies in
        // A detached task inherits nothing: only the continuation carries the values.
        Task.detached {
          dependencies.yield {
            @Dependency(\.testOnlyNumber) var number
            return number
          }
        }
      }
    }.value
    #expect(number == 42)
  }

  @Test func withoutYieldEscapingWorkSeesTheDefaults() async {
    let number = await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      Task.detached { () -> Int in
        @Dependency(\.testOnlyNumber) var number
        return number
      }
    }.value
    #expect(number == 1)
  }

  @Test func overridesInsideYieldWin() {
    let continuation = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      withEscapedDependencies { $0 }
    }
    let number = continuation.yield {
      withDependencies {
        $0.testOnlyNumber = 999
      } operation: {
        @Dependency(\.testOnlyNumber) var number
        return number
      }
    }
    #expect(number == 999)
  }

  @Test func asyncYieldRestoresTheCapturedValues() async {
    let stream = withDependencies {
      $0.testOnlyNumber = 42
    } operation: { () -> AsyncStream<Int> in
      let isDone = LockIsolated(false)
      return withEscapedDependencies { dependencies in
        AsyncStream(unfolding: {
          await dependencies.yield {
            await Task.yield()
            defer { isDone.setValue(true) }
            @Dependency(\.testOnlyNumber) var number
            return isDone.value ? nil : number
          }
        })
      }
    }
    var values: [Int] = []
    for await value in stream { values.append(value) }
    #expect(values == [42])
  }
}
