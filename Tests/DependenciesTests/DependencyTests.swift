import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependencyTests {
  private struct Feature {
    @Dependency(\.testOnlyNumber) var number
    @Dependency(GreetingClient.self) var greeting
  }

  @Test func keyPathReadsTheDefaultValue() {
    @Dependency(\.testOnlyNumber) var number
    #expect(number == 1)
  }

  @Test func keyPathReadsAnOverride() {
    withDependencies {
      $0.testOnlyNumber = 42
    } operation: {
      @Dependency(\.testOnlyNumber) var number
      #expect(number == 42)
    }
  }

  @Test func typeThatIsItsOwnKeyReadsTheDefaultValue() {
    @Dependency(GreetingClient.self) var greeting
    #expect(greeting.greet("Blob") == "Hello, Blob!")
  }

  @Test func typeThatIsItsOwnKeyReadsAnOverride() {
    withDependencies {
      $0[GreetingClient.self] = GreetingClient { "Hi, \($0)." }
    } operation: {
      @Dependency(GreetingClient.self) var greeting
      #expect(greeting.greet("Blob") == "Hi, Blob.")
    }
  }

  @Test func typeKeyAndKeyPathShareOneValue() {
    withDependencies {
      $0.numberClient.double = { $0 * 2 }
    } operation: {
      @Dependency(NumberClient.self) var byType
      @Dependency(\.numberClient) var byKeyPath
      #expect(byType.double(21) == 42)
      #expect(byKeyPath.double(4) == 8)
    }
  }

  @Test func valueIsReadWhenAccessedNotWhenDeclared() {
    let feature = Feature()
    withDependencies {
      $0.testOnlyNumber = 7
      $0[GreetingClient.self] = GreetingClient { "Bonjour, \($0)" }
    } operation: {
      #expect(feature.number == 7)
      #expect(feature.greeting.greet("Blob") == "Bonjour, Blob")
    }
    #expect(feature.number == 1)
    #expect(feature.greeting.greet("Blob") == "Hello, Blob!")
  }
}
