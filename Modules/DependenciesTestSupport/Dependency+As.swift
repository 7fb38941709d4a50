public import Dependencies

extension Dependency {
  /// Creates a dependency property that reads a dependency declared as an existential
  /// (`any Client`) as the concrete type a test put in its place.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.client = RecordingClient() })
  /// struct ClientTests {
  ///   @Test func recordsTheCall() {
  ///     @Dependency(\.client, as: RecordingClient.self) var client
  ///     // `client` is a `RecordingClient`.
  ///   }
  /// }
  /// ```
  ///
  /// > Important: Reading the property stops the process when the dependency is not a `Value`:
  /// > override it with one in the test or its suite.
  ///
  /// - Parameters:
  ///   - keyPath: The key path of the dependency.
  ///   - type: The concrete type to read it as.
  ///   - fileID: The file the dependency is declared in, for issue messages.
  ///   - filePath: The file path the dependency is declared in, for issue messages.
  ///   - line: The line the dependency is declared on, for issue messages.
  ///   - column: The column the dependency is declared on, for issue messages.
  public init<Existential>(
    _ keyPath: any KeyPath<DependencyValues, Existential> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[cast: CastedKeyPath(keyPath: keyPath, to: Value.self)],
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Creates a dependency property that reads the dependency of a key whose value is an
  /// existential as the concrete type a test put in its place.
  ///
  /// > Important: Reading the property stops the process when the dependency is not a `Value`.
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - type: The concrete type to read the dependency as.
  ///   - fileID: The file the dependency is declared in, for issue messages.
  ///   - filePath: The file path the dependency is declared in, for issue messages.
  ///   - line: The line the dependency is declared on, for issue messages.
  ///   - column: The column the dependency is declared on, for issue messages.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[cast: CastedKey<Key, Value>()],
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A key path and the type its value is read as: the index of a key path component.
private struct CastedKeyPath<Existential, Concrete>: Hashable, Sendable {
  let keyPath: any KeyPath<DependencyValues, Existential> & Sendable

  init(keyPath: any KeyPath<DependencyValues, Existential> & Sendable, to: Concrete.Type) {
    self.keyPath = keyPath
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(self.keyPath as AnyKeyPath)
  }
}

/// A key type and the type its value is read as: the index of a key path component.
private struct CastedKey<Key: TestDependencyKey, Concrete>: Hashable, Sendable {}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(
    cast cast: CastedKeyPath<Existential, Concrete>
  ) -> Concrete {
    let value = self[keyPath: cast.keyPath]
    return castOrStop(value, to: Concrete.self, override: "$0.<dependency> = \(Concrete.self)(…)")
  }

  fileprivate subscript<Key: TestDependencyKey, Concrete>(
    cast _: CastedKey<Key, Concrete>
  ) -> Concrete {
    let value = self[Key.self]
    return castOrStop(
      value, to: Concrete.self, override: "$0[\(Key.self).self] = \(Concrete.self)(…)")
  }
}

private func castOrStop<Concrete>(
  _ value: Any,
  to type: Concrete.Type,
  override: String
) -> Concrete {
  guard let concrete = value as? Concrete else {
    fatalError(
      """
      @Dependency(_:as:) expected a '\(Concrete.self)' but found a '\(Swift.type(of: value))'. \
      Override the dependency with a '\(Concrete.self)' in the test or its suite, for example \
      with the trait '.dependencies { \(override) }'.
      """
    )
  }
  return concrete
}
