/// A property wrapper that reads a dependency from the current ``DependencyValues``.
///
/// Declare dependencies next to the logic that uses them. Nothing above the feature has to know:
/// a leaf reducer can start using a new client and no parent changes.
///
/// ```swift
/// struct Prime: Reducer {
///   @Dependency(\.primeClient) var primeClient
///   @Dependency(\.continuousClock) var clock
///   // …
/// }
/// ```
///
/// The value is read when `wrappedValue` is accessed, from the dependencies in force for the
/// current task: inside a reducer, those of the store (with any `.dependency` modifiers
/// applied); inside an effect, those in force when the reducer that returned it ran.
///
/// The property also keeps the overrides in force when it was created, and they stay in force
/// for its reads beneath the overrides of the read: a model created inside
/// `withDependencies { $0.uuid = .incrementing }` keeps its incrementing generator wherever it
/// is used, unless the code using it overrides `\.uuid` again.
///
/// > Important: Read dependencies in reducers and effects, not in initializers or static
/// > properties, so that tests and the app can override them.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let keyPath: KeyPath<DependencyValues, Value>
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt
  let initialValues: DependencyValues
  @usableFromInline let cache = DependencyReadCache<Value>()

  /// Creates a dependency property that reads the value at a key path of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The key path of the dependency, for example `\.uuid`.
  ///   - fileID: The file the dependency is declared in, for issue messages.
  ///   - filePath: The file path the dependency is declared in, for issue messages.
  ///   - line: The line the dependency is declared on, for issue messages.
  ///   - column: The column the dependency is declared on, for issue messages.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.initialValues = DependencyValues._current
  }

  /// Creates a dependency property for a type that is its own key.
  ///
  /// ```swift
  /// @Dependency(PrimeClient.self) var primeClient
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - fileID: The file the dependency is declared in, for issue messages.
  ///   - filePath: The file path the dependency is declared in, for issue messages.
  ///   - line: The line the dependency is declared on, for issue messages.
  ///   - column: The column the dependency is declared on, for issue messages.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init(
      \DependencyValues.[typeKey: TypeKey<Key>()],
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// The current value of the dependency.
  @inlinable
  public var wrappedValue: Value {
    let values = DependencyValues._current
    // Read under the same overrides as the last time: the same dependency.
    if let value = self.cache.value(under: ObjectIdentifier(values.revision)) { return value }
    return self.resolve(in: values)
  }

  /// Resolves the key path in `current`, and keeps the value for the next read under the same
  /// overrides when it may.
  @usableFromInline
  func resolve(in current: DependencyValues) -> Value {
    // The overrides in force when the property was created stay in force, under those of the read.
    let inForce = self.initialValues.underlying(current)
    var values = inForce
    let recorder = DependencyReadRecorder()
    values.access = DependencyAccess(
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column,
      recorder: recorder
    )
    // A default value that reads other dependencies reads them under the same values.
    let value =
      inForce.isIdentical(to: current)
      ? values[keyPath: self.keyPath]
      : DependencyValues._withCurrentSynchronously(inForce) { values[keyPath: self.keyPath] }
    // A read inside an override is part of it: it gives live values that must not outlive it.
    if recorder.resolvedExactly(value), !OverrideScope.isActive {
      self.cache.keep(value, under: current.revision)
    }
    return value
  }
}
