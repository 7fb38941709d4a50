import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependencyValuesTests {
  @Test func emptyValuesResolveDefaults() {
    let values = DependencyValues()
    #expect(values.testOnlyNumber == 1)
    #expect(values[TestOnlyNumberKey.self] == 1)
  }

  @Test func setterOverridesOneKeyOnly() {
    var values = DependencyValues()
    values.testOnlyNumber = 5
    #expect(values.testOnlyNumber == 5)
    #expect(values[TestOnlyNumberKey.self] == 5)
    #expect(values.liveAndTestNumber == 10)
  }

  @Test func valuesAreValueTyped() {
    var original = DependencyValues()
    original.testOnlyNumber = 5
    var copy = original
    copy.testOnlyNumber = 6
    #expect(original.testOnlyNumber == 5)
    #expect(copy.testOnlyNumber == 6)
  }

  @Test func mergingAppliesTheOtherOverridesOnTop() {
    var base = DependencyValues()
    base.testOnlyNumber = 1_000
    base.liveAndTestNumber = 2_000
    var other = DependencyValues()
    other.testOnlyNumber = 3_000

    let merged = base.merging(other)

    #expect(merged.testOnlyNumber == 3_000)
    #expect(merged.liveAndTestNumber == 2_000)
    #expect(base.testOnlyNumber == 1_000)
  }

  @Test func mergingEmptyValuesChangesNothing() {
    var base = DependencyValues()
    base.testOnlyNumber = 1_000
    base.context = .preview

    let merged = base.merging(DependencyValues())

    #expect(merged.testOnlyNumber == 1_000)
    #expect(merged.context == .preview)
    #expect(merged.contextualString == "preview")
  }

  @Test func mergingTakesTheOtherExplicitContext() {
    var base = DependencyValues()
    base.context = .preview
    var other = DependencyValues()
    other.context = .live

    #expect(base.merging(other).context == .live)
    #expect(base.merging(other).contextualString == "live")
    #expect(other.merging(base).context == .preview)
  }

  @Test func mergingKeepsTheBaseContextWhenTheOtherHasNone() {
    var base = DependencyValues()
    base.context = .live
    var other = DependencyValues()
    other.testOnlyNumber = 3

    let merged = base.merging(other)

    #expect(merged.context == .live)
    #expect(merged.testOnlyNumber == 3)
  }

  @Test func currentValuesReflectTheInnermostScope() {
    withDependencies {
      $0.testOnlyNumber = 2
    } operation: {
      #expect(DependencyValues._current.testOnlyNumber == 2)
    }
    #expect(DependencyValues._current.testOnlyNumber == 1)
  }
}
