import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct WithRandomNumberGeneratorTests {
  @Test func seededGeneratorFollowsSplitMix64() {
    // Reference outputs of SplitMix64 for seed 0: the sequence must not change between
    // platforms or releases.
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func sameSeedGivesTheSameSequence() {
    var first = SeededRandomNumberGenerator(seed: 42)
    var second = SeededRandomNumberGenerator(seed: 42)
    let firstValues = (0..<10).map { _ in first.next() }
    let secondValues = (0..<10).map { _ in second.next() }
    #expect(firstValues == secondValues)
  }

  @Test func differentSeedsGiveDifferentSequences() {
    var first = SeededRandomNumberGenerator(seed: 1)
    var second = SeededRandomNumberGenerator(seed: 2)
    let firstValues = (0..<10).map { _ in first.next() }
    let secondValues = (0..<10).map { _ in second.next() }
    #expect(firstValues != secondValues)
  }

  @Test func seededDependencyIsDeterministic() {
    func roll() -> [Int] {
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(
          SeededRandomNumberGenerator(seed: 7)
        )
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        return (0..<20).map { _ in
          withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        }
      }
    }
    let first = roll()
    #expect(first == roll())
    #expect(first.allSatisfy { (1...6).contains($0) })
    #expect(Set(first).count > 1)
  }

  @Test func generatorStateAdvancesAcrossCalls() {
    let withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))
    let first = withRandomNumberGenerator { $0.next() }
    let second = withRandomNumberGenerator { $0.next() }
    #expect(first == 0xE220_A839_7B1D_CDAF)
    #expect(second == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func callAsFunctionRethrows() {
    struct Failure: Error {}
    let withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))
    #expect(throws: Failure.self) {
      try withRandomNumberGenerator { _ in throw Failure() }
    }
  }

  @Test func defaultTestValueReportsAnIssue() {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    withKnownIssue {
      _ = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
    } matching: { issue in
      issue.description.contains(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
    }
  }
}
