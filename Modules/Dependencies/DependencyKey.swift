/// A key for accessing a dependency in test and preview contexts.
///
/// Conform to this protocol in a module that only declares a dependency's interface; conform to
/// ``DependencyKey`` (which refines it) where the live value is available.
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in tests. Endpoints should report an issue when called (see
  /// `unimplemented(_:)`), so that a test fails when it uses a dependency it did not override.
  static var testValue: Value { get }

  /// The value used in previews and demos. Defaults to ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// Defaults to ``testValue``.
  public static var previewValue: Value { Self.testValue }

  /// Whether a ``testValue`` that reports an issue should report it now: `false` while the value
  /// is read to be overridden (`withDependencies { $0[Client.self].endpoint = … }`, or inside
  /// `prepareDependencies`), where the issue would be noise.
  ///
  /// ```swift
  /// static var testValue: Client {
  ///   if shouldReportUnimplemented {
  ///     reportIssue("Override 'Client' in this test.")
  ///   }
  ///   return Client()
  /// }
  /// ```
  public static var shouldReportUnimplemented: Bool {
    !OverrideScope.isActive
  }
}

/// A key for accessing a dependency, with the value used when the app runs for real.
///
/// Declare a key, then expose it on ``DependencyValues`` so features can read it with
/// `@Dependency(\.primeClient)`:
///
/// ```swift
/// struct PrimeClient: Sendable {
///   var nthPrime: @Sendable (Int) async throws -> Int
/// }
///
/// extension PrimeClient: DependencyKey {
///   static let liveValue = PrimeClient { n in try await sieve(n) }
///   static let testValue = PrimeClient(nthPrime: unimplemented("PrimeClient.nthPrime"))
/// }
///
/// extension DependencyValues {
///   var primeClient: PrimeClient {
///     get { self[PrimeClient.self] }
///     set { self[PrimeClient.self] = newValue }
///   }
/// }
/// ```
///
/// > Important: A key without its own `testValue` reports an issue the first time a test reads
/// > it ("… has no test implementation") and then uses the live value. Give every key whose live
/// > value does I/O a `testValue` built from `unimplemented(_:)`.
public protocol DependencyKey<Value>: TestDependencyKey {
  // Restated so that a key declaring only `liveValue` infers `Value` from it; without this, the
  // default `testValue` below makes Swift fall back to `Value == Self` and reject the key.
  /// The type of the dependency's value.
  associatedtype Value = Self

  /// The value used when the app runs for real.
  static var liveValue: Value { get }

  // Redeclared so that the default below applies to conformers of this protocol.
  /// The value used in tests.
  static var testValue: Value { get }

  /// The value used in previews.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// Defaults to ``liveValue``.
  public static var previewValue: Value { Self.liveValue }

  /// Defaults to the live value, after reporting that the key has no test implementation.
  ///
  /// A read inside an override (`withDependencies { $0.client.endpoint = … }`) does not report:
  /// it is the first step of replacing the value.
  public static var testValue: Value {
    let resolution = DependencyResolution.current
    if let override = resolution?.liveValueForOverride {
      // `$0.client.endpoint = …` reads the client to change one endpoint: part of the override.
      override.setValue(true)
      return Self.liveValue
    }
    let access = resolution?.access
    let name = resolution?.name(of: Self.self) ?? typeName(Self.self)
    reportIssue(
      """
      @Dependency(\(name)) has no test implementation, but was accessed from a test context:

        Key: \(typeName(Self.self))
        Value: \(typeName(Value.self))

      Dependencies registered with the library are not allowed to use their live values in \
      tests. Override it with 'withDependencies' (or a TestStore's 'withDependencies'), or give \
      the key a 'testValue' whose endpoints are 'unimplemented'.
      """,
      fileID: access?.fileID ?? #fileID,
      filePath: access?.filePath ?? #filePath,
      line: access?.line ?? #line,
      column: access?.column ?? #column
    )
    return Self.liveValue
  }
}
