public import Dependencies
public import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with fresh dependencies
/// changed as the trait says.
///
/// Make one with ``Testing/Trait/dependency(_:_:)``, ``Testing/Trait/dependency(_:)``,
/// ``Testing/Trait/dependencies`` or ``Testing/Trait/dependencies(_:)``:
///
/// ```swift
/// @Suite(.dependency(\.uuid, .incrementing))
/// struct ItemFormTests {
///   @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 0)))
///   func saveStampsTheDate() { … }
/// }
/// ```
///
/// Each test (and each argument of a parameterized test) starts from new values, with default
/// values of its own, so stateful test values never leak from one test to the next, even when
/// tests run in parallel. The outermost trait starts the values; traits nearer the test change
/// them further, so a test's trait wins over its suite's.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  private let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  // Set while a trait's scope runs: the traits inside it add to its values.
  @TaskLocal private static var isNested = false

  init(_ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void) {
    self.updateValues = updateValues
  }

  /// `true`: a suite's trait applies to every test inside the suite and its nested suites.
  public var isRecursive: Bool { true }

  /// Runs `function` with the trait's dependencies in force.
  ///
  /// - Parameters:
  ///   - test: The test (or suite) the trait applies to.
  ///   - testCase: The test case running, for a test.
  ///   - function: The test.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      if !Self.isNested {
        $0 = DependencyValues()
      }
      try await self.updateValues(&$0)
    } operation: {
      try await Self.$isNested.withValue(true) {
        try await function()
      }
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Runs the test with new dependencies: default values of its own, no overrides.
  ///
  /// A parameterized test with this trait computes its default values anew for each argument.
  public static var dependencies: Self {
    Self { _ in }
  }

  /// Runs the test with one dependency overridden.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func addingAnItemGivesItAnID() { … }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path.
  ///   - value: Its value, made anew for each test.
  /// - Returns: The trait.
  public static func dependency<Value>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    Self { $0[keyPath: keyPath] = try value() }
  }

  /// Runs the test with the dependency of a type that is its own key overridden.
  ///
  /// ```swift
  /// @Test(.dependency(PrimeClient(nthPrime: { _ in 7 })))
  /// func primeButtonShowsThePrime() { … }
  /// ```
  ///
  /// - Parameter value: The dependency, made anew for each test.
  /// - Returns: The trait.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value.Value == Value {
    Self { $0[Value.self] = try value() }
  }

  /// Runs the test with dependencies changed by a closure.
  ///
  /// ```swift
  /// @Suite(.dependencies {
  ///   $0.uuid = .incrementing
  ///   $0.date.now = Date(timeIntervalSince1970: 0)
  /// })
  /// struct InventoryTests { … }
  /// ```
  ///
  /// - Parameter updateValues: Changes the values; runs for each test.
  /// - Returns: The trait.
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    Self(updateValues)
  }
}
