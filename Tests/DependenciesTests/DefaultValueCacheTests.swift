import Dependencies
import Testing

// The counter tests below run in parallel. Were default values shared between tests, the two
// counters would be one and the sequences [0, 1, 2] could not both be seen.
@Suite(.timeLimit(.minutes(1)))
struct DefaultValueCacheTests {
  @Test func firstTestGetsItsOwnDefaultCounter() async {
    @Dependency(\.counter) var counter
    var values: [Int] = []
    for _ in 0..<3 {
      values.append(counter.next())
      await Task.yield()
    }
    #expect(values == [0, 1, 2])
  }

  @Test func secondTestGetsItsOwnDefaultCounter() async {
    @Dependency(\.counter) var counter
    var values: [Int] = []
    for _ in 0..<3 {
      values.append(counter.next())
      await Task.yield()
    }
    #expect(values == [0, 1, 2])
  }

  @Test func firstTestGetsItsOwnPreviewCounter() async {
    await withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.counter) var counter
      var values: [Int] = []
      for _ in 0..<3 {
        values.append(counter.next())
        await Task.yield()
      }
      #expect(values == [0, 1, 2])
    }
  }

  @Test func secondTestGetsItsOwnPreviewCounter() async {
    await withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.counter) var counter
      var values: [Int] = []
      for _ in 0..<3 {
        values.append(counter.next())
        await Task.yield()
      }
      #expect(values == [0, 1, 2])
    }
  }

  @Test func defaultIsComputedOnceWithinATest() {
    @Dependency(\.counter) var first
    @Dependency(\.counter) var second
    #expect(first === second)
    #expect(first.next() == 0)
    #expect(second.next() == 1)
    #expect(DependencyValues._current.counter === first)
  }

  @Test func newValuesComputeTheirOwnDefaults() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 0)
    let fresh = DependencyValues()
    #expect(fresh.counter !== counter)
    #expect(fresh.counter === fresh.counter)
    #expect(DependencyValues().counter !== fresh.counter)
  }

  @Test func resettingTheValuesInAScopeStartsItsDefaultsOver() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 0)
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(\.counter) var reset
      #expect(reset.next() == 0)
      #expect(reset.next() == 1)
      // A property keeps the default values it was created under.
      #expect(counter.next() == 1)
    }
    #expect(counter.next() == 2)
  }

  @Test func eachContextHasItsOwnDefault() {
    @Dependency(\.counter) var testCounter
    let previewCounter = withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.counter) var counter
      return counter
    }
    #expect(testCounter !== previewCounter)
  }

  @Test func childTasksShareTheTestsDefault() async {
    let counter = currentCounter()
    let fromTask = await Task { currentCounter() }.value
    async let fromAsyncLet = currentCounter()
    #expect(fromTask === counter)
    #expect(await fromAsyncLet === counter)
  }

  @Test func overrideLeavesTheCachedDefaultIntact() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 0)
    withDependencies {
      $0.counter = Counter()
    } operation: {
      #expect(counter.next() == 0)
    }
    #expect(counter.next() == 1)
  }
}

private func currentCounter() -> Counter {
  @Dependency(\.counter) var counter
  return counter
}
