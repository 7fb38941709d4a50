import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct WithDependenciesTests {
  private struct Failure: Error {}

  private class BaseModel {
    @Dependency(\.testOnlyNumber) var number
  }

  private final class Model: BaseModel {
    @Dependency(\.contextualString) var string
  }

  private final class ModelWithoutDependencies {}

  private final class ModelReadingDerived {
    @Dependency(\.derivedNumber) var derived
  }

  // MARK: Scopes

  @Test func syncOverrideAppliesInsideAndIsRestoredAfter() {
    @Dependency(\.testOnlyNumber) var number
    let result = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      number
    }
    #expect(result == 42)
    #expect(number == 1)
  }

  @Test func asyncOverrideAppliesAcrossSuspensionsAndIsRestoredAfter() async {
    @Dependency(\.testOnlyNumber) var number
    let result = await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      await Task.yield()
      return number
    }
    #expect(result == 42)
    #expect(number == 1)
  }

  @Test func asyncUpdateClosureMayAwait() async {
    @Dependency(\.testOnlyNumber) var number
    await withDependencies {
      await Task.yield()
      $0.testOnlyNumber = 3
    } operation: {
      #expect(number == 3)
    }
  }

  @Test func innerScopeWinsAndOuterIsRestored() {
    @Dependency(\.testOnlyNumber) var number
    @Dependency(\.liveAndTestNumber) var other
    withDependencies {
      $0.testOnlyNumber = 2
      $0.liveAndTestNumber = 20
    } operation: {
      withDependencies {
        $0.testOnlyNumber = 3
      } operation: {
        #expect(number == 3)
        #expect(other == 20)
      }
      #expect(number == 2)
      #expect(other == 20)
    }
    #expect(number == 1)
    #expect(other == 10)
  }

  @Test func updateClosureSeesTheOuterValues() {
    withDependencies {
      $0.testOnlyNumber = 2
    } operation: {
      withDependencies {
        $0.testOnlyNumber *= 10
      } operation: {
        @Dependency(\.testOnlyNumber) var number
        #expect(number == 20)
      }
    }
  }

  @Test func throwingOperationRethrowsAndRestores() {
    @Dependency(\.testOnlyNumber) var number
    #expect(throws: Failure.self) {
      try withDependencies {
        $0.testOnlyNumber = 42
      } operation: {
        #expect(number == 42)
        throw Failure()
      }
    }
    #expect(number == 1)
  }

  @Test func throwingUpdateClosureSkipsTheOperation() {
    var didRun = false
    #expect(throws: Failure.self) {
      try withDependencies { _ in
        throw Failure()
      } operation: {
        didRun = true
      }
    }
    #expect(!didRun)
  }

  // MARK: Child tasks

  @Test func asyncLetInheritsOverrides() async {
    await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      async let number = readNumber()
      #expect(await number == 42)
    }
  }

  @Test func unstructuredTaskInheritsOverrides() async {
    let task = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      Task { await readNumber() }
    }
    #expect(await task.value == 42)
  }

  @Test func taskGroupChildrenInheritOverrides() async {
    let numbers = await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      await withTaskGroup(of: Int.self) { group in
        for _ in 0..<4 {
          group.addTask { await readNumber() }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(numbers == [42, 42, 42, 42])
  }

  @Test func childTaskOverrideDoesNotLeakToParent() async {
    @Dependency(\.testOnlyNumber) var number
    async let child = withDependencies {
      $0.testOnlyNumber = 7
    } operation: {
      await readNumber()
    }
    #expect(await child == 7)
    #expect(number == 1)
  }

  @Test func detachedTaskDoesNotInheritOverrides() async {
    let number = await withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      await Task.detached { await readNumber() }.value
    }
    #expect(number == 1)
  }

  // MARK: From a model

  @Test func fromModelPropagatesOverridesCapturedAtCreation() {
    let model = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      Model()
    }
    withDependencies(from: model) {
      @Dependency(\.testOnlyNumber) var number
      #expect(number == 42)
      #expect(model.number == 42)
    }
  }

  @Test func modelKeepsTheOverridesItWasCreatedUnder() {
    let model = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      withDependencies {
        $0.contextualString = "inner"
      } operation: {
        Model()
      }
    }
    #expect(model.number == 42)
    #expect(model.string == "inner")
    withDependencies {
      $0.testOnlyNumber = 7
    } operation: {
      #expect(model.number == 7)
      #expect(model.string == "inner")
    }
    #expect(model.number == 42)
  }

  @Test func modelKeepsItsOverridesInAnAsyncScope() async {
    let model = await withDependencies {
      await Task.yield()
      $0.testOnlyNumber = 42
    } operation: {
      await Task.yield()
      return Model()
    }
    #expect(model.number == 42)
    await withDependencies {
      $0.testOnlyNumber = 7
    } operation: {
      await Task.yield()
      #expect(model.number == 7)
    }
    #expect(model.number == 42)
  }

  @Test func fromModelCurrentOverridesWinOverCapturedValues() {
    let parent = withDependencies {
      $0.testOnlyNumber = 1
    } operation: {
      Model()
    }
    let child = withDependencies {
      $0.testOnlyNumber = 2
    } operation: {
      withDependencies(from: parent) { Model() }
    }
    #expect(parent.number == 1)
    #expect(child.number == 2)
  }

  @Test func fromObjectReturnedByWithDependenciesPassesItsValuesOn() {
    let parent = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      ModelWithoutDependencies()
    }
    let child = withDependencies(from: parent) { Model() }
    #expect(child.number == 42)
  }

  @Test func defaultValueReadsOtherDependenciesUnderTheCapturedValues() {
    let model = withDependencies {
      $0.testOnlyNumber = 5
    } operation: {
      ModelReadingDerived()
    }
    #expect(model.derived.number() == 5)
    withDependencies {
      $0.testOnlyNumber = 6
    } operation: {
      #expect(model.derived.number() == 6)
    }
  }

  @Test func fromModelPropagatesSuperclassDependencies() {
    // `number` is declared on the superclass; `string` on the subclass.
    let model = withDependencies {
      $0.testOnlyNumber = 42
      $0.contextualString = "captured"
    } operation: {
      Model()
    }
    withDependencies(from: model) {
      #expect(model.number == 42)
      #expect(model.string == "captured")
    }
  }

  @Test func fromModelPropagatesCapturedContext() {
    let model = withDependencies {
      $0.context = .preview
    } operation: {
      Model()
    }
    withDependencies(from: model) {
      @Dependency(\.contextualString) var string
      #expect(string == "preview")
    }
  }

  @Test func fromModelUpdateClosureWinsOverCapturedValues() {
    let model = withDependencies {
      $0.testOnlyNumber = 42
      $0.contextualString = "captured"
    } operation: {
      Model()
    }
    withDependencies(from: model) {
      $0.testOnlyNumber = 7
    } operation: {
      #expect(model.number == 7)
      #expect(model.string == "captured")
    }
  }

  @Test func fromModelKeepsCurrentOverridesTheModelDidNotCapture() {
    let model = Model()
    withDependencies {
      $0.testOnlyNumber = 5
    } operation: {
      withDependencies(from: model) {
        @Dependency(\.testOnlyNumber) var number
        #expect(number == 5)
      }
    }
  }

  @Test func fromModelWithoutDependenciesReportsAndChangesNothing() {
    withKnownIssue {
      withDependencies(from: ModelWithoutDependencies()) {
        @Dependency(\.testOnlyNumber) var number
        #expect(number == 1)
      }
    } matching: { issue in
      issue.description.contains(
        "withDependencies(from:) was given a 'WithDependenciesTests.ModelWithoutDependencies'")
    }
  }

  @Test func fromModelAsyncPropagatesOverridesIntoChildTasks() async {
    let model = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      Model()
    }
    let number = await withDependencies(from: model) {
      await Task.yield()
      return await Task { await readNumber() }.value
    }
    #expect(number == 42)
  }

  @Test func fromModelAsyncUpdateClosureWinsOverCapturedValues() async {
    let model = withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      Model()
    }
    let number = await withDependencies(from: model) {
      $0.testOnlyNumber = 7
    } operation: {
      await readNumber()
    }
    #expect(number == 7)
  }
}

private func readNumber() async -> Int {
  await Task.yield()
  @Dependency(\.testOnlyNumber) var number
  return number
}
